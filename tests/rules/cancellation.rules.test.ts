import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { CANCELLATION_CLOSED, cancelInvestment } from '../../src/features/investments/api/cancel-investment';
import { recordInvestment } from '../../src/features/investments/api/record-investment';
import { dayNumber, shardOf } from '../../shared/money/shards';
import { appFirestoreAs } from './app-client';
import {
  actorProfiles,
  type Actor,
  actors,
  closeAs,
  countAsBackend,
  dbAs,
  fromNow,
  HOUR,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedProject,
  updateWithCard,
  appId,
  monthOf,
  moveLedger,
  moveMarker,
  shardTotalsAsBackend,
  storedMarker,
} from './rules-env';

// The deadline refuses new investments, and an investor may cancel until 48 hours before it.
// Deadlines are relative to the real clock, so the emulator's request.time decides both cut-offs.
setupRulesEnv();
// Profiles with names: a new project names its founder, a receipt its investor (isProfileName).
beforeEach(() => seed(actorProfiles()));

const GOAL = sampleContent.goal;
const invest = (projectId: string, intentId = appId(`${projectId}-new`)) =>
  recordInvestment(
    {
      intentId,
      projectId,
      projectTitle: sampleContent.title,
      goal: GOAL,
      creatorId: 'erin',
      investor: actors.investor,
      amount: 100,
      anonymous: false,
    },
    appFirestoreAs(actors.investor),
  );

/** A project with one active investment of $250 by ivy ("inv", made at `madeAt`), its receipt and counters. */
function fundedProject(id: string, endsAt: Timestamp, madeAt = Timestamp.now()) {
  return {
    [`projects/${id}`]: storedProject({
      endsAt,
      raised: 250,
      backerCount: 1,
      fundedRatio: 250 / GOAL,
      lastInvestmentId: `${id}-inv`,
      raisedSyncedAt: madeAt,
    }),
    // Its shard; another day (whose money was all cancelled) beside it, which a cancellation leaves alone.
    [`projects/${id}/shards/${shardOf(`${id}-inv`)}`]: {
      raised: 250,
      backerCount: 1,
      days: { [String(dayNumber(madeAt.toDate()))]: 250, '20000': 0 },
      lastInvestmentId: `${id}-inv`,
    },
    [`projects/${id}/backers/${id}-inv`]: { name: actors.investor.name, amount: 250, createdAt: Timestamp.now() },
    [`projects/${id}/investors/ivy`]: storedMarker('ivy', `${id}-inv`),
    // Counted against the 12-month limit, as every investment made since the limit is.
    'investorLimits/ivy': { months: { [String(monthOf(madeAt.toDate()))]: 250 }, lastInvestmentId: `${id}-inv` },
    [`investments/${id}-inv`]: {
      projectId: id,
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      investorId: 'ivy',
      investorEmail: actors.investor.email,
      investorName: actors.investor.name,
      anonymous: false,
      amount: 250,
      createdAt: madeAt,
      status: 'active',
    },
  };
}

/** The writes of a cancellation, each of which can be left out or altered to attack. */
function cancelBatch(
  actor: Actor,
  projectId: string,
  options: {
    skip?: Array<'investment' | 'backer' | 'shard' | 'marker' | 'ledger'>;
    markerBy?: number;
    /** The marker moved as for an anonymous investment (namedCount left as it was). */
    markerAnonymous?: boolean;
    ledgerBy?: number;
    lowerBy?: number;
    backers?: number;
    investment?: Record<string, unknown>;
    /** Its shard: which (default the one its id names), the day lowered (default today, the investment's day), by how much (default lowerBy), its days written instead. */
    shardId?: string;
    madeAt?: Date;
    day?: number;
    dayBy?: number;
    days?: Record<string, unknown>;
    /** The project and its card written as before the shards. */
    project?: Record<string, unknown>;
  } = {},
) {
  const db = dbAs(actor);
  const id = `${projectId}-inv`;
  const { skip = [], lowerBy = 250, madeAt = new Date() } = options;
  const batch = writeBatch(db);
  if (!skip.includes('investment'))
    batch.update(doc(db, 'investments', id), { status: 'cancelled', cancelledAt: serverTimestamp(), ...options.investment });
  if (!skip.includes('backer')) batch.delete(doc(db, 'projects', projectId, 'backers', id));
  if (!skip.includes('shard'))
    batch.set(
      doc(db, 'projects', projectId, 'shards', options.shardId ?? shardOf(id)),
      {
        raised: increment(-lowerBy),
        backerCount: increment(-(options.backers ?? 1)),
        lastInvestmentId: id,
        days: options.days ?? { [String(options.day ?? dayNumber(madeAt))]: increment(-(options.dayBy ?? lowerBy)) },
      },
      { merge: true },
    );
  if (options.project) updateWithCard(batch, db, projectId, options.project);
  if (!skip.includes('marker')) moveMarker(batch, db, projectId, 'ivy', id, -1, -(options.markerBy ?? 250), options.markerAnonymous);
  if (!skip.includes('ledger')) moveLedger(batch, db, 'ivy', id, -(options.ledgerBy ?? 250), monthOf(madeAt));
  return batch.commit();
}

