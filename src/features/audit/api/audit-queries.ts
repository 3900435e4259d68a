import { collection, orderBy, query, startAfter, where, type DocumentData, type QueryConstraint, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { readBySchema } from '@/lib/schema-fields';
import { AUDIT_PAGE, type AuditEntry } from './audit-model';
import { auditEntrySchema } from './audit-schema';

export type AuditCursor = QueryDocumentSnapshot<DocumentData>;

const asMap = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

function readEntry(id: string, data: DocumentData): AuditEntry {
  const entry = readBySchema(auditEntrySchema, data);
  return { ...entry, id, before: asMap(entry.before), after: asMap(entry.after) };
}

/**
 * One page of the trail, newest first. The admin reads all (or one project's); a creator must name
 * themselves (creatorId), as the rules require, and one project.
 */
export async function fetchAuditPage(filter: { projectId?: string; creatorId?: string }, cursor: AuditCursor | null) {
  const constraints: QueryConstraint[] = [];
  if (filter.creatorId) constraints.push(where('creatorId', '==', filter.creatorId));
  if (filter.projectId) constraints.push(where('projectId', '==', filter.projectId));
  const ordered = query(collection(db, 'audit'), ...constraints, orderBy('at', 'desc'));
  const { docs, next } = await readPageAndOne(ordered, cursor && startAfter(cursor), AUDIT_PAGE);
  return { entries: docs.map((d) => readEntry(d.id, d.data())), cursor: next };
}
