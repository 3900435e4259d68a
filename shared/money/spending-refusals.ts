// What the Add spending form says of a field, and what the server says when it refuses spending
// (functions/src/spending), in the words the form shows as written. The form's own checks say the
// same before anything is sent.
import { usd } from './usd';

export const SPENDING_LIMITS = { paidFor: 280, amountMax: 100_000_000 } as const;

/** How the evidence link's messages name it (safeUrlField, storedUrlProblem). */
export const EVIDENCE_FIELD = 'Evidence link';

export const SPENDING_MESSAGES = {
  date: 'Choose the day the money was spent',
  future: 'The day cannot be in the future',
  beforeApproval: 'The day cannot be before the campaign was approved',
  line: 'Choose a line of the plan, or Other',
  amount: 'Amount must be a whole number of dollars, at least $1',
  paidFor: 'Say what it paid for',
  paidForLong: `Please keep what it paid for under ${SPENDING_LIMITS.paidFor} characters`,
  correction: 'A correction is a whole number of dollars, at least $1 and at most the entry’s amount',
} as const;

export const overLeftToRecord = (left: number) =>
  left > 0
    ? `That is more than is left to record: you can record up to ${usd(left)} more.`
    : 'Everything the campaign raised is on the record already.';

export const SPENDING_NOT_SIGNED_IN = 'Please log in to record spending.';
export const NOT_THE_FOUNDER = 'Only the campaign’s founder can record its spending.';
export const NOT_ENDED_FUNDED = 'Spending is recorded once the campaign has ended Funded.';
export const NOT_SETTLED_YET = 'The campaign’s result is still being counted. Try again in a few minutes.';
export const NOT_CORRECTABLE = 'Only an entry of spending can be corrected, not a correction or an entry that does not exist.';
export const CORRECTION_OFF_LINE = 'A correction is on the line of the entry it corrects.';
export const ALREADY_CORRECTED = 'This entry was corrected already: an entry is corrected once.';
export const SPENDING_REQUEST_REUSED =
  'Spending from this form was already recorded (see the entries under Plan vs spent). To record more, open Add spending again.';
