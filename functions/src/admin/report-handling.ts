// The admin dismisses an open report, or marks it acted on, with its audit entry: the entry names the
// project (its creator reads it), and who reported is kept beside it for the admin alone (private/reporter).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { refuse } from '../money/refuse';
import { auditEntry, replayed } from './audit-write';
import {
  ADMIN_PROJECT_GONE,
  REPORT_GONE,
  REPORT_HANDLED,
  type AdminActionCall,
  type AdminActionResult,
} from '../../../shared/admin/admin-calls';

type ReportHandling = Extract<AdminActionCall, { action: 'dismiss_report' | 'action_report' }>;

export function handleReport(db: Firestore, adminUid: string, call: ReportHandling): Promise<AdminActionResult> {
  const { projectId, reporterId, requestId } = call;
  const entryRef = db.doc(`audit/${requestId}`);
  const reportRef = db.doc(`projects/${projectId}/reports/${reporterId}`);
  return db.runTransaction(async (transaction) => {
    const [entry, report, project] = await transaction.getAll(entryRef, reportRef, db.doc(`projects/${projectId}`));
    if (entry.exists) return replayed(entry, call.action, projectId);
    if (!project.exists) throw refuse('not-found', ADMIN_PROJECT_GONE);
    if (!report.exists) throw refuse('not-found', REPORT_GONE);
    if (report.get('status') !== 'open') throw refuse('failed-precondition', REPORT_HANDLED);
    const status = call.action === 'dismiss_report' ? 'dismissed' : 'actioned';
    const facts = {
      action: call.action,
      projectId,
      projectTitle: String(project.get('title')),
      creatorId: String(project.get('creatorId')),
      before: { status: 'open', reason: report.get('reason') },
      after: { status },
    };
    transaction.set(entryRef, auditEntry(facts, adminUid));
    transaction.set(db.doc(`audit/${requestId}/private/reporter`), { reporterId });
    transaction.update(reportRef, { status, handledAt: FieldValue.serverTimestamp(), auditId: requestId });
    return { outcome: 'done' as const, auditId: requestId };
  });
}
