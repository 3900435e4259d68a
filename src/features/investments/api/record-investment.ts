import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { moveShard } from '@/features/campaigns/api/shards/project-shards';
import { fetchActiveCount, moveInvestorMarker, sendWhileMarkerMoves } from './investor-marker';
import { backersMoved } from '@shared/money/moves';
import { moveLimitLedger } from './twelve-month-limit';
import { monthIndex } from '@shared/money/ledger';
import { retryOnContention, type RetryOptions } from './retry-on-contention';
import { newInvestmentDocuments } from '@shared/money/new-investment';
import { dayNumber } from '@shared/money/shards';
import type { DealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';

export type InvestmentRequest = {
  /** Chosen once per intention (see useInvestmentIntent): a retry or double click reuses it. */
  intentId: string;
  projectId: string;
  projectTitle: string;
  /** The project's goal (kept for callers; the synced fundedRatio is raised / goal). */
  goal: number;
  /** The project's creator: stamped on the investment, which is how the creator may read it. */
  creatorId: string;
  /** `name`: their public name (their profile's, trimmed; '' if none). */
  investor: { uid: string; email: string; name: string };
  amount: number;
  /** Invest anonymously: the public receipt says "Anonymous investor"; the creator and admin still see who. */
  anonymous: boolean;
  /** The project's deal terms (none: null or left out): copied onto the investment, for My Investments' rows. */
  dealTerms?: DealTerms | null;
};

export type InvestmentOutcome = 'recorded' | 'already-recorded';

async function alreadyRecorded(firestore: Firestore, intentId: string): Promise<boolean> {
  try {
    return (await getDoc(doc(firestore, 'investments', intentId))).exists();
  } catch {
    return false;
  }
}

/**
 * Writes the investment, its public receipt, the investor marker, the 12-month ledger and the move
 * of one of the project's shards (raised, backers, today's total) in one atomic batch, sent again if it
 * lost a race. The project and its card are not written: their copy of Raised is synced by a viewer
 * who finds it stale (decision 0050: an investor-driven sync queued every investor on the project). The counters use server-side increments, so simultaneous investors never overwrite each
 * other. The investment's id is the intention's id: written twice, the second write is an update,
 * which the rules deny, so one intention is never counted twice.
 */
export async function recordInvestment(
  request: InvestmentRequest,
  firestore: Firestore = db,
  { clock = () => new Date(), ...retry }: Pick<RetryOptions, 'onRetry'> & { clock?: () => Date } = {},
): Promise<InvestmentOutcome> {
  const { intentId, projectId, investor, amount } = request;
  let sentAt = clock();
  // The investor's active investments here as last read: Backers counts them once (backersMoved).
  let activeBefore = 0;
  const commit = async () => {
    activeBefore = await fetchActiveCount(firestore, projectId, investor.uid);
    // Today (UTC) and this month by this device's clock, read again on each attempt; the rules accept the server's only.
    const now = (sentAt = clock());
    const batch = writeBatch(firestore);
    const { investment, receipt } = newInvestmentDocuments(request, serverTimestamp());
    batch.set(doc(firestore, 'investments', intentId), investment);
    batch.set(doc(firestore, 'projects', projectId, 'backers', intentId), receipt);
    // One of the project's shards (its id names which), never the project: investors of a hot
    // campaign spread over the shards. Today's key is the server's day (the rules check it).
    moveShard(batch, firestore, projectId, intentId, { amount, backers: backersMoved(activeBefore, 1), day: dayNumber(now) });
    // The investor's standing in the project (read by the rules for a closed project, and by Total invested).
    moveInvestorMarker(batch, firestore, {
      projectId,
      investorId: investor.uid,
      investmentId: intentId,
      count: 1,
      amount,
      anonymous: investment.anonymous,
    });
    // The 12-month limit: this month's bucket (the rules check it against the server's month and the limit).
    moveLimitLedger(batch, firestore, investor.uid, intentId, monthIndex(now), amount);
    return batch.commit();
  };
  // Refused after the day (UTC) turned between sending and judging (the day's key, perhaps the month's,
  // was the day before the server's), or after another investment of theirs here landed between the
  // marker's read and this write (another tab): sent again, with the new day and count.
  const unchanged = async () =>
    dayNumber(clock()) === dayNumber(sentAt) &&
    (await fetchActiveCount(firestore, projectId, investor.uid).catch(() => activeBefore)) === activeBefore;
  const send = () => sendWhileMarkerMoves(() => retryOnContention(commit, retry), unchanged);
  try {
    await send();
    return 'recorded';
  } catch (error) {
    // The first attempt may have landed before the connection dropped.
    if (await alreadyRecorded(firestore, intentId)) return 'already-recorded';
    throw error;
  }
}
