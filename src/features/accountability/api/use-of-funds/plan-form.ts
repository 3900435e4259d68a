// The Use of funds section's rows checked by useOfFundsSchema and against the goal: the section's one
// message, or the lines to store. Loaded with the project form, which already loads zod.
import { z } from 'zod/mini';
import { wholeNumber } from '@/utils/whole-number';
import { planMismatch, planTotal, type PlanLine } from './plan-model';
import { useOfFundsSchema } from './plan-schema';

/** A line as the form holds it: the amount as typed. */
export type PlanRow = { label: string; amount: string };

export const emptyPlanRow = (): PlanRow => ({ label: '', amount: '' });
export const toPlanRows = (lines: readonly PlanLine[]): PlanRow[] =>
  lines.map((line) => ({ label: line.label, amount: String(line.amount) }));

/** The rows' running total as typed (an amount not yet a whole number counts 0). */
export const rowsTotal = (rows: readonly PlanRow[]) =>
  planTotal(rows.map((row) => ({ label: row.label, amount: wholeNumber(row.amount) || 0 })));

/**
 * No rows: no plan (lines null). Otherwise each line must be valid and, when the goal is a whole
 * number (the goal field speaks for itself otherwise), the lines must add up to it exactly.
 */
export function validatePlanRows(rows: readonly PlanRow[], goal: string): { error?: string; lines?: PlanLine[] | null } {
  if (rows.length === 0) return { lines: null };
  const result = z.safeParse(
    useOfFundsSchema,
    rows.map((row) => ({ label: row.label.trim(), amount: wholeNumber(row.amount) })),
  );
  if (!result.success) return { error: result.error.issues[0]?.message };
  const goalDollars = wholeNumber(goal);
  const mismatch = Number.isNaN(goalDollars) ? undefined : planMismatch(result.data, goalDollars);
  return mismatch ? { error: mismatch } : { lines: result.data };
}
