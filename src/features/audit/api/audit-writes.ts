import { doc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { auth, db } from '@/lib/firebase';
import type { AuditAction } from './audit-model';

export type AuditFacts = {
  action: AuditAction;
  projectId: string;
  projectTitle: string;
  creatorId: string;
  subjectId?: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/**
 * Where an admin action writes and who it names as the actor: the app's Firestore and its signed-in
 * user, unless a test passes its own (tests/rules/lookup-budget.test.ts runs the app's actions).
 */
export type AdminWriter = { firestore: Firestore; actor: { uid: string; email: string | null } | null };
export const signedInAdmin = (): AdminWriter => ({ firestore: db, actor: auth.currentUser });

/**
 * Adds the audit entry of an admin action to the action's batch and returns its id (which the action
 * names: the project's lastAuditId, the tombstone's or report's auditId). The rules refuse the action
 * without it and it without the action; the server stamps the time.
 */
export function addAuditEntry(batch: WriteBatch, facts: AuditFacts, id: string = crypto.randomUUID(), writer: AdminWriter = signedInAdmin()): string {
  const { firestore, actor } = writer;
  if (!actor?.email) throw new Error('Only a signed-in admin writes audit entries');
  batch.set(doc(firestore, 'audit', id), {
    actorUid: actor.uid,
    actorEmail: actor.email,
    subjectId: facts.projectId,
    ...facts,
    at: serverTimestamp(),
  });
  return id;
}
