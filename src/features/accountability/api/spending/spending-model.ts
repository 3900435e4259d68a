// Spending on the record in pure functions: who is offered Add spending, the form's line keys
// and amounts, and Plan vs spent. The days an entry may name and the total are in shared/money/spending.ts,
// which the server (functions/src/spending) checks by too.
import type { Project } from '@/features/campaigns/api/projects/project-read';
import type { PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { approvalDate, OTHER_LINE, type SpendingTotal } from '@shared/money/spending';
import { SPENDING_LIMITS } from '@shared/money/spending-refusals';
import { OTHER_LINE_LABEL } from './spending-limits';
import { endedFunded } from '@/lib/campaign-life';

type Life = Pick<Project, 'approved' | 'endsAt' | 'raised' | 'goal' | 'raisedSyncedAt'>;

/** Whether the project's copy of raised was synced at or after its deadline: the final one. */
export const raisedIsFinal = (project: Pick<Life, 'endsAt' | 'raisedSyncedAt'>) =>
  !!project.endsAt && !!project.raisedSyncedAt && project.raisedSyncedAt.getTime() >= project.endsAt.getTime();

/** When the admin approved it: the deadline less the campaign's length and extension. */
export const approvedAt = (project: Pick<Project, 'endsAt' | 'durationDays' | 'extensionDays'>) =>
  project.endsAt ? approvalDate(project.endsAt, project.durationDays, project.extensionDays || 0) : null;

export type SpendingDraft = { day: string; line: string; amount: string; paidFor: string; evidenceUrl: string };
export type SpendingDraftErrors = Partial<Record<keyof SpendingDraft, string>>;

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

/** Who is offered Add spending: the project's creator, once it ended Funded (the server judges by the settlement). */
export const mayRecordSpending = (
  uid: string | undefined,
  project: Pick<Project, 'creatorId' | 'approved' | 'endsAt' | 'raised' | 'goal'>,
  now = new Date(),
) => !!uid && uid === project.creatorId && endedFunded(project, now);
