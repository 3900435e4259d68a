// The audit entry an admin action writes in its own transaction, stamped with the server's time, and
// what a retry finds: an entry under the request's id is this same action (already done), or a refusal.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { refuse } from '../money/refuse';
import { auditEntryData, type AuditFacts } from '../../../shared/admin/audit-entry';
import { ADMIN_REQUEST_REUSED, type AdminActionResult } from '../../../shared/admin/admin-calls';

export const auditEntry = (facts: AuditFacts, adminUid: string) => auditEntryData(facts, adminUid, FieldValue.serverTimestamp());

/** The answer to a retry whose entry exists: the first attempt's, when the entry records this action on this subject. */
export function replayed(entry: DocumentSnapshot, action: string, projectId: string, subjectId = projectId): AdminActionResult {
  const data = entry.data() ?? {};
  if (data.action !== action || data.projectId !== projectId || data.subjectId !== subjectId)
    throw refuse('already-exists', ADMIN_REQUEST_REUSED);
  return { outcome: 'already-done', auditId: entry.id };
}
