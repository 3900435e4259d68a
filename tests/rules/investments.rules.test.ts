import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { LIMITS } from '../../src/features/campaigns/api/projects/project-limits';
import { cancelInvestment } from '../../src/features/investments/api/cancel-investment';
import { recordInvestment } from '../../src/features/investments/api/record-investment';
import { dayNumber, shardOf } from '../../shared/money/shards';
import { appFirestoreAs } from './app-client';
import {
  type Actor,
  actorProfiles,
  actors,
  dbAs,
  readAsBackend,
  seed,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
  updateWithCard,
  appId,
  moveLedger,
  moveMarker,
  moveShardOf,
  shardTotalsAsBackend,
  risksAcknowledged,
} from './rules-env';

setupRulesEnv();

type Investor = Exclude<Actor, 'guest'>;
const TITLE = 'Solar Roofs for Schools';

/** The writes of one investment, each of which can be left out or altered to attack. */
function investmentBatch(
  actor: Actor,
  options: {
    id?: string;
    rawId?: string;
    projectId?: string;
    amount?: unknown;
    raisedBy?: number;
    investorId?: string;
    investorEmail?: string;
    skip?: Array<'investment' | 'backer' | 'shard' | 'marker' | 'ledger'>;
    ledgerBy?: number;
    title?: unknown;
    creatorId?: string;
    backers?: number;
    investorName?: string;
    anonymous?: boolean;
    /** The marker moved as for an anonymous investment, or one by name (default: as the investment is). */
    markerAnonymous?: boolean;
    receipt?: Record<string, unknown>;
    /** Its shard: which (default the one its id names), the day moved (default today, UTC), by how much (default the amount), its days written instead, and fields written over the move. */
    shardId?: string;
    day?: number;
    dayBy?: number;
    days?: unknown;
    shard?: Record<string, unknown>;
    /** Another shard moved as well, or the project and its card written as before the shards. */
    alsoShard?: string;
    project?: Record<string, unknown>;
  } = {},
) {
  const db = dbAs(actor);
  const who = actor === 'guest' ? { uid: 'nobody', email: 'nobody@example.com', name: 'Nobody' } : actors[actor];
  const investorName = options.investorName ?? who.name;
  const anonymous = options.anonymous ?? false;
  const { id: name = 'inv-1', projectId = 'live', amount = 250, skip = [] } = options;
  const id = options.rawId ?? appId(name);
  const by = options.raisedBy ?? (amount as number);
  const batch = writeBatch(db);
  if (!skip.includes('investment'))
    batch.set(doc(db, 'investments', id), {
      projectId,
      projectTitle: options.title ?? TITLE,
      creatorId: options.creatorId ?? 'erin',
      investorId: options.investorId ?? who.uid,
      investorEmail: options.investorEmail ?? who.email,
      investorName,
      anonymous,
      amount,
      createdAt: serverTimestamp(),
      status: 'active',
    });
  if (!skip.includes('backer'))
    batch.set(doc(db, 'projects', projectId, 'backers', id), {
      name: anonymous ? 'Anonymous investor' : investorName,
      amount,
      createdAt: serverTimestamp(),
      ...options.receipt,
    });
  if (!skip.includes('shard')) {
    batch.set(
      doc(db, 'projects', projectId, 'shards', options.shardId ?? shardOf(id)),
      {
        raised: increment(by),
        backerCount: increment(options.backers ?? 1),
        days: options.days ?? { [String(options.day ?? dayNumber(new Date()))]: increment(options.dayBy ?? by) },
        lastInvestmentId: id,
        ...options.shard,
      },
      { merge: true },
    );
  }
  // 'next': the shard after the one its id names.
  if (options.alsoShard)
    moveShardOf(
      batch,
      db,
      projectId,
      id,
      by,
      1,
      dayNumber(new Date()),
      options.alsoShard === 'next' ? String((Number(shardOf(id)) + 1) % 4) : options.alsoShard,
    );
  if (options.project) updateWithCard(batch, db, projectId, options.project);
  if (!skip.includes('marker'))
    moveMarker(batch, db, projectId, who.uid, id, 1, typeof amount === 'number' ? amount : 0, options.markerAnonymous ?? anonymous);
  if (!skip.includes('ledger')) moveLedger(batch, db, who.uid, id, options.ledgerBy ?? (typeof amount === 'number' ? amount : 0));
  return batch.commit();
}

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/live': storedProject(),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
  }),
);

