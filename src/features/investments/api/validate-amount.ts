import { z } from 'zod/mini';
import { wholeNumber } from '@/features/campaigns/api/project-form/project-form-values';
import { investmentSchema } from './investment-schema';
import { formatUsd } from '@/utils/format';
import { MAX_INVESTMENT } from './investment-limits';
import { overLimitMessage } from './allowance-text';

/** A whole number of dollars the investment schema accepts (1 to MAX_INVESTMENT), or null. */
export function parseInvestmentAmount(value: string): number | null {
  const amount = wholeNumber(value);
  return z.safeParse(investmentSchema.shape.amount, amount).success ? amount : null;
}

/** Why an amount is refused, for the second line under the form's own message (issue 36). */
export const NOT_WHOLE_DOLLARS = 'Enter a whole number of dollars, with no cents.';
export const belowMinimumReason = (minimum: number) => `This campaign's minimum investment is ${formatUsd(minimum)}.`;
export const ABOVE_LARGEST = `The largest single investment is ${formatUsd(MAX_INVESTMENT)}.`;

/**
 * Why an amount typed into an invest form cannot be invested, or undefined when it can: not whole
 * dollars, below the campaign's minimum, above the largest single investment, or above what is left of
 * the 12-month limit (`allowance`, undefined while it loads; its own message names the limit).
 */
export function amountProblem(value: string, { minimum = 1, allowance }: { minimum?: number; allowance?: number }): string | undefined {
  const amount = wholeNumber(value);
  if (Number.isNaN(amount)) return NOT_WHOLE_DOLLARS;
  if (amount < Math.max(1, minimum)) return belowMinimumReason(Math.max(1, minimum));
  if (amount > MAX_INVESTMENT) return ABOVE_LARGEST;
  if (allowance !== undefined && amount > allowance) return overLimitMessage(allowance);
  return parseInvestmentAmount(value) === null ? NOT_WHOLE_DOLLARS : undefined;
}

/** The form's message, and on a second line why, when there is a reason to give. */
export const refusal = (message: string, reason?: string) => (reason ? `${message}\n${reason}` : message);
