// What's new's outcomes, kept ready by the clock: one query of the investor's own,
// the newest INBOX_ITEMS, instead of a marker and a card for every campaign they ever held money in.
import { collection, getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { readDoc, type ReadKinds } from '@/lib/read-doc';
import { campaignMoney } from '@shared/money/campaign-money';
import { campaignMoneyNote } from './investment-state';
import type { CampaignMoney } from '@shared/money/campaign-money';
import type { StoredOutcome } from './outcome-schema';

/** A campaign that ended or was closed while the investor held money in it, as What's new tells it. */
export type InvestmentOutcome = {
  projectId: string;
  projectTitle: string;
  state: Exclude<CampaignMoney, 'active'>;
  note: string;
  endedAt: Date | null;
};

export const outcomeKinds = {
  projectId: 'string',
  projectTitle: 'string',
  closed: 'boolean',
  endsAt: 'timestamp',
  endedAt: 'timestamp',
  raised: 'number',
  goal: 'number',
} as const satisfies ReadKinds<StoredOutcome>;

/** The investor's newest outcomes, each said as the project page says it (campaignMoneyNote). */
export async function fetchOutcomes(uid: string, firestore: Firestore, count: number, now = new Date()): Promise<InvestmentOutcome[]> {
  const snapshot = await getDocs(query(collection(firestore, 'users', uid, 'outcomes'), orderBy('endedAt', 'desc'), limit(count)));
  return snapshot.docs.flatMap((d) => {
    const { projectId, projectTitle, closed, endsAt, endedAt, raised, goal } = readDoc<StoredOutcome>(outcomeKinds, d.data());
    const facts = { status: closed ? ('closed' as const) : ('approved' as const), endsAt, raised, goal };
    const state = campaignMoney(facts, now);
    if (state === 'active') return [];
    return [{ projectId, projectTitle, state, note: campaignMoneyNote(facts, now) ?? '', endedAt }];
  });
}