describe('backers are people (issue 33)', () => {
  const invest = (name: string, investor: typeof actors.investor = actors.investor) =>
    recordInvestment(
      {
        intentId: appId(name),
        projectId: 'live',
        projectTitle: TITLE,
        goal: 50000,
        creatorId: 'erin',
        investor,
        amount: 100,
        anonymous: false,
      },
      appFirestoreAs(investor),
    );
  const cancel = (name: string) =>
    cancelInvestment({ id: appId(name), projectId: 'live', amount: 100, investorId: actors.investor.uid }, appFirestoreAs(actors.investor));
  /** One of Ivy's investments cancelled by hand, Backers moved by `backers`. */
  const cancelBatch = (name: string, backers: number) => {
    const db = dbAs('investor');
    const id = appId(name);
    const batch = writeBatch(db);
    batch.update(doc(db, 'investments', id), { status: 'cancelled', cancelledAt: serverTimestamp() });
    batch.delete(doc(db, 'projects', 'live', 'backers', id));
    moveShardOf(batch, db, 'live', id, -250, backers);
    moveMarker(batch, db, 'live', actors.investor.uid, id, -1, -250);
    moveLedger(batch, db, actors.investor.uid, id, -250);
    return batch.commit();
  };

  it("counts two investments by one investor once; cancelling one of two keeps them counted, cancelling both removes them (the app's own writes)", async () => {
    await invest('twice-1');
    await invest('twice-2');
    await invest('other-1', actors.investor2);
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 300, backerCount: 2 });
    await cancel('twice-1');
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 200, backerCount: 2 });
    await cancel('twice-2');
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 100, backerCount: 1 });
    // Back again: counted again.
    await invest('twice-3');
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 200, backerCount: 2 });
  });

  it('refuses a first investment that does not count its investor, and a second one that counts them again', async () => {
    await assertFails(investmentBatch('investor', { backers: 0 }));
    await assertSucceeds(investmentBatch('investor'));
    await assertFails(investmentBatch('investor', { id: 'inv-2', backers: 1 }));
    await assertFails(investmentBatch('investor', { id: 'inv-2', backers: -1 }));
    await assertSucceeds(investmentBatch('investor', { id: 'inv-2', backers: 0 }));
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 500, backerCount: 1 });
  });

  it('refuses cancelling one of two investments that uncounts the investor, and cancelling the last that keeps them counted', async () => {
    await assertSucceeds(investmentBatch('investor'));
    await assertSucceeds(investmentBatch('investor', { id: 'inv-2', backers: 0 }));
    await assertFails(cancelBatch('inv-1', -1));
    await assertSucceeds(cancelBatch('inv-1', 0));
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 250, backerCount: 1 });
    await assertFails(cancelBatch('inv-2', 0));
    await assertSucceeds(cancelBatch('inv-2', -1));
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 0, backerCount: 0 });
  });
});

