import { count, getAggregate, query, sum, where } from 'firebase/firestore/lite';
import { projectCardsCollection } from '@/features/campaigns/api/project-list/project-list-query';

/**
 * What the welcome page says about the platform, from what a guest may read: the approved projects'
 * public cards (firestore.rules, canReadProject), counted and summed by the server without reading
 * a card. Nobody but the admin may read every investment, so the people who invested cannot be
 * counted as people: a card's backerCount goes up by one per investment (and down by one per
 * cancellation), so `investments` counts investments, and someone who invested twice counts twice.
 * Cards copy Raised and backerCount from the counter shards (synced within minutes of a campaign's
 * last investment); a closed campaign is no longer approved, so its money does not count here.
 */
export type PlatformFigures = {
  /** Approved campaigns whose Raised reached their goal (fundedRatio >= 1), running or ended. */
  campaignsFunded: number;
  /** Whole dollars committed to approved campaigns: the sum of their Raised. */
  dollarsCommitted: number;
  /** Investments standing (not cancelled) in approved campaigns: their cards' backerCount summed. */
  investments: number;
};

export async function fetchPlatformFigures(): Promise<PlatformFigures> {
  const approved = query(projectCardsCollection(), where('approved', '==', true));
  const [totals, funded] = await Promise.all([
    getAggregate(approved, { raised: sum('raised'), backers: sum('backerCount') }),
    getAggregate(query(approved, where('fundedRatio', '>=', 1)), { campaigns: count() }),
  ]);
  return {
    campaignsFunded: funded.data().campaigns,
    dollarsCommitted: totals.data().raised ?? 0,
    investments: totals.data().backers ?? 0,
  };
}
