import { INVESTMENT_LIMIT_12_MONTHS } from '@/config/rules-constants';
import { formatUsd } from '@/utils/format';

export const allowanceText = (allowance: number) => `You can invest up to ${formatUsd(allowance)} more in the next 12 months.`;

export const overLimitMessage = (allowance: number) =>
  `That is more than the ${formatUsd(INVESTMENT_LIMIT_12_MONTHS)} limit over 12 months allows: you can invest up to ${formatUsd(allowance)} more in the next 12 months.`;
