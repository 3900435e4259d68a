import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, increment, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { createCampaign } from '../../src/features/accountability/api/campaign-writes';
import { deliverMilestone } from '@/features/accountability/api/milestones/milestones-api';
import { postUpdate } from '../../src/features/engagement/api/updates-api';
import { askForUpdate } from '../../src/features/engagement/api/update-requests/update-requests-api';
import { appFirestoreAs } from './app-client';
import { naming, planSlot } from './founder-record-moves';
import { countRequestAsServer, postAndRecordUpdate } from './server-money';
import {
  type Actor,
  actorProfiles,
  actors,
  appId,
  autoId,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
} from './rules-env';
import { DAY, today, day } from './days';

// A founder's track record: founderRecords/{uid}, read by anyone (the founder page is public),
// written by a member only in the batch of the update it records (on a funded campaign), checked against
// that batch's documents; milestones, spending and backers' requests by the server alone.
setupRulesEnv();

const ago = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);
const GOAL = sampleContent.goal;
const LAST = ago(40);
const END = ago(45);
const ENTRY = appId('record-spend');
const planned = (due: Timestamp, overrides: Record<string, unknown> = {}) => ({
  title: 'First 100 kits shipped',
  description: '',
  due,
  originalDue: due,
  postponements: {},
  deliveredAt: null,
  delivered: '',
  evidenceUrl: '',
  ...overrides,
});
const ended = (overrides: Record<string, unknown> = {}) =>
  storedProject({ raised: GOAL + 10000, backerCount: 2, lastInvestmentId: 'x', endsAt: END, raisedSyncedAt: ago(44), ...overrides });
const spentEntry = (amount: number) => ({
  spentOn: day(-1),
  line: 'other',
  amount,
  paidFor: 'Panels',
  evidenceUrl: '',
  corrects: '',
  createdAt: serverTimestamp(),
  projectId: 'funded',
  projectTitle: sampleContent.title,
});

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }),
    // Another founder's own pending project.
    'projects/theirs': storedProject({ approved: false, status: 'pending', endsAt: null, creatorId: actors.other.uid }),
    'projects/live': storedProject({ raised: 500, lastInvestmentId: 'x' }),
    'projects/live/milestones/0': planned(day(-3)),
    'projects/live/milestones/1': planned(day(30), { originalDue: day(10) }),
    'projects/funded': ended(),
    'projects/funded/posters/erin': { lastPostedAt: LAST, windowStart: LAST, countInWindow: 1, lastUpdateId: 'u1' },
    'projects/funded/investors/ivy': storedMarker('ivy', 'x'),
    'projects/funded/spendingTotal/total': { spent: 0, entryCount: 0, byLine: {}, lastEntryId: '' },
    'projects/funded/updateRequestTally/tally': {
      round: LAST,
      count: 2,
      lastRequestAt: ago(3),
      projectId: 'funded',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
    },
    'founderRecords/erin': {
      milestones: { live_0: { due: day(-3), deliveredAt: null }, live_1: { due: day(10), deliveredAt: null } },
      unanswered: 2,
      gapCount: 0,
    },
  }),
);

const erinApp = () => appFirestoreAs(actors.entrepreneur);
/** The funded campaign as the app's askForUpdate takes it. */
const requestedProject = {
  id: 'funded',
  title: sampleContent.title,
  creatorId: 'erin',
  goal: GOAL,
  endsAt: END.toDate(),
  raisedSyncedAt: ago(44).toDate(),
};
const record = async () => (await readAsBackend('founderRecords/erin')) ?? {};
/** Erin's update on the funded campaign, as the app's postUpdate takes it. */
const shipped = () =>
  [{ id: 'funded', title: sampleContent.title }, { uid: 'erin' }, { title: 'Shipped', body: 'All of it' }, erinApp()] as const;
const others: Actor[] = ['other', 'investor', 'admin'];

