import { z } from 'zod/mini';
import { wholeNumber } from '@/features/campaigns/api/project-form/project-form-values';
import { investmentSchema } from './investment-schema';
import { formatUsd } from '@/utils/format';

/** A whole number of dollars the investment schema accepts (1 to MAX_INVESTMENT), or null. */
export function parseInvestmentAmount(value: string): number | null {
  const amount = wholeNumber(value);
  return z.safeParse(investmentSchema.shape.amount, amount).success ? amount : null;
}

/** Why a whole-dollar amount is refused, for the second line under the form's own message (issue 36). */
export const belowMinimumReason = (minimum: number) => `This campaign's minimum investment is ${formatUsd(minimum)}.`;

/** The form's message, and on a second line why, when there is a reason to give. */
export const refusal = (message: string, reason?: string) => (reason ? `${message}\n${reason}` : message);
