// Spending on the record (issue 34) in pure functions: who may add it and when, the days it may name,
// the Add spending form's checks, and Plan vs spent. firestore.rules (endedFunded, isSpendingDay,
// isNewSpending, isSpendingCorrection, spendingTotalMoved) enforce the same.
import type { Project } from '@/features/campaigns/api/projects/project-read';
import type { PlanLine } from '@/features/campaigns/api/use-of-funds/plan-model';
import { CORRECTION_SUFFIX, OTHER_LINE, OTHER_LINE_LABEL, SPENDING_LIMITS, SPENDING_MESSAGES } from './spending-limits';
import type { SpendingTotal } from './spending-read';

const DAY = 86_400_000;

type Life = Pick<Project, 'status' | 'endsAt' | 'raised' | 'goal' | 'raisedSyncedAt'>;

/**
 * Ended Funded: approved, past its deadline, with raised at or above the goal. The rules judge by the
 * copy of raised synced at or after the deadline (the final one); `settled` says whether that copy is
 * here yet (the write syncs it first when it is not).
 */
export const endedFunded = (project: Omit<Life, 'raisedSyncedAt'>, now = new Date()) =>
  project.status === 'approved' &&
  !!project.endsAt &&
  project.endsAt.getTime() <= now.getTime() &&
  project.goal > 0 &&
  project.raised >= project.goal;

export const raisedIsFinal = (project: Pick<Life, 'endsAt' | 'raisedSyncedAt'>) =>
  !!project.endsAt && !!project.raisedSyncedAt && project.raisedSyncedAt.getTime() >= project.endsAt.getTime();

/** When the admin approved it: the deadline less the campaign's length and extension (the rules' approvedAt). */
export const approvedAt = (project: Pick<Project, 'endsAt' | 'durationDays' | 'extensionDays'>) =>
  project.endsAt ? new Date(project.endsAt.getTime() - (project.durationDays + (project.extensionDays || 0)) * DAY) : null;

/** A UTC day as the date field holds it: 'YYYY-MM-DD'. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The stored day: midnight UTC of a 'YYYY-MM-DD' (null when it is no such day). */
export function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || isoDay(date) !== day ? null : date;
}

/** The id of an entry's correction: derived, so an entry has at most one. */
export const correctionId = (entryId: string) => `${entryId}${CORRECTION_SUFFIX}`;

export type SpendingDraft = { day: string; line: string; amount: string; paidFor: string; evidenceUrl: string };
export type SpendingDraftErrors = Partial<Record<keyof SpendingDraft, string>>;

/** The day, line and amount of a draft, checked against the campaign's approval and today; the words are checked by the schema. */
export function checkSpendingDay(
  draft: Pick<SpendingDraft, 'day'>,
  approval: Date | null,
  now = new Date(),
): { error?: string; spentOn?: Date } {
  const spentOn = dayStart(draft.day);
  if (!spentOn) return { error: SPENDING_MESSAGES.date };
  if (spentOn.getTime() > now.getTime()) return { error: SPENDING_MESSAGES.future };
  if (approval && Math.floor(spentOn.getTime() / DAY) < Math.floor(approval.getTime() / DAY))
    return { error: SPENDING_MESSAGES.beforeApproval };
  return { spentOn };
}

/** The line keys a draft may name: the plan's positions and Other. */
export const lineKeys = (lines: readonly PlanLine[]) => [...lines.map((_, i) => String(i)), OTHER_LINE];

export function lineLabel(key: string, lines: readonly PlanLine[]): string {
  if (key === OTHER_LINE) return OTHER_LINE_LABEL;
  return lines[Number(key)]?.label ?? OTHER_LINE_LABEL;
}

/** Whole dollars from 1 to max as typed, else NaN. */
export function wholeDollarsTyped(typed: string, max: number = SPENDING_LIMITS.amountMax): number {
  const value = Number(typed.trim().replace(/[$,]/g, ''));
  return /^\$?[\d,]+$/.test(typed.trim()) && Number.isInteger(value) && value >= 1 && value <= max ? value : Number.NaN;
}

export type PlanVsSpentRow = { key: string; label: string; planned: number; spent: number; difference: number };

/** Per plan line: planned, spent and the difference (planned less spent); Other, when anything was spent outside the plan. */
export function planVsSpent(lines: readonly PlanLine[], total: SpendingTotal): PlanVsSpentRow[] {
  const rows = lines.map((line, i) => {
    const spent = total.byLine[String(i)] ?? 0;
    return { key: String(i), label: line.label, planned: line.amount, spent, difference: line.amount - spent };
  });
  const other = total.byLine[OTHER_LINE] ?? 0;
  if (other !== 0 || lines.length === 0 || OTHER_LINE in total.byLine)
    rows.push({ key: OTHER_LINE, label: OTHER_LINE_LABEL, planned: 0, spent: other, difference: -other });
  return rows;
}

/** The total after an entry of `amount` on `line`: what the rules require the batch to write with it. */
export function totalAfter(total: SpendingTotal, line: string, amount: number, entryId: string) {
  return {
    spent: total.spent + amount,
    entryCount: total.entryCount + 1,
    byLine: { ...total.byLine, [line]: (total.byLine[line] ?? 0) + amount },
    lastEntryId: entryId,
  };
}

/** The rules' mayRecordSpending: the project's creator, once it ended Funded. */
export const mayRecordSpending = (
  uid: string | undefined,
  project: Pick<Project, 'creatorId' | 'status' | 'endsAt' | 'raised' | 'goal'>,
  now = new Date(),
) => !!uid && uid === project.creatorId && endedFunded(project, now);