describe('investments: create', () => {
  it('lets an investor invest in an approved project, raising it by exactly the amount', async () => {
    await assertSucceeds(investmentBatch('investor'));
    expect(await shardTotalsAsBackend('live')).toEqual({
      raised: 250,
      backerCount: 1,
      days: { [String(dayNumber(new Date()))]: 250 },
      shards: 1,
    });
    // The project and its card are not written: their copy is synced later (decision 0050).
    expect(await readAsBackend('projects/live')).toMatchObject({ raised: 0, backerCount: 0 });
  });

  it("records the app's own write path (recordInvestment) and never counts a retry twice", async () => {
    const request = {
      intentId: appId('intent-1'),
      projectId: 'live',
      projectTitle: TITLE,
      goal: 50000,
      creatorId: 'erin',
      investor: actors.investor,
      amount: 40,
      anonymous: false,
    };
    expect(await recordInvestment(request, appFirestoreAs(actors.investor))).toBe('recorded');
    expect(await recordInvestment(request, appFirestoreAs(actors.investor))).toBe('already-recorded');
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 40, backerCount: 1, days: { [String(dayNumber(new Date()))]: 40 } });
  });

  it('sends an investment once more when midnight (UTC) passed between sending and the server judging it', async () => {
    const request = {
      intentId: appId('midnight'),
      projectId: 'live',
      projectTitle: TITLE,
      goal: 50000,
      creatorId: 'erin',
      investor: actors.investor,
      amount: 40,
      anonymous: false,
    };
    const beforeMidnight = new Date(dayNumber(new Date()) * 86_400_000 - 1);
    // A device clock stuck before midnight is refused (its day is not the server's) and not sent again.
    await expect(recordInvestment(request, appFirestoreAs(actors.investor), { clock: () => beforeMidnight })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 0, shards: 0 });
    // Sent at 23:59:59.999 and refused after midnight: sent again with the new day, and counted once.
    let calls = 0;
    const crossing = () => (++calls <= 2 ? beforeMidnight : new Date());
    expect(await recordInvestment(request, appFirestoreAs(actors.investor), { clock: crossing })).toBe('recorded');
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 40, days: { [String(dayNumber(new Date()))]: 40 } });
  });

  it("adds to the day's total in a shard that already holds other days (and creates a shard)", async () => {
    const id = appId('a');
    await seed({
      [`projects/live/shards/${shardOf(id)}`]: { raised: 100, backerCount: 1, days: { '20000': 100 }, lastInvestmentId: 'old' },
    });
    await assertSucceeds(investmentBatch('investor', { id: 'a' }));
    await assertSucceeds(investmentBatch('investor2', { rawId: id.replace(/^./, shardOf(id) === '0' ? '1' : '0'), amount: 50 }));
    expect(await readAsBackend(`projects/live/shards/${shardOf(id)}`)).toMatchObject({
      raised: 350,
      backerCount: 2,
      days: { '20000': 100, [String(dayNumber(new Date()))]: 250 },
    });
    expect(await shardTotalsAsBackend('live')).toMatchObject({
      raised: 400,
      backerCount: 3,
      days: { '20000': 100, [String(dayNumber(new Date()))]: 300 },
      shards: 2,
    });
  });

  it.each([
    ['the increment without its investment', { skip: ['investment'] }],
    ['the investment without its increment (no shard moved)', { skip: ['shard'] }],
    ['its increment in a shard other than the one its id names', { shardId: '9' }],
    ['its increment in a shard that is not one of the four', { shardId: '4' }],
    ['two shards moved by it', { alsoShard: 'next' }],
    [
      'the project (the old shape) raised as well',
      { project: { raised: increment(250), backerCount: increment(1), fundedRatio: increment(250 / 50000) } },
    ],
    ['a shard with a key of its own', { shard: { note: 'x' } }],
    ['a shard naming another investment', { shard: { lastInvestmentId: 'other' } }],
    ['the investment without its receipt', { skip: ['backer'] }],
    ['an increment larger than the amount', { raisedBy: 1000 }],
    ['an amount of 0', { amount: 0, raisedBy: 0 }],
    ['a negative amount', { amount: -50, raisedBy: -50 }],
    ['a fractional amount', { amount: 10.5, raisedBy: 10.5 }],
    ['a string amount', { amount: '100', raisedBy: 100 }],
    ['an absurdly large amount', { amount: 5_000_000_000, raisedBy: 5_000_000_000 }],
    ['another uid', { investorId: 'olivia' }],
    ['another e-mail', { investorEmail: 'olivia@example.com' }],
    ['a pending project', { projectId: 'draft' }],
    ['a backer count that grows by 2', { backers: 2 }],
    ['the investment without its investor marker', { skip: ['marker'] }],
    // Issue 33: the marker counts the investments by name (the Investor badge needs one), exactly.
    ['an anonymous investment its marker counts as by name', { anonymous: true, markerAnonymous: false }],
    ['an investment by name its marker does not count as by name', { markerAnonymous: true }],
    [`a project title over ${LIMITS.title} characters`, { title: 'x'.repeat(LIMITS.title + 1) }],
    ['a project title that is not text', { title: 42 }],
    ['someone other than the creator as creatorId', { creatorId: 'sam' }],
    ['an id the app never makes (not a UUID)', { rawId: 'inv-1' }],
    ['an id with a formula in it', { rawId: '=HYPERLINK("x")' }],
    ['an upper-case UUID', { rawId: appId('inv-1').toUpperCase() }],
    // The public receipt: a name, never an e-mail address or a uid, and only the investor's own name.
    ['a receipt carrying the e-mail', { receipt: { email: 'ivy@example.com' } }],
    ['a receipt carrying the uid', { receipt: { investorId: 'ivy' } }],
    ['a receipt whose name is the e-mail', { receipt: { name: 'ivy@example.com' } }],
    ['a receipt under another person’s name', { receipt: { name: 'Olivia Martins' } }],
    ['a ledger name that is not the profile’s', { investorName: 'Olivia Martins' }],
    ['an anonymous investment whose receipt shows the name', { anonymous: true, receipt: { name: 'Ivy Chen' } }],
    ['a receipt by name with no name given', { investorName: '' }],
    // Funding over time: today's key (the server's day), by exactly the amount, and no other key.
    ['the day total moved on yesterday', { day: dayNumber(new Date()) - 1 }],
    ['the day total moved on tomorrow', { day: dayNumber(new Date()) + 1 }],
    ['the day total moved by more than the amount', { dayBy: 1000 }],
    ['the day total moved by less than the amount', { dayBy: 1 }],
    [
      'a second day moved as well',
      { days: { [String(dayNumber(new Date()))]: increment(250), [String(dayNumber(new Date()) - 3)]: increment(5) } },
    ],
    ['the day keyed as a float ("20417.0")', { days: { [`${dayNumber(new Date())}.0`]: increment(250) } }],
    ['the map replaced by a number', { days: 250 }],
    ['the day total left as it was', { days: {} }],
    ['a shard raised by more than the amount', { shard: { raised: increment(1000) } }],
    ['a shard whose backer count grows by 2', { shard: { backerCount: increment(2) } }],
  ] as const)('denies %s', async (_case, options) => {
    await assertFails(investmentBatch('investor', options as Parameters<typeof investmentBatch>[1]));
  });

  it('writes a receipt by name, or as "Anonymous investor" when the investor chooses, the ledger keeping who', async () => {
    await assertSucceeds(investmentBatch('investor', { id: 'by-name' }));
    expect(await readAsBackend(`projects/live/backers/${appId('by-name')}`)).toEqual({
      name: 'Ivy Chen',
      amount: 250,
      createdAt: expect.anything(),
    });
    await assertSucceeds(investmentBatch('investor2', { id: 'anon', anonymous: true }));
    expect(await readAsBackend(`projects/live/backers/${appId('anon')}`)).toEqual({
      name: 'Anonymous investor',
      amount: 250,
      createdAt: expect.anything(),
    });
    expect(await readAsBackend(`investments/${appId('anon')}`)).toMatchObject({
      investorName: 'Olivia Martins',
      investorEmail: 'olivia@example.com',
      anonymous: true,
    });
    // Only the investment by name counts towards the Investor badge (issue 33).
    expect(await readAsBackend('projects/live/investors/ivy')).toMatchObject({ activeCount: 1, namedCount: 1 });
    expect(await readAsBackend('projects/live/investors/olivia')).toMatchObject({ activeCount: 1, namedCount: 0 });
  });

  it('takes a profile name with spaces around it trimmed, and displayName where there is no fullName', async () => {
    await seed({
      'users/ivy': {
        email: actors.investor.email,
        role: 'investor',
        fullName: '  Ivy Chen ',
        createdAt: new Date(),
        ...risksAcknowledged(),
      },
    });
    await assertSucceeds(investmentBatch('investor', { id: 'trimmed' }));
    await seed({
      'users/olivia': {
        email: actors.investor2.email,
        role: 'investor',
        displayName: 'Liv',
        createdAt: new Date(),
        ...risksAcknowledged(),
      },
    });
    await assertSucceeds(investmentBatch('investor2', { id: 'display', investorName: 'Liv' }));
  });

  it('lets an account whose profile has no name invest, anonymously only', async () => {
    // A Google account without a usable name: its profile stores an empty one (and the risks acknowledged).
    await seed({
      'users/newcomer': { email: actors.noDoc.email, role: 'investor', fullName: '', createdAt: new Date(), ...risksAcknowledged() },
    });
    await assertFails(investmentBatch('noDoc', { investorName: '' }));
    await assertSucceeds(investmentBatch('noDoc', { investorName: '', anonymous: true }));
  });

  it('denies the creator investing in their own project, and signed-out visitors', async () => {
    await assertFails(investmentBatch('entrepreneur'));
    await assertFails(investmentBatch('guest'));
  });

  it('denies the same investment twice', async () => {
    await assertSucceeds(investmentBatch('investor'));
    await assertFails(investmentBatch('investor'));
    expect((await shardTotalsAsBackend('live')).raised).toBe(250);
  });

  it('denies raising a shard by reusing an investment that already exists', async () => {
    await assertSucceeds(investmentBatch('investor'));
    const id = appId('inv-1');
    const db = dbAs('investor');
    const again = writeBatch(db);
    moveShardOf(again, db, 'live', id, 250, 1);
    await assertFails(again.commit());
    await assertFails(
      updateProjectAs(dbAs('investor'), 'live', {
        raised: increment(250),
        lastInvestmentId: id,
        backerCount: increment(1),
        fundedRatio: increment(0.005),
      }),
    );
  });

  it('denies changing a shard (its day totals, raised) without an investment, to anyone (the creator, an investor, the admin)', async () => {
    const today = String(dayNumber(new Date()));
    const shard = `projects/live/shards/${shardOf(appId('inv-1'))}`;
    await assertSucceeds(investmentBatch('investor'));
    for (const actor of ['entrepreneur', 'investor', 'admin'] as const) {
      await assertFails(updateDoc(doc(dbAs(actor), shard), { [`days.${today}`]: increment(1000) }));
      await assertFails(updateDoc(doc(dbAs(actor), shard), { days: {} }));
      await assertFails(updateDoc(doc(dbAs(actor), shard), { raised: increment(1000) }));
      await assertFails(deleteDoc(doc(dbAs(actor), shard)));
      await assertFails(updateProjectAs(dbAs(actor), 'live', { fundingByDay: { [today]: 1000 } }));
    }
    expect(await shardTotalsAsBackend('live')).toMatchObject({ raised: 250, days: { [today]: 250 } });
  });
});

