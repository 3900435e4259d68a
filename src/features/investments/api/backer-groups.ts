import type { Investment } from './investment-read';

/** One investor's investments in a project, as one Backers row (backers are people). */
export type BackerGroup = {
  investorId: string;
  investorName: string;
  investorEmail: string;
  /** Anonymous to the public on any of their investments. */
  anonymous: boolean;
  /** The sum and number of their investments that are not cancelled. */
  total: number;
  count: number;
  cancelled: number;
  /** Their latest investment's date. */
  lastAt: Date | null;
};

/** Investments grouped by investor, in the order of each investor's first appearance (the list's: newest first). */
export function groupByInvestor(investments: Investment[]): BackerGroup[] {
  const groups = new Map<string, BackerGroup>();
  for (const investment of investments) {
    const group = groups.get(investment.investorId) ?? {
      investorId: investment.investorId,
      investorName: investment.investorName,
      investorEmail: investment.investorEmail,
      anonymous: false,
      total: 0,
      count: 0,
      cancelled: 0,
      lastAt: null,
    };
    group.anonymous ||= investment.anonymous;
    if (investment.status === 'cancelled') group.cancelled += 1;
    else {
      group.total += investment.amount;
      group.count += 1;
    }
    if (investment.createdAt && (!group.lastAt || investment.createdAt > group.lastAt)) group.lastAt = investment.createdAt;
    groups.set(investment.investorId, group);
  }
  return [...groups.values()];
}
