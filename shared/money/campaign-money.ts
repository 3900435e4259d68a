// What the money in a campaign becomes, for the app's screens and the server's settlement alike.

/** Active while the campaign runs; Collected once it ended funded; Returned once it ended short or was closed. */
export type CampaignMoney = 'active' | 'collected' | 'returned';

export type CampaignMoneyFacts = { status: string; endsAt: Date | null; raised: number; goal: number };

/**
 * What the money in a campaign becomes: Active until its deadline, then Collected if it reached its
 * goal or Returned if not; Returned at once when the admin closed it. Once the deadline has passed
 * `raised` cannot move (no investment or cancellation is taken), so the outcome is final.
 */
export function campaignMoney(project: CampaignMoneyFacts, now = new Date()): CampaignMoney {
  if (project.status === 'closed') return 'returned';
  if (!project.endsAt || project.endsAt.getTime() > now.getTime()) return 'active';
  return project.goal > 0 && project.raised >= project.goal ? 'collected' : 'returned';
}
