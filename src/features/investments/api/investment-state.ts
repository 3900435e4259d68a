// What became of an investment, derived from the investment and its campaign (never stored), like
// Kickstarter's all-or-nothing and Reg CF's minimum target. firestore.rules hold the same cut-offs
// (isCancellation: a running, approved campaign, until 48 hours before its deadline).
import { canCancelBefore } from '@shared/money/policy';
import { campaignMoney } from '@shared/money/campaign-money';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import type { Investment } from './investment-read';

/** Active while the campaign runs; Collected once it ended funded; Returned once it ended short or was closed; Cancelled by the investor. */
export type InvestmentState = 'active' | 'collected' | 'returned' | 'cancelled';

export type CampaignFacts = Pick<Project, 'status' | 'endsAt' | 'raised' | 'goal'>;

/** The state of one investment; without its project (not loaded yet) an uncancelled one shows Active. */
export function investmentState(
  investment: Pick<Investment, 'status'>,
  project: CampaignFacts | null | undefined,
  now = new Date(),
): InvestmentState {
  if (investment.status === 'cancelled') return 'cancelled';
  return project ? campaignMoney(project, now) : 'active';
}

export const INVESTMENT_STATE_TEXT: Record<InvestmentState, string> = {
  active: 'Active',
  collected: 'Collected',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** Cancel is offered only on an Active investment of a running campaign, until 48 hours before its deadline. */
export const canCancelInvestment = (investment: Pick<Investment, 'status'>, project: CampaignFacts | null | undefined, now = new Date()) =>
  !!project &&
  investmentState(investment, project, now) === 'active' &&
  project.status === 'approved' &&
  canCancelBefore(project.endsAt, now);

/** What the project page and What's new say about the money once a campaign is over. */
export function campaignMoneyNote(project: CampaignFacts, now = new Date()): string | null {
  if (project.status === 'closed') return 'The admin closed this campaign: every investment in it is returned to its investor.';
  const money = campaignMoney(project, now);
  if (money === 'collected') return 'This campaign ended funded: its investments are collected.';
  if (money === 'returned') return 'This campaign ended short of its goal: every investment in it is returned to its investor.';
  return null;
}
