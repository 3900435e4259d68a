// The admin's actions go to the server (functions/src/admin), which writes each with its audit entry in
// one transaction: the browser writes no audit entry, tombstone or review note. A refusal arrives as the
// sentence the server wrote, shown as written.
import { callFunction, MoneyCallError } from './function-calls';
import {
  ADMIN_ACTION_FUNCTION,
  withRequestId,
  type AdminActionAsked,
  type AdminActionCall,
  type AdminActionResult,
} from '@shared/admin/admin-calls';

/** Runs an admin action, with a new request id for this attempt (a click). */
export function runAdminAction(action: AdminActionAsked): Promise<AdminActionResult> {
  const call = withRequestId(action, crypto.randomUUID());
  const send = () => callFunction<AdminActionCall, AdminActionResult>(ADMIN_ACTION_FUNCTION, call);
  // An answer lost on the way is asked for once more with the same request: the server finds its entry
  // and answers as the first time, so nothing is done twice.
  return send().catch((error: unknown) =>
    error instanceof MoneyCallError && ANSWER_LOST.has(error.callCode ?? '') ? send() : Promise.reject(error),
  );
}

const ANSWER_LOST = new Set(['functions/unavailable', 'functions/deadline-exceeded', 'functions/internal']);
