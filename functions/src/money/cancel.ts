// Cancel: one Admin SDK transaction that cancels the caller's own active investment until 48 hours
// before the deadline (the server's clock) and moves back everything it moved. A second call for the
// same investment finds it cancelled and changes nothing.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { refuse } from './refuse';
import { canCancelBefore } from '../../../shared/money/policy';
import { countedMonthOf } from '../../../shared/money/ledger';
import { backersMoved, investorMarkerMove, ledgerMove } from '../../../shared/money/moves';
import { dayNumber, shardMove } from '../../../shared/money/shards';
import { CANCELLATION_CLOSED, NOT_YOUR_INVESTMENT, UNKNOWN_INVESTMENT } from '../../../shared/money/refusals';
import type { Caller } from './caller';
import type { CancelCall, CancelResult } from '../../../shared/money/calls';
import { asIncrements } from './increments';
import { toDate } from '../stored';
import { whole } from '../../../shared/money/stored-value';

export async function cancel(db: Firestore, caller: Caller, { investmentId }: CancelCall, clock = () => new Date()): Promise<CancelResult> {
  const investmentRef = db.doc(`investments/${investmentId}`);
  return db.runTransaction(async (transaction) => {
    const stored = await transaction.get(investmentRef);
    // Someone else's investment is refused as if it did not exist: its id tells nothing.
    if (!stored.exists) throw refuse('not-found', UNKNOWN_INVESTMENT);
    const investment = stored.data()!;
    if (investment.investorId !== caller.uid) throw refuse('permission-denied', NOT_YOUR_INVESTMENT);
    if (investment.status === 'cancelled') return { investmentId, outcome: 'already-cancelled' as const };

    const projectId = String(investment.projectId);
    const markerRef = db.doc(`projects/${projectId}/investors/${caller.uid}`);
    const ledgerRef = db.doc(`investorLimits/${caller.uid}`);
    const [project, marker] = await transaction.getAll(db.doc(`projects/${projectId}`), markerRef);
    const now = clock();
    const endsAt = toDate(project.get('endsAt'));
    if (project.get('approved') !== true || !canCancelBefore(endsAt, now)) throw refuse('failed-precondition', CANCELLATION_CLOSED);

    const amount = whole(investment.amount);
    const madeAt = (investment.createdAt as Timestamp).toDate();
    const activeBefore = whole(marker.get('activeCount'));
    transaction.update(investmentRef, { status: 'cancelled', cancelledAt: Timestamp.fromDate(now) });
    transaction.delete(db.doc(`projects/${projectId}/backers/${investmentId}`));
    transaction.set(
      markerRef,
      asIncrements(
        investorMarkerMove({ investorId: caller.uid, investmentId, count: -1, amount: -amount, anonymous: investment.anonymous === true }),
      ),
      { merge: true },
    );
    // Given back to the bucket that counted it; one the ledger never counted gives nothing back.
    const countedMonth = countedMonthOf(investment);
    if (countedMonth !== null) transaction.set(ledgerRef, asIncrements(ledgerMove(investmentId, countedMonth, -amount)), { merge: true });
    const shard = shardMove(investmentId, { amount: -amount, backers: backersMoved(activeBefore, -1), day: dayNumber(madeAt) });
    transaction.set(db.doc(`projects/${projectId}/shards/${shard.shardId}`), asIncrements(shard), { merge: true });
    return { investmentId, outcome: 'cancelled' as const };
  });
}
