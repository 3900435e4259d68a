import { doc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { auditEntryData, type AuditFacts } from './audit-model';

/**
 * Where an admin action writes and who it names as the actor: the app's Firestore and its signed-in
 * user, unless a test passes its own (tests/rules/lookup-budget.test.ts runs the app's actions).
 */
export type AdminWriter = { firestore: Firestore; actor: { uid: string } | null };
/**
 * Auth is imported when an action runs (it has long been started then): a screen that offers admin
 * actions, the project page among them, does not start Auth by loading (shared/routes.ts,
 * opensBeforeSession).
 */
export const signedInAdmin = async (): Promise<AdminWriter> => ({
  firestore: db,
  actor: (await import('@/lib/firebase-auth')).auth.currentUser,
});

/**
 * Adds the audit entry of an admin action to the action's batch and returns its id (which the action
 * names: the project's lastAuditId, the tombstone's or report's auditId). The rules refuse the action
 * without it and it without the action; the server stamps the time. The admin is named by uid, not
 * address (the project's creator reads the entry).
 */
export function addAuditEntry(batch: WriteBatch, facts: AuditFacts, id: string | undefined, writer: AdminWriter): string {
  const { firestore, actor } = writer;
  if (!actor) throw new Error('Only a signed-in admin writes audit entries');
  const entryId = id ?? crypto.randomUUID();
  batch.set(doc(firestore, 'audit', entryId), auditEntryData(facts, actor.uid, serverTimestamp()));
  return entryId;
}

/**
 * Adds who filed the report a report-handling entry is about, beside the entry and readable by the
 * admin alone: the entry itself names the project, since the project's creator reads it.
 */
export function addAuditReporter(batch: WriteBatch, entryId: string, reporterId: string, writer: AdminWriter) {
  batch.set(doc(writer.firestore, 'audit', entryId, 'private', 'reporter'), { reporterId });
}
