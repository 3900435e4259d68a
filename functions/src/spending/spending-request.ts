// What a founder sends to record spending, read strictly: anything else is refused before a document
// is read, with the sentence the Add spending form shows beside the field.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { refuse } from '../money/refuse';
import { DOCUMENT_ID, fields, REQUEST_ID } from '../money/money-request';
import { BAD_REQUEST } from '../../../shared/money/refusals';
import { EVIDENCE_FIELD, SPENDING_LIMITS, SPENDING_MESSAGES, SPENDING_NOT_SIGNED_IN } from '../../../shared/money/spending-refusals';
import { correctionId, LINE_KEY } from '../../../shared/money/spending';
import { dayStart } from '../../../shared/utc-days';
import { storedUrlProblem } from '../../../shared/safe-url';
import type { SpendingCall } from '../../../shared/money/spending-calls';

/** The signed-in caller's uid (whether they are the campaign's founder is judged with the campaign). */
export function spendingCaller(request: Pick<CallableRequest, 'auth'>): string {
  if (!request.auth) throw refuse('unauthenticated', SPENDING_NOT_SIGNED_IN);
  return request.auth.uid;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export function readSpendingRequest(data: unknown): SpendingCall {
  const { projectId, entryId, corrects, day, line, amount, paidFor, evidenceUrl } = fields(data);
  if (typeof projectId !== 'string' || !DOCUMENT_ID.test(projectId)) throw refuse('invalid-argument', BAD_REQUEST);
  if (typeof corrects !== 'string' || (corrects !== '' && !DOCUMENT_ID.test(corrects))) throw refuse('invalid-argument', BAD_REQUEST);
  // An entry's id is the form's UUID; a correction's is derived from its entry's, so it has one at most.
  const idMatches = corrects === '' ? REQUEST_ID.test(String(entryId)) : entryId === correctionId(corrects);
  if (typeof entryId !== 'string' || !idMatches) throw refuse('invalid-argument', BAD_REQUEST);
  if (typeof day !== 'string' || !dayStart(day)) throw refuse('invalid-argument', SPENDING_MESSAGES.date);
  if (typeof line !== 'string' || !LINE_KEY.test(line)) throw refuse('invalid-argument', SPENDING_MESSAGES.line);
  if (corrects === '' && !isWhole(amount, 1, SPENDING_LIMITS.amountMax)) throw refuse('invalid-argument', SPENDING_MESSAGES.amount);
  if (corrects !== '' && !isWhole(amount, -SPENDING_LIMITS.amountMax, -1)) throw refuse('invalid-argument', SPENDING_MESSAGES.correction);
  const words = typeof paidFor === 'string' ? paidFor.trim() : '';
  if (!words) throw refuse('invalid-argument', SPENDING_MESSAGES.paidFor);
  if (words.length > SPENDING_LIMITS.paidFor) throw refuse('invalid-argument', SPENDING_MESSAGES.paidForLong);
  if (typeof evidenceUrl !== 'string') throw refuse('invalid-argument', BAD_REQUEST);
  const urlProblem = storedUrlProblem(EVIDENCE_FIELD, evidenceUrl);
  if (urlProblem) throw refuse('invalid-argument', urlProblem);
  return { projectId, entryId, corrects, day, line, amount: amount as number, paidFor: words, evidenceUrl };
}
