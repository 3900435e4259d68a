// Spending on the record (issue 34): its limits, words and line keys apart from zod, so the project
// page's Plan vs spent loads no schema library. firestore.rules (validSpendingFields, isNewSpending)
// enforce the same; tests/unit/schema-drift.test.ts holds the two equal.
import { formatUsd } from '@/utils/format';
import { LIMITS } from '@/features/campaigns/api/projects/project-limits';

export const SPENDING_LIMITS = { paidFor: 280, amountMax: LIMITS.goalMax } as const;
/** Entries per page of the project page's list (bounded reads: a page, and the corrections of its entries). */
export const SPENDING_PAGE = 10;
/** The line key of spending outside the plan; a plan line's key is its position ('0' to '7'). */
export const OTHER_LINE = 'other';
export const OTHER_LINE_LABEL = 'Other';
/** A correction's id: the corrected entry's id and this, so a second correction of it is impossible. */
export const CORRECTION_SUFFIX = '-correction';

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

/** What is left to record of the money raised (the rules refuse spending past it): the form says so before sending. */
export const leftToRecordText = (left: number) =>
  `You can record up to ${formatUsd(left)} more: what the campaign raised, less what is on the record.`;
export const overLeftToRecord = (left: number) =>
  left > 0
    ? `That is more than is left to record: you can record up to ${formatUsd(left)} more.`
    : 'Everything the campaign raised is on the record already.';