describe('reading a founder’s record', () => {
  it.each<Actor>(['guest', 'other', 'investor', 'entrepreneur', 'admin'])('%s reads it, as the founder page does', async (actor) => {
    await assertSucceeds(getDoc(doc(dbAs(actor), 'founderRecords/erin')));
  });
  it('nobody removes it', async () => {
    const { deleteDoc } = await import('firebase/firestore');
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), 'founderRecords/erin')));
    await assertFails(deleteDoc(doc(dbAs('admin'), 'founderRecords/erin')));
  });
});

describe('milestones: the server’s alone (functions/src/founders, tests/functions/founder-record-milestones.test.ts)', () => {
  it('takes the app’s createProject with milestones, which writes no record', async () => {
    const due = new Date(today() + 30 * DAY);
    const id = await createCampaign(
      { ...sampleContent, milestones: [{ title: 'Prototype', description: '', due }] },
      { ...actors.entrepreneur, role: 'entrepreneur' },
      erinApp(),
    );
    expect(await readAsBackend(`projects/${id}/milestones/0`)).toMatchObject({ originalDue: Timestamp.fromDate(due) });
    expect(Object.keys((await record()).milestones as object)).toEqual(['live_0', 'live_1']);
  });

  it('takes the app’s deliverMilestone, which writes the milestone alone', async () => {
    await deliverMilestone('live', { id: '1' }, { delivered: 'Shipped', evidenceUrl: '' }, erinApp());
    expect(await readAsBackend('projects/live/milestones/1')).toMatchObject({ delivered: 'Shipped' });
    expect(((await record()).milestones as Record<string, unknown>).live_1).toEqual({ due: day(10), deliveredAt: null });
  });

  // What a member's batch once wrote beside a plan or a delivery: refused to everyone, the founder too.
  const entries = {
    'a planned entry': { milestones: { draft_0: { due: day(20), deliveredAt: null } }, ...naming('plan', 'draft', '') },
    'a delivery at the server’s time': {
      milestones: { live_0: { due: day(-3), deliveredAt: serverTimestamp() } },
      ...naming('delivery', 'live', '0'),
    },
    'an entry with no move named': { milestones: { live_0: { due: day(-3), deliveredAt: day(-4) } } },
  };
  it.each<Actor>(['entrepreneur', ...others, 'guest'])('refuses %s writing milestones into the founder’s record', async (actor) => {
    for (const fields of Object.values(entries))
      await assertFails(setDoc(doc(dbAs(actor), 'founderRecords/erin'), fields, { merge: true }));
  });

  it('refuses the founder’s plan batch that moves her record with it', async () => {
    const db = dbAs('entrepreneur');
    const b = writeBatch(db);
    b.set(doc(db, 'projects/draft/milestones/0'), planned(day(20)));
    b.set(doc(db, 'founderRecords/erin'), entries['a planned entry'], { merge: true });
    await assertFails(b.commit());
    await assertSucceeds(planSlot(db, 'draft', '0', planned(day(20))));
  });
});

describe('spending: moved by the server alone (recordSpending, tests/functions/spending.test.ts)', () => {
  const spend = (db = dbAs('entrepreneur'), uid = 'erin') => {
    const b = writeBatch(db);
    b.set(doc(db, `projects/funded/spending/${ENTRY}`), spentEntry(500));
    b.set(doc(db, 'projects/funded/spendingTotal/total'), { spent: 500, entryCount: 1, byLine: { other: 500 }, lastEntryId: ENTRY });
    b.set(doc(db, `founderRecords/${uid}`), { spentBy: { funded: increment(500) } }, { merge: true });
    return b.commit();
  };

  it.each<Actor>(['entrepreneur', ...others])('refuses %s the spending batch, and a spentBy move alone', async (actor) => {
    await assertFails(spend(dbAs(actor)));
    await assertFails(setDoc(doc(dbAs(actor), 'founderRecords/erin'), { spentBy: { funded: increment(500) } }, { merge: true }));
  });

  it('keeps spentBy when the server records the founder’s next update', async () => {
    await seed({ 'founderRecords/erin': { spentBy: { funded: 700 }, unanswered: 2 } });
    const moved = await postAndRecordUpdate('funded', 'erin', () => postUpdate(...shipped()));
    expect(moved.recorded).toBe(true);
    expect((await record()).spentBy).toEqual({ funded: 700 });
    expect((await record()).gapCount).toBe(1);
  });
});

