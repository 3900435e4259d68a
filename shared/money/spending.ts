// Spending on the record in one home for the app and the server (functions/src/spending):
// the line keys, a correction's id, the days an entry may name, and how an entry moves the running
// total (projects/{id}/spendingTotal/total). Plain TypeScript with relative imports only.
import { SPENDING_MESSAGES } from './spending-refusals';
import { whole } from './stored-value';
import { dayStart } from '../utc-days';

const DAY = 86_400_000;

/** The line key of spending outside the plan; a plan line's key is its position ('0' to '7'). */
export const OTHER_LINE = 'other';
export const LINE_KEY = /^([0-7]|other)$/;
/** A correction's id: the corrected entry's id and this, so a second correction of it is impossible. */
export const CORRECTION_SUFFIX = '-correction';
/** The id of an entry's correction: derived, so an entry has at most one. */
export const correctionId = (entryId: string) => `${entryId}${CORRECTION_SUFFIX}`;

/** When the admin approved a campaign: its deadline less its length and extension (approval starts the clock). */
export const approvalDate = (endsAt: Date, durationDays: number, extensionDays: number) =>
  new Date(endsAt.getTime() - (durationDays + extensionDays) * DAY);

/** The day an entry names, checked: a real day, not after today, not before the day of approval. */
export function checkSpendingDay(day: string, approval: Date | null, now = new Date()): { error?: string; spentOn?: Date } {
  const spentOn = dayStart(day);
  if (!spentOn) return { error: SPENDING_MESSAGES.date };
  if (spentOn.getTime() > now.getTime()) return { error: SPENDING_MESSAGES.future };
  if (approval && Math.floor(spentOn.getTime() / DAY) < Math.floor(approval.getTime() / DAY))
    return { error: SPENDING_MESSAGES.beforeApproval };
  return { spentOn };
}

export type SpendingTotal = { spent: number; entryCount: number; byLine: Record<string, number> };
export const EMPTY_SPENDING_TOTAL: SpendingTotal = { spent: 0, entryCount: 0, byLine: {} };

/** The stored running total (absent: nothing recorded yet), its lines' sums numbers only. */
export function spendingTotalOf(data: Record<string, unknown> | undefined): SpendingTotal {
  if (!data) return EMPTY_SPENDING_TOTAL;
  const lines = typeof data.byLine === 'object' && data.byLine !== null ? Object.entries(data.byLine) : [];
  const byLine = Object.fromEntries(
    lines.flatMap(([key, value]) => (typeof value === 'number' && Number.isFinite(value) ? [[key, value]] : [])),
  );
  return { spent: whole(data.spent), entryCount: whole(data.entryCount), byLine };
}

/** The total document after an entry of `amount` on `line` (lastEntryId: the entry that moved it last). */
export function totalAfter(total: SpendingTotal, line: string, amount: number, entryId: string) {
  return {
    spent: total.spent + amount,
    entryCount: total.entryCount + 1,
    byLine: { ...total.byLine, [line]: (total.byLine[line] ?? 0) + amount },
    lastEntryId: entryId,
  };
}
