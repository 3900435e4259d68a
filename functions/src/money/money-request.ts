// What a caller sends, read strictly: anything else is refused before a document is read.
import { refuse } from './refuse';
import { isInvestableAmount, MAX_INVESTMENT } from '../../../shared/money/policy';
import { aboveLargest, BAD_REQUEST, belowMinimumReason, NOT_WHOLE_DOLLARS } from '../../../shared/money/refusals';

import type { CancelCall, InvestCall } from '../../../shared/money/calls';

// A request id is made once per attempt by the client (crypto.randomUUID): it becomes the investment's id.
export const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// A Firestore document id as the app makes them: auto ids and UUIDs, never a path.
export const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
// Any id Firestore takes (never a path, never . or ..): a question or update asked under a long id
// before ids were bounded stays one the admin can remove.
export const ANY_DOCUMENT_ID = /^(?!\.\.?$)[^/]{1,1500}$/;

export const fields = (data: unknown): Record<string, unknown> => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw refuse('invalid-argument', BAD_REQUEST);
  return data as Record<string, unknown>;
};

/** Why an amount is not one anybody may invest: not a whole number, below $1, above the largest single investment. */
function amountProblem(amount: unknown): string | undefined {
  if (isInvestableAmount(amount)) return undefined;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return NOT_WHOLE_DOLLARS;
  return amount > MAX_INVESTMENT ? aboveLargest() : belowMinimumReason(1);
}

export function readInvestRequest(data: unknown): InvestCall {
  const { projectId, amount, anonymous, requestId } = fields(data);
  if (typeof projectId !== 'string' || !DOCUMENT_ID.test(projectId)) throw refuse('invalid-argument', BAD_REQUEST);
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) throw refuse('invalid-argument', BAD_REQUEST);
  if (anonymous !== undefined && typeof anonymous !== 'boolean') throw refuse('invalid-argument', BAD_REQUEST);
  const problem = amountProblem(amount);
  if (problem) throw refuse('invalid-argument', problem);
  return { projectId, amount: amount as number, anonymous: anonymous === true, requestId };
}

export function readCancelRequest(data: unknown): CancelCall {
  const { investmentId } = fields(data);
  if (typeof investmentId !== 'string' || !DOCUMENT_ID.test(investmentId)) throw refuse('invalid-argument', BAD_REQUEST);
  return { investmentId };
}
