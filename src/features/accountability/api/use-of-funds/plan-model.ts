// The plan's arithmetic, for the form's running total and the project page's table (no schema library).
import { formatUsd } from '@/utils/format';

export type PlanLine = { label: string; amount: number };

/**
 * What a create or edit sends of the plan: lines to store, null for none (an edit removes a stored
 * one), or undefined to leave it as it is (it is locked once the project is approved).
 */
export type PlanChange = { useOfFunds?: PlanLine[] | null };

export const planTotal = (lines: readonly PlanLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** The sentence beside the section when the lines do not add up to the goal, else undefined. */
export function planMismatch(lines: readonly PlanLine[], goal: number): string | undefined {
  const total = planTotal(lines);
  return total === goal ? undefined : `The lines add up to ${formatUsd(total)}; the goal is ${formatUsd(goal)}`;
}

/** A stored plan as read (read-doc keeps each line as stored): only lines with a label and an amount. */
export const readPlan = (lines: readonly Record<string, unknown>[] | undefined): PlanLine[] =>
  (lines ?? []).flatMap((line) =>
    typeof line.label === 'string' && typeof line.amount === 'number' && Number.isFinite(line.amount)
      ? [{ label: line.label, amount: line.amount }]
      : [],
  );

/** A line's share of the goal, as a whole percentage (under 1% shows as "<1%"). */
export function shareOfGoal(amount: number, goal: number): string {
  if (goal <= 0) return '';
  const share = (amount / goal) * 100;
  return share > 0 && share < 1 ? '<1%' : `${Math.round(share)}%`;
}
