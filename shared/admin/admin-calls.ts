// The admin's actions as both sides see them (functions/src/admin; src/lib/admin-action.ts):
// one callable, what the app sends, what the server answers, and its refusals in the words the admin
// screens show. Each action and its audit entry are written by the server in one transaction.

export const ADMIN_ACTION_FUNCTION = 'adminAction';

/** The admin's one-time extension of a running campaign, in whole days. */
export const MAX_EXTENSION_DAYS = 30;
/** The longest reason a project is sent back with. */
export const REVIEW_NOTE_MAX = 1000;

/**
 * `requestId`: made once per attempt by the client (a UUID), it becomes the audit entry's id, so a retry
 * whose answer was lost finds its entry and changes nothing twice. A post's removal needs none: its
 * entry's id comes from the post (questionAuditId, updateAuditId).
 */
export type AdminActionCall =
  | { action: 'approve' | 'close' | 'delete'; projectId: string; requestId: string }
  | { action: 'send_back'; projectId: string; reason: string; requestId: string }
  | { action: 'extend'; projectId: string; days: number; requestId: string }
  | { action: 'remove_question'; projectId: string; questionId: string }
  | { action: 'remove_update'; projectId: string; updateId: string }
  | { action: 'dismiss_report' | 'action_report'; projectId: string; reporterId: string; requestId: string };

type WithoutRequestId<T> = T extends unknown ? Omit<T, 'requestId'> : never;
/** An action as the screens ask for it; each attempt adds its request id (withRequestId). */
export type AdminActionAsked = WithoutRequestId<AdminActionCall>;

/** The call of one attempt: a post's removal is named by its post and takes no request id. */
export const withRequestId = (action: AdminActionAsked, requestId: string) =>
  (action.action === 'remove_question' || action.action === 'remove_update' ? action : { ...action, requestId }) as AdminActionCall;

export type AdminActionResult = {
  /** 'already-done': a retry of an action whose answer was lost, or a post someone already removed. */
  outcome: 'done' | 'already-done';
  /** The action's audit entry, when there is one. */
  auditId: string | null;
};

export const ADMIN_ONLY = 'Only the admin can do this. Sign in with the admin account and try again.';
export const ADMIN_PROJECT_GONE = 'This project no longer exists.';
export const ADMIN_REQUEST_REUSED = 'This request was already used for another action. Reload the page and try again.';
export const NOT_WAITING_FOR_REVIEW = 'This project is no longer waiting for review. Reload the page to see where it is.';
export const SEND_BACK_NOT_ALLOWED =
  'Only a project waiting for review, or a running campaign that never took money, can be sent back for changes.';
export const REASON_NEEDED = 'Please tell the creator what to change';
// A sentence with a formatted number is made when it is said: the first number formatted on a page
// loads ICU's data (decision 0014), which no module's evaluation should pay for.
export const reasonTooLong = () => `Please keep the reason under ${REVIEW_NOTE_MAX.toLocaleString('en-US')} characters`;
export const EXTENSION_DAYS_WRONG = `Extension must be a whole number of days from 1 to ${MAX_EXTENSION_DAYS}`;
export const NOT_EXTENDABLE = 'Only a running campaign that was never extended can be extended, once, before its deadline.';
export const NOT_CLOSABLE = 'Only a running campaign that took money is closed; delete one that took none.';
export const HOLDS_MONEY = 'This campaign holds investors’ money: close it instead of deleting it.';
export const REPORT_HANDLED = 'This report was already handled.';
export const REPORT_GONE = 'This report no longer exists.';
