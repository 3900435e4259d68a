// What became of the money an investor holds, per campaign: read from their markers and the
// campaigns' cards, judged by investment-state.ts (the words My Investments, Backers and the project
// page use). Total invested is the markers' sum, added up by the server. What's new reads the outcomes
// the clock keeps instead (outcome-queries.ts).
import { getAggregate, getDocs, sum, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import type { ProjectStatus } from '@/features/campaigns/api/projects/project-read';
import { amount, toDate } from './stored-fields';
import type { CampaignFacts } from './investment-state';
import { campaignMoney, type CampaignMoney } from '@shared/money/campaign-money';
import { investorMarkers } from './investor-marker';
import { fetchDecidedCard } from './settled-card';

export type HeldCampaign = {
  projectId: string;
  projectTitle: string;
  amount: number;
  facts: CampaignFacts;
  money: CampaignMoney;
  endedAt: Date | null;
};

const campaignFactsOf = (card: DocumentData): CampaignFacts => ({
  status: card.status as ProjectStatus,
  endsAt: toDate(card.endsAt),
  raised: amount(card.raised),
  goal: amount(card.goal),
});

/** One campaign as a row of My Investments needs it (its state, the Closed mark, the cancel cut-off): one card. */
export async function fetchCampaignFacts(projectId: string, firestore: Firestore = db, now = new Date()): Promise<CampaignFacts | null> {
  const card = await fetchDecidedCard(projectId, firestore, now);
  return card && campaignFactsOf(card);
}

/**
 * The campaigns the investor holds uncancelled money in: their markers (projects/{id}/investors/{uid},
 * the sum of their uncancelled investments there) and each campaign's card, one read per campaign.
 * `endedAt`: when the admin closed it, or its deadline once passed; null while it runs.
 */
export async function fetchHeldCampaigns(investorId: string, firestore: Firestore = db, now = new Date()): Promise<HeldCampaign[]> {
  const markers = await getDocs(investorMarkers(investorId, firestore));
  const held = markers.docs
    .map((marker) => ({ projectId: marker.ref.parent.parent?.id ?? '', amount: amount(marker.get('activeAmount')) }))
    .filter((m) => m.amount > 0);
  // An ended campaign's raised from its shards if its card's is from before the deadline (settled-card.ts).
  const cards = await Promise.all(held.map((m) => fetchDecidedCard(m.projectId, firestore, now)));
  return held.flatMap((m, i) => {
    const card = cards[i];
    if (!card) return [];
    const facts = campaignFactsOf(card);
    const status = facts.status;
    const money = campaignMoney(facts, now);
    const endedAt = money === 'active' ? null : status === 'closed' ? toDate(card.closedAt) : facts.endsAt;
    return [
      { projectId: m.projectId, projectTitle: typeof card.title === 'string' ? card.title : '', amount: m.amount, facts, money, endedAt },
    ];
  });
}

/**
 * Total invested: every investment the investor has not cancelled, in every campaign, Returned money
 * included (its rows say Returned). The sum of their markers, one aggregate read however many
 * campaigns they backed (decision 0072: leaving Returned money out took a marker and a card per campaign).
 */
export async function fetchTotalInvested(investorId: string, firestore: Firestore = db): Promise<number> {
  const result = await getAggregate(investorMarkers(investorId, firestore), { total: sum('activeAmount') });
  return result.data().total ?? 0;
}