describe('investments: read, update, delete', () => {
  beforeEach(async () => {
    await investmentBatch('investor', { id: 'ivy-1' });
    await investmentBatch('investor2', { id: 'olivia-1', amount: 75 });
  });

  it('lets investors read their own, the creator their project’s, and the admin all', async () => {
    await assertSucceeds(getDoc(doc(dbAs('investor'), `investments/${appId('ivy-1')}`)));
    await assertSucceeds(getDocs(query(collection(dbAs('investor'), 'investments'), where('investorId', '==', 'ivy'))));
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), `investments/${appId('ivy-1')}`)));
    await assertSucceeds(getDocs(collection(dbAs('admin'), 'investments')));
  });

  it("denies reading someone else's investments", async () => {
    await assertFails(getDoc(doc(dbAs('investor2'), `investments/${appId('ivy-1')}`)));
    await assertFails(getDocs(collection(dbAs('investor'), 'investments')));
    await assertFails(getDoc(doc(dbAs('other'), `investments/${appId('ivy-1')}`)));
    await assertFails(getDoc(doc(dbAs('guest'), `investments/${appId('ivy-1')}`)));
    await assertFails(getDocs(collection(dbAs('fakeAdmin'), 'investments')));
  });

  it('never lets a client change an investment other than by cancelling it, delete one, or touch a receipt', async () => {
    for (const actor of ['investor', 'admin', 'entrepreneur'] as Investor[]) {
      await assertFails(updateDoc(doc(dbAs(actor), `investments/${appId('ivy-1')}`), { amount: 1 }));
      await assertFails(deleteDoc(doc(dbAs(actor), `investments/${appId('ivy-1')}`)));
      await assertFails(
        setDoc(doc(dbAs(actor), 'projects/live/backers/ivy-1'), { email: 'x@example.com', amount: 1, createdAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(dbAs(actor), 'projects/live/backers/ivy-1')));
    }
  });

  it('shows receipts (Recent Investors) to signed-in users only', async () => {
    await assertSucceeds(getDocs(collection(dbAs('other'), 'projects/live/backers')));
    await assertFails(getDocs(collection(dbAs('guest'), 'projects/live/backers')));
  });
});
