// projects/{id}/useOfFunds/plan: the founder's plan for the money. firestore.rules
// (validPlan, validPlanLine) enforce the same; tests/unit/schema-drift.test.ts holds the two equal.
import { z } from 'zod/mini';
import { boundedText, timestamp, wholeDollars } from '@/lib/schema-fields';
import { LIMITS } from '@/features/campaigns/api/projects/project-limits';
import { PLAN_LIMITS, PLAN_MESSAGES } from './plan-limits';

export const planLineSchema = z.object({
  label: boundedText(1, PLAN_LIMITS.label, PLAN_MESSAGES.label, PLAN_MESSAGES.labelLong),
  amount: wholeDollars(LIMITS.goalMax, PLAN_MESSAGES.amount),
});

/** The lines, in the founder's order; that they add up to the goal is checked with the goal (planMismatch). */
export const useOfFundsSchema = z
  .array(planLineSchema)
  .check(z.minLength(PLAN_LIMITS.minLines, PLAN_MESSAGES.lines), z.maxLength(PLAN_LIMITS.maxLines, PLAN_MESSAGES.lines));

export const planSchema = z.object({
  lines: useOfFundsSchema,
  /** The lines' sum: the project's goal when written (the rules compare the goal with it). */
  total: z.int(),
  updatedAt: timestamp(),
});
export type StoredPlan = z.output<typeof planSchema>;
