// The admin's action, sent to the one place that runs it (shared/admin/admin-calls.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { reviewProject } from './project-review';
import { removePost } from './post-removal';
import { handleReport } from './report-handling';
import type { AdminActionCall, AdminActionResult } from '../../../shared/admin/admin-calls';

export function runAdminAction(db: Firestore, adminUid: string, call: AdminActionCall): Promise<AdminActionResult> {
  switch (call.action) {
    case 'remove_question':
    case 'remove_update':
      return removePost(db, adminUid, call);
    case 'dismiss_report':
    case 'action_report':
      return handleReport(db, adminUid, call);
    default:
      return reviewProject(db, adminUid, call);
  }
}
