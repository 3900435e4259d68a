// A founder's track record from the campaigns their page read (at most FOUNDER_CAMPAIGNS_LIMIT cards)
// and their record document (founderRecords/{uid}): platform data only; what the founder claims
// (delivered, spending) is labelled so where it is shown.
import { campaignOutcome, campaignPhase } from '@/lib/campaign-life';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import type { FounderRecord } from './founder-record-read';

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

const DAY = 86_400_000;

export type TrackFigures = TrackRecord & {
  /** Milestones of the campaigns listed whose original due day is over, or that were delivered. */
  milestonesDue: number;
  /** Of those, the ones delivered (the server's time) by the end of their original due day. */
  milestonesOnTime: number;
  /** Spending recorded on the funded campaigns listed, in whole dollars, and its share of what they raised (null: nothing raised). */
  spent: number;
  spentPercent: number | null;
  /** The median whole days between the last GAPS_KEPT updates on funded campaigns (null: none yet), and how many gaps it is of. */
  medianGapDays: number | null;
  gaps: number;
  /** Backers' requests for an update the founder has not answered with one. */
  unanswered: number;
};

/** The median of whole numbers, rounded to a whole number (null for none). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
}

/**
 * The whole Track record: the campaigns' figures (trackRecord) and, from the founder's record document,
 * the milestones, spending, updates and requests, each of the campaigns listed (what the page shows).
 * A milestone is due once its original due day is over (UTC), or once delivered: postponing never
 * makes a milestone not due, so a founder cannot hide lateness by moving dates.
 */
export function trackFigures(campaigns: Array<Campaign & { id: string }>, record: FounderRecord, now = new Date()): TrackFigures {
  const base = trackRecord(campaigns, now);
  const listed = new Set(campaigns.map((c) => c.id));
  const milestones = record.milestones.filter((m) => listed.has(m.projectId));
  const due = milestones.filter((m) => m.deliveredAt || now.getTime() >= m.due.getTime() + DAY);
  const onTime = due.filter((m) => m.deliveredAt && m.deliveredAt.getTime() < m.due.getTime() + DAY);
  const funded = campaigns.filter((c) => campaignState(c, now) === 'funded');
  const spent = funded.reduce((sum, c) => sum + (record.spentBy[c.id] ?? 0), 0);
  const raised = funded.reduce((sum, c) => sum + c.raised, 0);
  const gapDays = record.gaps.map((gap) => Math.max(0, Math.floor((gap.at.getTime() - gap.from.getTime()) / DAY)));
  return {
    ...base,
    milestonesDue: due.length,
    milestonesOnTime: onTime.length,
    spent,
    spentPercent: raised > 0 ? Math.round((spent / raised) * 100) : null,
    medianGapDays: median(gapDays),
    gaps: gapDays.length,
    unanswered: record.unanswered,
  };
}
