// Invest: one Admin SDK transaction that makes every check and every write of a new investment, on the
// server's clock. Idempotent by the request id, which becomes the investment's id: a retry whose answer
// was lost finds its investment and returns it, and counts nothing twice.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { refuse } from './refuse';
import { INVESTMENT_LIMIT_12_MONTHS, RISKS_VERSION } from '../../../shared/money/policy';
import { monthIndex, remainingAllowance, storedMonths } from '../../../shared/money/ledger';
import { backersMoved, investorMarkerMove, ledgerMove } from '../../../shared/money/moves';
import { dayNumber, shardMove } from '../../../shared/money/shards';
import { newInvestmentDocuments } from '../../../shared/money/new-investment';
import {
  belowMinimumReason,
  campaignEnded,
  NOT_OPEN,
  overLimitMessage,
  OWN_PROJECT,
  REQUEST_REUSED,
  RISKS_NOT_ACKNOWLEDGED,
  UNKNOWN_PROJECT,
} from '../../../shared/money/refusals';
import type { Caller } from './caller';
import type { InvestCall, InvestResult } from '../../../shared/money/calls';
import { asIncrements } from './increments';
import { toDate } from '../stored';
import { whole } from '../../../shared/money/stored-value';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function invest(db: Firestore, caller: Caller, request: InvestCall, clock = () => new Date()): Promise<InvestResult> {
  const { projectId, amount, requestId } = request;
  const investmentRef = db.doc(`investments/${requestId}`);
  const projectRef = db.doc(`projects/${projectId}`);
  const profileRef = db.doc(`users/${caller.uid}`);
  const markerRef = db.doc(`projects/${projectId}/investors/${caller.uid}`);
  const ledgerRef = db.doc(`investorLimits/${caller.uid}`);

  return db.runTransaction(async (transaction) => {
    const [stored, project, profile, marker, ledger] = await transaction.getAll(
      investmentRef,
      projectRef,
      profileRef,
      markerRef,
      ledgerRef,
    );
    if (stored.exists) {
      const first = stored.data()!;
      if (first.investorId !== caller.uid || first.projectId !== projectId || first.amount !== amount)
        throw refuse('already-exists', REQUEST_REUSED);
      return {
        investmentId: requestId,
        outcome: 'already-recorded' as const,
        projectId,
        amount,
        anonymous: first.anonymous === true,
        createdAt: (first.createdAt as Timestamp).toDate().toISOString(),
      };
    }
    // Read after the transaction's reads: a retry of the transaction judges by its own moment.
    const now = clock();
    if (!project.exists) throw refuse('not-found', UNKNOWN_PROJECT);
    const campaign = project.data()!;
    if (campaign.creatorId === caller.uid) throw refuse('permission-denied', OWN_PROJECT);
    const endsAt = toDate(campaign.endsAt);
    if (campaign.approved !== true || !endsAt) throw refuse('failed-precondition', NOT_OPEN);
    if (now.getTime() >= endsAt.getTime()) throw refuse('failed-precondition', campaignEnded(endsAt));
    const minimum = whole(campaign.dealTerms?.minimumInvestment) || 1;
    if (amount < minimum) throw refuse('invalid-argument', belowMinimumReason(minimum));
    if (profile.get('risksVersion') !== RISKS_VERSION) throw refuse('failed-precondition', RISKS_NOT_ACKNOWLEDGED);
    const allowance = remainingAllowance(storedMonths(ledger.get('months')), INVESTMENT_LIMIT_12_MONTHS, now);
    if (amount > allowance) throw refuse('failed-precondition', overLimitMessage(allowance));

    const createdAt = Timestamp.fromDate(now);
    const name = text(profile.get('fullName')) || text(profile.get('displayName'));
    const { investment, receipt } = newInvestmentDocuments(
      {
        projectId,
        projectTitle: text(campaign.title),
        creatorId: String(campaign.creatorId),
        investor: { uid: caller.uid, email: caller.email, name },
        amount,
        anonymous: request.anonymous,
        dealTerms: campaign.dealTerms ?? null,
      },
      createdAt,
    );
    const activeBefore = whole(marker.get('activeCount'));
    const shard = shardMove(requestId, { amount, backers: backersMoved(activeBefore, 1), day: dayNumber(now) });
    const countedMonth = monthIndex(now);
    transaction.create(investmentRef, { ...investment, countedMonth });
    transaction.create(db.doc(`projects/${projectId}/backers/${requestId}`), receipt);
    transaction.set(
      markerRef,
      asIncrements(
        investorMarkerMove({ investorId: caller.uid, investmentId: requestId, count: 1, amount, anonymous: investment.anonymous }),
      ),
      { merge: true },
    );
    transaction.set(ledgerRef, asIncrements(ledgerMove(requestId, countedMonth, amount)), { merge: true });
    transaction.set(db.doc(`projects/${projectId}/shards/${shard.shardId}`), asIncrements(shard), { merge: true });
    return {
      investmentId: requestId,
      outcome: 'recorded' as const,
      projectId,
      amount,
      anonymous: investment.anonymous,
      createdAt: now.toISOString(),
    };
  });
}
