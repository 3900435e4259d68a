import { doc, serverTimestamp, type WriteBatch } from 'firebase/firestore/lite';
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
 * Adds the audit entry of an admin action to the action's batch and returns its id (which the action
 * names: the project's lastAuditId, the tombstone's or report's auditId). The rules refuse the action
 * without it and it without the action; the server stamps the time.
 */
export function addAuditEntry(batch: WriteBatch, facts: AuditFacts, id: string = crypto.randomUUID()): string {
  const actor = auth.currentUser;
  if (!actor?.email) throw new Error('Only a signed-in admin writes audit entries');
  batch.set(doc(db, 'audit', id), {
    actorUid: actor.uid,
    actorEmail: actor.email,
    subjectId: facts.projectId,
    ...facts,
    at: serverTimestamp(),
  });
  return id;
}
