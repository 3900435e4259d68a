import { INVESTMENT_LIMIT_12_MONTHS } from '@shared/money/policy';
import { formatUsd } from '@/utils/format';

/** What the limit is, said honestly: StartupFund's own, not the law's. */
export const limitExplained = () =>
  `StartupFund's limit is ${formatUsd(INVESTMENT_LIMIT_12_MONTHS)} in any 12 months. Under US Regulation Crowdfunding the legal limit depends on your income and net worth.`;

/** Where an investor commits: what Confirm Investment does, and does not do. */
export const COMMITMENT_NOTE = 'StartupFund records your commitment; it does not move money.';

export const allowanceText = (allowance: number) => `You can invest up to ${formatUsd(allowance)} more in the next 12 months.`;
