// The clock's settlement: a campaign whose deadline has passed, or that the admin closed, is settled
// once. Its final Raised (the shards' sum, which no investment or cancellation can move any more) is
// written onto the project and its card, its outcome is recorded in settlements/{projectId}, and when
// its money is Returned each investment gives back the 12-month limit it held. Every step checks what
// is already done, so a run that is repeated, or stopped half-way and run again, changes nothing twice.
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { campaignMoney } from '../../../shared/money/campaign-money';
import { countedMonthOf } from '../../../shared/money/ledger';
import { ledgerMove } from '../../../shared/money/moves';
import { counterCopy, shardSums } from '../../../shared/money/shards';
import { asIncrements } from '../money/increments';
import { asTimestamp, toDate } from '../stored';
import { whole } from '../../../shared/money/stored-value';

/** How far back each run looks for campaigns that ended or were closed since the last run (a run missed for days is caught up). */
const LOOK_BACK_MS = 7 * 86_400_000;
const CLOCK_STATE = 'clock/settlement';

export type Settlement = {
  projectId: string;
  outcome: 'funded' | 'returned';
  raised: number;
  backerCount: number;
  goal: number;
  settledAt: Timestamp;
  /** Returned money: whether every investment has given its 12-month limit back (true when there is none to give). */
  limitGivenBack: boolean;
  /** Whether each investor holding money in it has its outcome in users/{uid}/outcomes (What's new). */
  investorsTold: boolean;
};

/** Settles one campaign (no-op when it runs still, or was settled). Returns the settlement, or null. */
export async function settleCampaign(db: Firestore, projectId: string, now: Date): Promise<Settlement | null> {
  const projectRef = db.doc(`projects/${projectId}`);
  const settlementRef = db.doc(`settlements/${projectId}`);
  const settled = await db.runTransaction(async (transaction) => {
    const [project, done] = await transaction.getAll(projectRef, settlementRef);
    if (done.exists) return done.data() as Settlement;
    if (!project.exists) return null;
    const shards = await transaction.get(projectRef.collection('shards'));
    const goal = whole(project.get('goal'));
    const sums = shardSums(shards.docs.map((shard) => ({ id: shard.id, data: shard.data() })));
    // A project with no shard never took money since the shards came: its own copy is all there is.
    const raised = shards.empty ? whole(project.get('raised')) : sums.raised;
    const backerCount = shards.empty ? whole(project.get('backerCount')) : sums.backerCount;
    const money = campaignMoney({ status: String(project.get('status')), endsAt: toDate(project.get('endsAt')), raised, goal }, now);
    if (money === 'active') return null;
    const settledAt = Timestamp.fromDate(now);
    if (!shards.empty) {
      const { syncedShards, ...copy } = { ...counterCopy(goal, sums), raisedSyncedAt: settledAt };
      transaction.update(projectRef, { ...copy, syncedShards });
      transaction.update(db.doc(`projectCards/${projectId}`), copy);
    }
    const settlement: Settlement = {
      projectId,
      outcome: money === 'collected' ? 'funded' : 'returned',
      raised,
      backerCount,
      goal,
      settledAt,
      limitGivenBack: money !== 'returned',
      investorsTold: false,
    };
    transaction.create(settlementRef, settlement);
    return settlement;
  });
  if (!settled) return settled;
  if (!settled.limitGivenBack) {
    await giveBackLimit(db, projectId, now);
    await settlementRef.update({ limitGivenBack: true });
  }
  if (!settled.investorsTold) {
    await tellInvestors(db, projectId);
    await settlementRef.update({ investorsTold: true });
  }
  return { ...settled, limitGivenBack: true, investorsTold: true };
}

/**
 * What became of each investor's money, for What's new (users/{uid}/outcomes/{projectId}): the
 * campaign's facts as they ended, from which the app says Collected or Returned and why. One
 * document a campaign and investor, the same on every run.
 */
async function tellInvestors(db: Firestore, projectId: string) {
  const [project, active] = await Promise.all([
    db.doc(`projects/${projectId}`).get(),
    db.collection('investments').where('projectId', '==', projectId).where('status', '==', 'active').select('investorId').get(),
  ]);
  if (!project.exists) return;
  const closed = project.get('status') === 'closed';
  const endsAt = asTimestamp(project.get('endsAt'));
  const outcome = {
    projectId,
    projectTitle: String(project.get('title') ?? ''),
    closed,
    endsAt,
    endedAt: (closed ? asTimestamp(project.get('closedAt')) : null) ?? endsAt,
    raised: whole(project.get('raised')),
    goal: whole(project.get('goal')),
  };
  const investors = new Set(active.docs.map((investment) => String(investment.get('investorId'))));
  const writer = db.bulkWriter();
  for (const uid of investors) void writer.set(db.doc(`users/${uid}/outcomes/${projectId}`), outcome);
  await writer.close();
}

/**
 * Returned money gives back the 12-month limit: each active investment in the campaign is marked
 * released (limitReleasedAt) in the transaction that lowers the bucket that counted it (countedMonth)
 * by its amount. One the ledger never counted (made before the server kept it) gives nothing back.
 */
async function giveBackLimit(db: Firestore, projectId: string, now: Date) {
  const active = await db.collection('investments').where('projectId', '==', projectId).where('status', '==', 'active').get();
  for (const { ref } of active.docs) {
    await db.runTransaction(async (transaction) => {
      const investment: DocumentSnapshot = await transaction.get(ref);
      if (investment.get('limitReleasedAt') || investment.get('status') !== 'active') return;
      const ledgerRef = db.doc(`investorLimits/${String(investment.get('investorId'))}`);
      const countedMonth = countedMonthOf(investment.data());
      transaction.update(ref, { limitReleasedAt: Timestamp.fromDate(now) });
      if (countedMonth !== null)
        transaction.set(ledgerRef, asIncrements(ledgerMove(ref.id, countedMonth, -whole(investment.get('amount')))), { merge: true });
    });
  }
}

/**
 * One tick of the clock: every campaign that ended or was closed since the last run (and up to a
 * week before it) is settled. Reads the cards that ended in that span, the closed ones, and their
 * settlements; the span's start moves on only after a run that settled all of them.
 */
export async function settleCampaigns(db: Firestore, now = new Date()) {
  const stateRef = db.doc(CLOCK_STATE);
  const last = toDate((await stateRef.get()).get('ranAt'));
  const from = Timestamp.fromMillis((last?.getTime() ?? 0) - LOOK_BACK_MS);
  const cards = db.collection('projectCards');
  const [ended, closed] = await Promise.all([
    cards.where('approved', '==', true).where('endsAt', '>', from).where('endsAt', '<=', Timestamp.fromDate(now)).select().get(),
    cards.where('status', '==', 'closed').select('closedAt').get(),
  ]);
  const ids = new Set(ended.docs.map((card) => card.id));
  for (const card of closed.docs) if ((toDate(card.get('closedAt'))?.getTime() ?? 0) > from.toMillis()) ids.add(card.id);
  const pending = ids.size ? await db.getAll(...[...ids].map((id) => db.doc(`settlements/${id}`))) : [];
  const open = pending
    .filter((settlement) => !settlement.exists || settlement.get('limitGivenBack') !== true || settlement.get('investorsTold') !== true)
    .map((s) => s.id);
  const settled: Settlement[] = [];
  for (const projectId of open) {
    const settlement = await settleCampaign(db, projectId, now);
    if (settlement) settled.push(settlement);
  }
  await stateRef.set({ ranAt: Timestamp.fromDate(now) });
  return settled;
}
