import { doc, getDoc, serverTimestamp, writeBatch, type Firestore, type Timestamp } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { moveShard } from '@/features/campaigns/api/shards/project-shards';
import { canCancelBefore } from '@shared/money/policy';
import type { Investment } from './investment-read';
import { fetchActiveCount, moveInvestorMarker, sendWhileMarkerMoves } from './investor-marker';
import { backersMoved } from '@shared/money/moves';
import { fetchLimitMonths, moveLimitLedger } from './twelve-month-limit';
import { coversInvestment, monthIndex } from '@shared/money/ledger';
import { retryOnContention, type RetryOptions } from './retry-on-contention';
import { dayNumber } from '@shared/money/shards';

export const CANCELLATION_CLOSED = 'Investments can no longer be cancelled within 48 hours of the deadline.';

export type CancellationRequest = Pick<Investment, 'id' | 'projectId' | 'amount' | 'investorId'>;

/**
 * Cancels an active investment in one atomic batch: the investment is marked cancelled (never
 * deleted: the ledger keeps it), its public receipt is removed, the investor's marker counts one
 * investment less, and its shard of the project's counter goes down by exactly its amount (in the
 * day it was made). The project's copy of the counter is synced by a viewer who finds it stale. firestore.rules refuse it from 48 hours
 * before the deadline, measured by the server's clock. Sent again after a lost race; a second
 * cancellation is refused, so it never counts twice.
 */
export async function cancelInvestment(
  investment: CancellationRequest,
  firestore: Firestore = db,
  retry: Pick<RetryOptions, 'onRetry'> = {},
): Promise<void> {
  const projectRef = doc(firestore, 'projects', investment.projectId);
  const investmentRef = doc(firestore, 'investments', investment.id);
  // The investment's own date (the server's) names the month of the 12-month limit it gives back.
  const [project, stored, months] = await Promise.all([
    retryOnContention(() => getDoc(projectRef), retry),
    retryOnContention(() => getDoc(investmentRef), retry),
    retryOnContention(() => fetchLimitMonths(investment.investorId, firestore), retry),
  ]);
  const madeAt = (stored.get('createdAt') as Timestamp | undefined)?.toDate() ?? new Date();
  const month = monthIndex(madeAt);
  // Made before the limit existed (its bucket cannot hold it): never counted, so nothing to give back.
  const counted = coversInvestment(months, month, investment.amount);
  const endsAt = project.get('endsAt') as Timestamp | undefined;
  if (!canCancelBefore(endsAt?.toDate() ?? null)) throw new Error(CANCELLATION_CLOSED);
  let activeBefore = 0;
  const commit = async () => {
    // Backers counts people: the cancellation of their last active investment here takes them off.
    activeBefore = await fetchActiveCount(firestore, investment.projectId, investment.investorId);
    const batch = writeBatch(firestore);
    batch.update(investmentRef, { status: 'cancelled', cancelledAt: serverTimestamp() });
    batch.delete(doc(firestore, 'projects', investment.projectId, 'backers', investment.id));
    moveInvestorMarker(batch, firestore, {
      projectId: investment.projectId,
      investorId: investment.investorId,
      investmentId: investment.id,
      count: -1,
      amount: -investment.amount,
      // As stored: the rules read the investment's own anonymous to move namedCount.
      anonymous: stored.get('anonymous') === true,
    });
    // Gives back the 12-month limit in the month the investment was made.
    if (counted) moveLimitLedger(batch, firestore, investment.investorId, investment.id, month, -investment.amount);
    // Its shard goes back by it, in the day it was made (Funding over time loses it there).
    moveShard(batch, firestore, investment.projectId, investment.id, {
      amount: -investment.amount,
      backers: backersMoved(activeBefore, -1),
      day: dayNumber(madeAt),
    });
    return batch.commit();
  };
  try {
    // Sent again if another cancellation of theirs here moved their count first (another tab).
    const unchanged = async () =>
      (await fetchActiveCount(firestore, investment.projectId, investment.investorId).catch(() => activeBefore)) === activeBefore;
    await sendWhileMarkerMoves(() => retryOnContention(commit, retry), unchanged);
  } catch (error) {
    // An attempt that failed on the wire may have landed (a busy server answers late, and the retry is
    // then refused because the investment is already cancelled): read it, itself retried like a lost race.
    const landed = await retryOnContention(() => getDoc(investmentRef), retry).then(
      (snapshot) => snapshot.get('status') === 'cancelled',
      () => false,
    );
    if (!landed) throw error;
  }
}
