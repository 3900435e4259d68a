import {
  collection,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { AUDIT_PAGE } from './audit-model';
import { readAuditEntry } from './audit-read';

export type AuditCursor = QueryDocumentSnapshot<DocumentData>;

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
  return { entries: docs.map((d) => readAuditEntry(d.id, d.data())), cursor: next };
}
