import { parseWholeDollars } from '@/features/campaigns/api/project-form';
import { MAX_INVESTMENT } from './investment-model';

/** A whole number of dollars from 1 to MAX_INVESTMENT, or null. */
export const parseInvestmentAmount = (value: string) => parseWholeDollars(value, MAX_INVESTMENT);
