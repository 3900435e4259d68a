// Spending on the record: the page's and the form's words and numbers apart from zod, so the
// project page's Plan vs spent loads no schema library. The limits and the sentences the server says
// too are in shared/money (spending-refusals.ts, spending.ts), the one home of both sides.
import { formatUsd } from '@/utils/format';

/** Entries per page of the project page's list (bounded reads: a page, and the corrections of its entries). */
export const SPENDING_PAGE = 10;
export const OTHER_LINE_LABEL = 'Other';

/** What is left to record of the money raised (the server refuses spending past it): the form says so before sending. */
export const leftToRecordText = (left: number) =>
  `You can record up to ${formatUsd(left)} more: what the campaign raised, less what is on the record.`;