describe('the deadline refuses new investments (request.time)', () => {
  beforeEach(() =>
    seed({
      'projects/ended': storedProject({ endsAt: fromNow(-60_000) }),
      'projects/closing': storedProject({ endsAt: fromNow(2 * 60_000) }),
      'projects/legacy': storedProject({ endsAt: null }),
      'projects/funded': storedProject({ raised: GOAL, backerCount: 4, fundedRatio: 1 }),
    }),
  );

  it('accepts an investment a minute before the deadline, counting the backer and the ratio', async () => {
    expect(await invest('closing')).toBe('recorded');
    expect(await shardTotalsAsBackend('closing')).toMatchObject({ raised: 100, backerCount: 1 });
  });

  it('keeps accepting money once the goal is reached, until the deadline', async () => {
    expect(await invest('funded')).toBe('recorded');
    expect(await shardTotalsAsBackend('funded')).toMatchObject({ raised: GOAL + 100, backerCount: 5 });
  });

  it('refuses one a minute after it, and into an approved project without a deadline', async () => {
    await assertFails(invest('ended'));
    await assertFails(invest('legacy'));
    expect((await shardTotalsAsBackend('ended')).raised).toBe(0);
  });
});

describe('cancelling an investment', () => {
  beforeEach(() => seed({ ...fundedProject('open', fromNow(49 * HOUR)), ...fundedProject('closing', fromNow(47 * HOUR)) }));

  it("lets the investor cancel through the app's write path until 48 hours before the deadline", async () => {
    await cancelInvestment({ id: 'open-inv', projectId: 'open', amount: 250, investorId: 'ivy' }, appFirestoreAs(actors.investor));
    expect(await readAsBackend('projects/open/shards/3')).toEqual({
      raised: 0,
      backerCount: 0,
      days: { [String(dayNumber(new Date()))]: 0, '20000': 0 },
      lastInvestmentId: 'open-inv',
    });
    const investment = await readAsBackend('investments/open-inv');
    expect(investment).toMatchObject({ status: 'cancelled', amount: 250 });
    expect(investment?.cancelledAt).toBeInstanceOf(Timestamp);
    expect(await countAsBackend('projects/open/backers')).toBe(0);
    expect(await readAsBackend('projects/open/investors/ivy')).toMatchObject({ activeCount: 0, namedCount: 0 });
  });

  it('leaves the count by name alone when the investment cancelled was anonymous (issue 33)', async () => {
    await seed({
      'investments/open-inv': { ...fundedProject('open', fromNow(49 * HOUR))['investments/open-inv'], anonymous: true },
      'projects/open/investors/ivy': storedMarker('ivy', 'open-inv', 1, 250, 0),
    });
    await assertFails(cancelBatch('investor', 'open'));
    await cancelInvestment({ id: 'open-inv', projectId: 'open', amount: 250, investorId: 'ivy' }, appFirestoreAs(actors.investor));
    expect(await readAsBackend('projects/open/investors/ivy')).toMatchObject({ activeCount: 0, namedCount: 0 });
  });

  it('refuses a cancellation within 48 hours of the deadline, in the rules and in the app', async () => {
    await assertFails(cancelBatch('investor', 'closing'));
    await expect(
      cancelInvestment({ id: 'closing-inv', projectId: 'closing', amount: 250, investorId: 'ivy' }, appFirestoreAs(actors.investor)),
    ).rejects.toThrow(CANCELLATION_CLOSED);
    expect((await readAsBackend('investments/closing-inv'))?.status).toBe('active');
    expect((await shardTotalsAsBackend('closing')).raised).toBe(250);
  });

  it.each([
    ['without lowering raised (no shard moved)', { skip: ['shard'] }],
    ['lowering a shard other than the one its id names', { shardId: '0' }],
    [
      'lowering the project (the old shape) as well',
      { project: { raised: increment(-250), backerCount: increment(-1), fundedRatio: increment(-250 / GOAL) } },
    ],
    ['lowering the backer count by 2', { backers: 2 }],
    ['without marking the investment', { skip: ['investment'] }],
    ['keeping the public receipt', { skip: ['backer'] }],
    ['without its investor marker', { skip: ['marker'] }],
    ['lowering the marker by less than the amount', { markerBy: 1 }],
    // Issue 33: the marker's count of investments by name (the Investor badge) stays exact.
    ['of an investment by name, leaving the marker’s count by name', { markerAnonymous: true }],
    ['without giving back the 12-month limit', { skip: ['ledger'] }],
    ['giving back more of the 12-month limit than the amount', { ledgerBy: 5000 }],
    ['lowering raised by more than the amount', { lowerBy: 1000 }],
    ['lowering raised by less than the amount', { lowerBy: 1 }],
    ['with a client-chosen cancellation time', { investment: { cancelledAt: new Date(2020, 0, 1) } }],
    ['changing the amount too', { investment: { amount: 1 } }],
    ['to an unknown status', { investment: { status: 'refunded' } }],
    // Funding over time: the day the investment was made, by exactly its amount, and no other day.
    ['lowering the next day’s total', { day: dayNumber(new Date()) + 1 }],
    ['lowering another day’s total', { day: 20000 }],
    ['lowering the day’s total by less than the amount', { dayBy: 1 }],
    ['lowering the day’s total by more than the amount', { dayBy: 1000 }],
    ['changing a second day as well', { days: { [String(dayNumber(new Date()))]: increment(-250), '20000': increment(1) } }],
  ] as const)('denies a cancellation %s', async (_case, options) => {
    await assertFails(cancelBatch('investor', 'open', options as Parameters<typeof cancelBatch>[2]));
  });

  it.each(['investor2', 'entrepreneur', 'admin', 'guest'] as const)("denies %s cancelling someone else's investment", async (actor) => {
    await assertFails(cancelBatch(actor, 'open'));
  });

  it('denies cancelling twice, deleting the investment, or removing the receipt alone', async () => {
    await assertSucceeds(cancelBatch('investor', 'open'));
    await assertFails(cancelBatch('investor', 'open'));
    await assertFails(updateDoc(doc(dbAs('investor'), 'investments/open-inv'), { cancelledAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(dbAs('investor'), 'investments/open-inv')));
    await assertFails(deleteDoc(doc(dbAs('investor'), 'projects/closing/backers/closing-inv')));
    expect((await shardTotalsAsBackend('open')).raised).toBe(0);
  });
});

describe('a cancellation lowers the total of the day the investment was made (UTC), at a day boundary', () => {
  // Midnight (UTC) that began today, and the last millisecond before it: the rules' day number must
  // agree with the app's on each side.
  const midnight = dayNumber(new Date()) * 86_400_000;
  const sides = [
    ['at midnight exactly', new Date(midnight), dayNumber(new Date())],
    ['a millisecond before midnight', new Date(midnight - 1), dayNumber(new Date()) - 1],
  ] as const;

  it.each(sides)("made %s: that day's key, and not the day beside it", async (_case, madeAt, day) => {
    expect(dayNumber(madeAt)).toBe(day);
    await seed(fundedProject('open', fromNow(30 * 24 * HOUR), Timestamp.fromDate(madeAt)));
    const wrong = madeAt.getTime() === midnight ? day - 1 : day + 1;
    await assertFails(cancelBatch('investor', 'open', { madeAt, day: wrong }));
    await cancelInvestment({ id: 'open-inv', projectId: 'open', amount: 250, investorId: 'ivy' }, appFirestoreAs(actors.investor));
    expect((await readAsBackend('projects/open/shards/3'))?.days).toEqual({ [String(day)]: 0, '20000': 0 });
  });
});

describe('what a cancellation ends', () => {
  const close = () => closeAs(dbAs('admin'), 'open');
  beforeEach(() =>
    seed({
      ...fundedProject('open', fromNow(30 * 24 * HOUR)),
      'projects/open/updates/u1': {
        title: 'News',
        body: 'Text',
        projectId: 'open',
        projectTitle: sampleContent.title,
        creatorId: 'erin',
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      },
    }),
  );

  it('an investor who cancelled every investment no longer reads the campaign once it is closed', async () => {
    await cancelInvestment({ id: 'open-inv', projectId: 'open', amount: 250, investorId: 'ivy' }, appFirestoreAs(actors.investor));
    expect(await readAsBackend('projects/open/investors/ivy')).toMatchObject({ activeCount: 0, activeAmount: 0 });
    await assertSucceeds(close());
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/open')));
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/open/updates/u1')));
    await assertFails(getDocs(collection(dbAs('investor'), 'projects/open/backers')));
  });

  it('one who kept an investment still reads it, and can no longer cancel it once closed', async () => {
    await assertSucceeds(close());
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/open')));
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/open/updates/u1')));
    await assertFails(cancelBatch('investor', 'open'));
    expect((await readAsBackend('investments/open-inv'))?.status).toBe('active');
  });
});
