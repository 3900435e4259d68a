import { z } from 'zod/mini';
import { wholeNumber } from '@/features/campaigns/api/project-form/project-form-values';
import { investmentSchema } from './investment-schema';

/** A whole number of dollars the investment schema accepts (1 to MAX_INVESTMENT), or null. */
export function parseInvestmentAmount(value: string): number | null {
  const amount = wholeNumber(value);
  return z.safeParse(investmentSchema.shape.amount, amount).success ? amount : null;
}
