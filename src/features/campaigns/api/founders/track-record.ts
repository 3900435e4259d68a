// A founder's track record from the campaigns their page read (at most FOUNDER_CAMPAIGNS_LIMIT cards):
// platform data only, nothing the founder claims.
import { campaignOutcome, campaignPhase } from '@/features/campaigns/api/projects/campaign-life';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';

export type CampaignState = 'running' | 'funded' | 'ended-short';

type Campaign = Pick<ProjectSummary, 'approved' | 'endsAt' | 'raised' | 'goal'>;

/** Funded once raised reaches the goal; Ended short once over below it; Running until then. */
export function campaignState(campaign: Campaign, now = new Date()): CampaignState {
  const outcome = campaignOutcome(campaign, now);
  return outcome === 'funded' ? 'funded' : outcome === 'not-funded' ? 'ended-short' : 'running';
}

export type TrackRecord = {
  /** Campaigns whose deadline has passed. */
  ended: number;
  /** Of those, the ones that reached their goal. */
  fundedOfEnded: number;
  /** What the campaigns that reached their goal raised, in whole dollars. */
  raisedByFunded: number;
};

export function trackRecord(campaigns: Campaign[], now = new Date()): TrackRecord {
  const ended = campaigns.filter((c) => campaignPhase(c, now) === 'ended');
  return {
    ended: ended.length,
    fundedOfEnded: ended.filter((c) => campaignState(c, now) === 'funded').length,
    raisedByFunded: campaigns.filter((c) => campaignState(c, now) === 'funded').reduce((sum, c) => sum + c.raised, 0),
  };
}
