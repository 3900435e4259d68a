import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, query, serverTimestamp, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { LIMITS } from '../../src/features/campaigns/api/project-limits';
import { recordInvestment } from '../../src/features/investments/api/record-investment';
import { dayNumber } from '../../src/features/investments/api/funding-series';
import { appFirestoreAs } from './app-client';
import { type Actor, actorProfiles, actors, dbAs, readAsBackend, seed, setupRulesEnv, storedProject, updateProjectAs, updateWithCard, appId, moveLedger, moveMarker } from './rules-env';

setupRulesEnv();

type Investor = Exclude<Actor, 'guest'>;
const TITLE = 'Solar Roofs for Schools';

/** The three writes of one investment, each of which can be left out or altered to attack. */
function investmentBatch(actor: Actor, options: {
  id?: string; rawId?: string; projectId?: string; amount?: unknown; raisedBy?: number; investorId?: string; investorEmail?: string;
  skip?: Array<'investment' | 'backer' | 'project' | 'marker' | 'ledger'>; ledgerBy?: number; title?: unknown; creatorId?: string; backers?: number; ratioBy?: number;
  investorName?: string; anonymous?: boolean; receipt?: Record<string, unknown>;
  /** Funding over time: the day moved (default today, UTC), by how much (default the amount), and any other changes to the map. */
  day?: number; dayBy?: number; days?: Record<string, unknown>;
} = {}) {
  const db = dbAs(actor);
  const who = actor === 'guest' ? { uid: 'nobody', email: 'nobody@example.com', name: 'Nobody' } : actors[actor];
  const investorName = options.investorName ?? who.name;
  const anonymous = options.anonymous ?? false;
  const { id: name = 'inv-1', projectId = 'live', amount = 250, skip = [] } = options;
  const id = options.rawId ?? appId(name);
  const batch = writeBatch(db);
  if (!skip.includes('investment'))
    batch.set(doc(db, 'investments', id), {
      projectId, projectTitle: options.title ?? TITLE, creatorId: options.creatorId ?? 'erin', investorId: options.investorId ?? who.uid,
      investorEmail: options.investorEmail ?? who.email, investorName, anonymous, amount, createdAt: serverTimestamp(), status: 'active',
    });
  if (!skip.includes('backer'))
    batch.set(doc(db, 'projects', projectId, 'backers', id), {
      name: anonymous ? 'Anonymous investor' : investorName, amount, createdAt: serverTimestamp(), ...options.receipt,
    });
  if (!skip.includes('project'))
    updateWithCard(batch, db, projectId, {
      raised: increment(options.raisedBy ?? (amount as number)), lastInvestmentId: id,
      backerCount: increment(options.backers ?? 1), fundedRatio: increment(options.ratioBy ?? (options.raisedBy ?? (amount as number)) / 50000),
      ...(options.days && 'fundingByDay' in options.days ? {} : { [`fundingByDay.${options.day ?? dayNumber(new Date())}`]: increment(options.dayBy ?? (options.raisedBy ?? (amount as number))) }),
      ...options.days,
    });
  if (!skip.includes('marker')) moveMarker(batch, db, projectId, who.uid, id, 1, typeof amount === 'number' ? amount : 0);
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

describe('investments: create', () => {
  it('lets an investor invest in an approved project, raising it by exactly the amount', async () => {
    await assertSucceeds(investmentBatch('investor'));
    expect((await readAsBackend('projects/live'))?.raised).toBe(250);
  });

  it("records the app's own write path (recordInvestment) and never counts a retry twice", async () => {
    const request = { intentId: appId('intent-1'), projectId: 'live', projectTitle: TITLE, goal: 50000, creatorId: 'erin', investor: actors.investor, amount: 40, anonymous: false };
    expect(await recordInvestment(request, appFirestoreAs(actors.investor))).toBe('recorded');
    expect(await recordInvestment(request, appFirestoreAs(actors.investor))).toBe('already-recorded');
    expect((await readAsBackend('projects/live'))?.raised).toBe(40);
    expect((await readAsBackend('projects/live'))?.fundingByDay).toEqual({ [String(dayNumber(new Date()))]: 40 });
  });

  it('sends an investment once more when midnight (UTC) passed between sending and the server judging it', async () => {
    const request = { intentId: appId('midnight'), projectId: 'live', projectTitle: TITLE, goal: 50000, creatorId: 'erin', investor: actors.investor, amount: 40, anonymous: false };
    const beforeMidnight = new Date(dayNumber(new Date()) * 86_400_000 - 1);
    // A device clock stuck before midnight is refused (its day is not the server's) and not sent again.
    await expect(recordInvestment(request, appFirestoreAs(actors.investor), { clock: () => beforeMidnight })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readAsBackend('projects/live')).toMatchObject({ raised: 0 });
    // Sent at 23:59:59.999 and refused after midnight: sent again with the new day, and counted once.
    let calls = 0;
    const crossing = () => (++calls <= 2 ? beforeMidnight : new Date());
    expect(await recordInvestment(request, appFirestoreAs(actors.investor), { clock: crossing })).toBe('recorded');
    expect(await readAsBackend('projects/live')).toMatchObject({ raised: 40, fundingByDay: { [String(dayNumber(new Date()))]: 40 } });
  });

  it("adds to the day's total on a project whose map already holds other days (and on one without the map)", async () => {
    await seed({ 'projects/live': storedProject({ raised: 100, backerCount: 1, fundedRatio: 0.002, fundingByDay: { '20000': 100 } }) });
    await assertSucceeds(investmentBatch('investor', { id: 'a' }));
    await assertSucceeds(investmentBatch('investor2', { id: 'b', amount: 50 }));
    expect((await readAsBackend('projects/live'))?.fundingByDay).toEqual({ '20000': 100, [String(dayNumber(new Date()))]: 300 });
  });

  it.each([
    ['the increment without its investment', { skip: ['investment'] }],
    ['the investment without its increment', { skip: ['project'] }],
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
    ['a funded ratio that grows by more than amount / goal', { ratioBy: 1 }],
    ['the investment without its investor marker', { skip: ['marker'] }],
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
    ['a second day moved as well', { days: { [`fundingByDay.${dayNumber(new Date()) - 3}`]: increment(5) } }],
    ['the day keyed as a float ("20417.0")', { days: { fundingByDay: { [`${dayNumber(new Date())}.0`]: 250 } } }],
    ['the map replaced by a number', { days: { fundingByDay: 250 } }],
    ['the day total left as it was', { days: { fundingByDay: {} } }],
  ] as const)('denies %s', async (_case, options) => {
    await assertFails(investmentBatch('investor', options as Parameters<typeof investmentBatch>[1]));
  });

  it('writes a receipt by name, or as "Anonymous investor" when the investor chooses, the ledger keeping who', async () => {
    await assertSucceeds(investmentBatch('investor', { id: 'by-name' }));
    expect(await readAsBackend(`projects/live/backers/${appId('by-name')}`)).toEqual({ name: 'Ivy Chen', amount: 250, createdAt: expect.anything() });
    await assertSucceeds(investmentBatch('investor2', { id: 'anon', anonymous: true }));
    expect(await readAsBackend(`projects/live/backers/${appId('anon')}`)).toEqual({ name: 'Anonymous investor', amount: 250, createdAt: expect.anything() });
    expect(await readAsBackend(`investments/${appId('anon')}`)).toMatchObject({ investorName: 'Olivia Martins', investorEmail: 'olivia@example.com', anonymous: true });
  });

  it('takes a profile name with spaces around it trimmed, and displayName where there is no fullName', async () => {
    await seed({ 'users/ivy': { email: actors.investor.email, role: 'investor', fullName: '  Ivy Chen ', createdAt: new Date() } });
    await assertSucceeds(investmentBatch('investor', { id: 'trimmed' }));
    await seed({ 'users/olivia': { email: actors.investor2.email, role: 'investor', displayName: 'Liv', createdAt: new Date() } });
    await assertSucceeds(investmentBatch('investor2', { id: 'display', investorName: 'Liv' }));
  });

  it('lets an account whose profile has no name invest, anonymously only', async () => {
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
    expect((await readAsBackend('projects/live'))?.raised).toBe(250);
  });

  it('denies raising raised by reusing an investment that already exists', async () => {
    await assertSucceeds(investmentBatch('investor'));
    await assertFails(updateProjectAs(dbAs('investor'), 'live', { raised: increment(250), lastInvestmentId: appId('inv-1'), backerCount: increment(1), fundedRatio: increment(0.005) }));
  });

  it('denies changing the day totals without an investment, to anyone (the creator, an investor, the admin)', async () => {
    const today = `fundingByDay.${dayNumber(new Date())}`;
    await assertSucceeds(investmentBatch('investor'));
    for (const actor of ['entrepreneur', 'investor', 'admin'] as const) {
      await assertFails(updateProjectAs(dbAs(actor), 'live', { [today]: increment(1000) }));
      await assertFails(updateProjectAs(dbAs(actor), 'live', { fundingByDay: {} }));
    }
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'live', { title: 'New title', [today]: increment(1000) }));
    expect((await readAsBackend('projects/live'))?.fundingByDay).toEqual({ [String(dayNumber(new Date()))]: 250 });
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
      await assertFails(setDoc(doc(dbAs(actor), 'projects/live/backers/ivy-1'), { email: 'x@example.com', amount: 1, createdAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(dbAs(actor), 'projects/live/backers/ivy-1')));
    }
  });

  it('shows receipts (Recent Investors) to signed-in users only', async () => {
    await assertSucceeds(getDocs(collection(dbAs('other'), 'projects/live/backers')));
    await assertFails(getDocs(collection(dbAs('guest'), 'projects/live/backers')));
  });
});
