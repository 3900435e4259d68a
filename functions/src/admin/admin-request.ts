// What the admin's screens send, read strictly: anything else is refused before a document is read.
import { refuse } from '../money/refuse';
import { ANY_DOCUMENT_ID, DOCUMENT_ID, fields, REQUEST_ID } from '../money/money-request';
import { BAD_REQUEST } from '../../../shared/money/refusals';
import {
  EXTENSION_DAYS_WRONG,
  MAX_EXTENSION_DAYS,
  REASON_NEEDED,
  reasonTooLong,
  REVIEW_NOTE_MAX,
  type AdminActionCall,
} from '../../../shared/admin/admin-calls';

const documentId = (value: unknown, form = DOCUMENT_ID) => {
  if (typeof value !== 'string' || !form.test(value)) throw refuse('invalid-argument', BAD_REQUEST);
  return value;
};
const requestId = (value: unknown) => {
  if (typeof value !== 'string' || !REQUEST_ID.test(value)) throw refuse('invalid-argument', BAD_REQUEST);
  return value;
};
/** The reason a project is sent back with, trimmed, as the reject dialog checks it. */
const reason = (value: unknown) => {
  const note = typeof value === 'string' ? value.trim() : '';
  if (!note) throw refuse('invalid-argument', REASON_NEEDED);
  if (note.length > REVIEW_NOTE_MAX) throw refuse('invalid-argument', reasonTooLong());
  return note;
};
const extensionDays = (value: unknown) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_EXTENSION_DAYS)
    throw refuse('invalid-argument', EXTENSION_DAYS_WRONG);
  return value;
};

export function readAdminRequest(data: unknown): AdminActionCall {
  const given = fields(data);
  const projectId = documentId(given.projectId);
  switch (given.action) {
    case 'approve':
    case 'close':
    case 'delete':
      return { action: given.action, projectId, requestId: requestId(given.requestId) };
    case 'send_back':
      return { action: 'send_back', projectId, reason: reason(given.reason), requestId: requestId(given.requestId) };
    case 'extend':
      return { action: 'extend', projectId, days: extensionDays(given.days), requestId: requestId(given.requestId) };
    case 'remove_question':
      return { action: 'remove_question', projectId, questionId: documentId(given.questionId, ANY_DOCUMENT_ID) };
    case 'remove_update':
      return { action: 'remove_update', projectId, updateId: documentId(given.updateId, ANY_DOCUMENT_ID) };
    case 'dismiss_report':
    case 'action_report':
      return { action: given.action, projectId, reporterId: documentId(given.reporterId), requestId: requestId(given.requestId) };
    default:
      throw refuse('invalid-argument', BAD_REQUEST);
  }
}