describe('update: the gaps between updates on funded campaigns, and the requests they answer, by the server', () => {
  it('keeps the gap since the last update and answers the open requests once the server records the app’s postUpdate, once only', async () => {
    const moved = await postAndRecordUpdate('funded', 'erin', async () => {
      await postUpdate(...shipped());
      // The app's batch writes the update and the count alone.
      expect(await record()).toMatchObject({ gapCount: 0, unanswered: 2 });
    });
    expect(moved).toEqual({ recorded: true, replayed: false });
    const after = await record();
    expect(after.gapCount).toBe(1);
    expect(after.unanswered).toBe(0);
    const gap = (after.gaps as Record<string, { from: Timestamp; at: Timestamp }>)['0'];
    expect(gap.from).toEqual(LAST);
    expect(gap.at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records nothing for an update on a campaign that did not end Funded', async () => {
    const moved = await postAndRecordUpdate('live', 'erin', () =>
      postUpdate({ id: 'live', title: sampleContent.title }, { uid: 'erin' }, { title: 'News', body: 'Text' }, erinApp()),
    );
    expect(moved.recorded).toBe(false);
    expect((await record()).gapCount).toBe(0);
  });

  const post = (record: Record<string, unknown> | null) => {
    const db = dbAs('entrepreneur');
    const id = autoId('record-update');
    const b = writeBatch(db);
    b.set(doc(db, `projects/funded/updates/${id}`), {
      title: 'News',
      body: 'Text',
      projectId: 'funded',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    b.set(doc(db, 'projects/funded/posters/erin'), {
      lastPostedAt: serverTimestamp(),
      windowStart: serverTimestamp(),
      countInWindow: 1,
      lastUpdateId: id,
    });
    if (record) b.set(doc(db, 'founderRecords/erin'), record, { merge: true });
    return b.commit();
  };
  const gap = (from: Timestamp) => ({ gaps: { '0': { from, at: serverTimestamp() } }, gapCount: increment(1) });

  it('refuses the founder moving her record with the update, even exactly as the server would; the update alone goes through', async () => {
    await assertFails(post({ ...gap(LAST), unanswered: increment(-2) }));
    await assertFails(post({ ...gap(ago(2)), unanswered: increment(-2) }));
    await assertFails(post({ ...gap(LAST), unanswered: increment(0) }));
    await assertSucceeds(post(null));
  });
});

describe('request: a backer’s request counts as unanswered, by the server', () => {
  it('adds one once the server counts the app’s askForUpdate, and once only', async () => {
    await askForUpdate(requestedProject, 'ivy', appFirestoreAs(actors.investor));
    expect((await record()).unanswered).toBe(2);
    expect(await countRequestAsServer('funded', 'ivy')).toBe(true);
    expect(await countRequestAsServer('funded', 'ivy')).toBe(false);
    expect((await record()).unanswered).toBe(3);
  });

  it.each<Actor>(['investor', 'entrepreneur', 'other', 'admin', 'guest'])(
    'refuses %s moving it, with a request or without',
    async (actor) => {
      const db = dbAs(actor);
      const b = writeBatch(db);
      b.set(doc(db, 'projects/funded/updateRequests/ivy'), { requestedAt: serverTimestamp(), round: LAST });
      b.set(doc(db, 'founderRecords/erin'), { unanswered: increment(1) }, { merge: true });
      await assertFails(b.commit());
      await assertFails(setDoc(doc(db, 'founderRecords/erin'), { unanswered: increment(1) }, { merge: true }));
    },
  );
});
