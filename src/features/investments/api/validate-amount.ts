import { z } from 'zod/mini';
import { wholeNumber } from '@/utils/whole-number';
import { investmentSchema } from './investment-schema';
import { MAX_INVESTMENT } from '@shared/money/policy';
import { aboveLargest, belowMinimumReason, NOT_WHOLE_DOLLARS, overLimitMessage } from '@shared/money/refusals';

/** A whole number of dollars the investment schema accepts (1 to MAX_INVESTMENT), or null. */
export function parseInvestmentAmount(value: string): number | null {
  const amount = wholeNumber(value);
  return z.safeParse(investmentSchema.shape.amount, amount).success ? amount : null;
}

/**
 * Why an amount typed into an invest form cannot be invested, or undefined when it can: not whole
 * dollars, below the campaign's minimum, above the largest single investment, or above what is left of
 * the 12-month limit (`allowance`, undefined while it loads; its own message names the limit).
 */
export function amountProblem(value: string, { minimum = 1, allowance }: { minimum?: number; allowance?: number }): string | undefined {
  const amount = wholeNumber(value);
  if (Number.isNaN(amount)) return NOT_WHOLE_DOLLARS;
  if (amount < Math.max(1, minimum)) return belowMinimumReason(Math.max(1, minimum));
  if (amount > MAX_INVESTMENT) return aboveLargest();
  if (allowance !== undefined && amount > allowance) return overLimitMessage(allowance);
  return parseInvestmentAmount(value) === null ? NOT_WHOLE_DOLLARS : undefined;
}

/** The form's message, and on a second line why, when there is a reason to give. */
export const refusal = (message: string, reason?: string) => (reason ? `${message}\n${reason}` : message);
