import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { createCampaign, updateCampaign } from '../../src/features/accountability/api/campaign-writes';
import { deliverMilestone, postponeMilestone } from '@/features/accountability/api/milestones/milestones-api';
import { appFirestoreAs } from './app-client';
import { deliverSlot, planSlot, postponeSlot, removeSlot } from './founder-record-moves';
import {
  type Actor,
  actorProfiles,
  actors,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
} from './rules-env';
import { DAY, today, day } from './days';

// Milestones with dates (projects/{id}/milestones/{slot}, slot '0' to '5'): planned by the
// project's creator while it is pending or sent back, locked at approval for everyone (the admin too)
// except the creator's two moves on an approved project: Mark as delivered (at the server's time) and
// Postpone (a later day, at most twice, every postponement kept). Read by whoever reads the project.
setupRulesEnv();

const when = Timestamp.fromMillis(Date.UTC(2026, 9, 1));
/** A milestone as planned before approval (and as approval leaves it). */
const planned = (due = day(20), overrides: Record<string, unknown> = {}) => ({
  title: 'First 100 kits shipped',
  description: 'To the co-ops that ordered them.',
  due,
  originalDue: due,
  postponements: {},
  deliveredAt: null,
  delivered: '',
  evidenceUrl: '',
  ...overrides,
});
const postponement = (from: Timestamp, to: Timestamp, at: unknown = when) => ({ from, to, reason: 'The supplier was late', at });
const postponedTwice = () =>
  planned(day(40), {
    originalDue: day(10),
    postponements: { '0': postponement(day(10), day(25)), '1': postponement(day(25), day(40)) },
  });
const delivered = () => planned(day(-5), { deliveredAt: when, delivered: 'Shipped', evidenceUrl: '' });

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }),
    'projects/draft/milestones/0': planned(),
    'projects/returned': storedProject({ approved: false, status: 'changes_requested', endsAt: null, reviewCount: 1 }),
    'projects/returned/milestones/0': planned(),
    // Sent back once it was approved (it never took money), after a postponement: that record stays.
    'projects/returned/milestones/1': planned(day(30), { originalDue: day(20), postponements: { '0': postponement(day(20), day(30)) } }),
    // Marked Late by the clock while it was approved: that record stays too.
    'projects/returned/milestones/2': planned(day(-2), { lateAt: when, lateDue: day(-2) }),
    'projects/live': storedProject({ raised: 500, lastInvestmentId: 'x' }),
    'projects/live/investors/ivy': storedMarker('ivy', 'x'),
    'projects/live/milestones/0': planned(),
    'projects/live/milestones/1': postponedTwice(),
    'projects/live/milestones/2': delivered(),
    'projects/live/milestones/3': planned(day(-3)),
    'projects/closed': storedProject({ approved: false, status: 'closed', raised: 500, lastInvestmentId: 'x' }),
    'projects/closed/milestones/0': planned(),
  }),
);

const erin = () => appFirestoreAs(actors.entrepreneur);
const milestoneOf = (db: Firestore, projectId: string, slot: string) => doc(db, 'projects', projectId, 'milestones', slot);
const plan = (fromToday: number, title = 'Prototype') => ({ title, description: '', due: new Date(today() + fromToday * DAY) });
const others: Actor[] = ['other', 'investor', 'guest', 'admin'];

describe('a founder plans milestones on Create Campaign and Update Project Details', () => {
  it('creates a project with its milestones (the app’s createProject), in slots 0 and 1, as planned', async () => {
    const id = await createCampaign(
      { ...sampleContent, milestones: [plan(30), plan(90, 'Pilot')] },
      { ...actors.entrepreneur, role: 'entrepreneur' },
      erin(),
    );
    expect(await readAsBackend(`projects/${id}/milestones/0`)).toMatchObject({ title: 'Prototype', deliveredAt: null, postponements: {} });
    expect(await readAsBackend(`projects/${id}/milestones/1`)).toMatchObject({ title: 'Pilot' });
    expect(await readAsBackend(`projects/${id}/milestones/2`)).toBeUndefined();
  });

  it('changes, adds and removes them while pending (the app’s updateProject), and while sent back', async () => {
    await updateCampaign('draft', { ...sampleContent, milestones: [plan(5, 'Sooner'), plan(60, 'Later')] }, erin());
    expect(await readAsBackend('projects/draft/milestones/0')).toMatchObject({ title: 'Sooner', originalDue: day(5) });
    expect(await readAsBackend('projects/draft/milestones/1')).toMatchObject({ title: 'Later' });
    await updateCampaign('draft', { ...sampleContent, milestones: [] }, erin());
    expect(await readAsBackend('projects/draft/milestones/0')).toBeUndefined();
    await assertSucceeds(planSlot(dbAs('entrepreneur'), 'returned', '0', planned(day(3))));
    await assertSucceeds(removeSlot(dbAs('entrepreneur'), 'returned', '0'));
  });

  it('keeps a due day that has come closer when the founder leaves it as it was', async () => {
    await seed({ 'projects/draft/milestones/0': planned(day(-1)) });
    const db = dbAs('entrepreneur');
    await assertSucceeds(planSlot(db, 'draft', '0', planned(day(-1), { title: 'Renamed' })));
    await assertFails(planSlot(db, 'draft', '0', planned(day(-2))));
  });

  it.each([
    ['a due day in the past', planned(day(-1))],
    ['a due day of today (not a day ahead)', planned(day(0))],
    ['a due day more than three years ahead', planned(day(1100))],
    ['a due time that is not a day (midnight UTC)', planned(Timestamp.fromMillis(today() + 20 * DAY + 3_600_000))],
    ['no due day', planned(day(20), { due: null, originalDue: null })],
    ['an original due day other than the due day', planned(day(20), { originalDue: day(10) })],
    ['an empty title', planned(day(20), { title: '' })],
    ['a title of 81 characters', planned(day(20), { title: 'x'.repeat(81) })],
    ['a description of 501 characters', planned(day(20), { description: 'x'.repeat(501) })],
    ['a postponement already', planned(day(20), { postponements: { '0': postponement(day(10), day(20)) } })],
    ['a delivery already', planned(day(20), { deliveredAt: serverTimestamp(), delivered: 'Done' })],
    ['an evidence link before delivery', planned(day(20), { evidenceUrl: 'https://example.com/a' })],
    ['another field', { ...planned(), ownerEmail: 'erin@example.com' }],
    ['the clock’s Late mark', planned(day(20), { lateAt: when, lateDue: day(20) })],
  ])('refuses a milestone with %s', async (_what, data) => {
    await assertFails(planSlot(dbAs('entrepreneur'), 'draft', '1', data));
  });

  it('refuses a milestone under an id the app does not make (a seventh, or a name)', async () => {
    const db = dbAs('entrepreneur');
    await assertSucceeds(planSlot(db, 'draft', '5', planned()));
    await assertFails(planSlot(db, 'draft', '6', planned()));
    await assertFails(planSlot(db, 'draft', 'extra', planned()));
  });

  it.each(others)('refuses %s a new milestone, a change or a removal on the founder’s pending project', async (actor) => {
    const db = dbAs(actor);
    await assertFails(setDoc(milestoneOf(db, 'draft', '1'), planned()));
    await assertFails(setDoc(milestoneOf(db, 'draft', '0'), planned(day(30))));
    await assertFails(deleteDoc(milestoneOf(db, 'draft', '0')));
  });

  it('keeps the record of a milestone postponed or marked Late before a send-back: not rewritten, not removed', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(planSlot(db, 'returned', '1', planned(day(30))));
    await assertFails(removeSlot(db, 'returned', '1'));
    await assertFails(planSlot(db, 'returned', '2', planned(day(30))));
    await assertFails(planSlot(db, 'returned', '2', planned(day(30), { lateAt: when, lateDue: day(-2) })));
    await assertFails(removeSlot(db, 'returned', '2'));
    await assertSucceeds(planSlot(db, 'returned', '0', planned(day(30))));
  });
});

describe('who reads the milestones', () => {
  it('a pending project’s: its founder and the admin, not another member or a guest', async () => {
    await assertSucceeds(getDocs(collection(dbAs('entrepreneur'), 'projects/draft/milestones')));
    await assertSucceeds(getDoc(milestoneOf(dbAs('admin'), 'draft', '0')));
    await assertFails(getDoc(milestoneOf(dbAs('other'), 'draft', '0')));
    await assertFails(getDocs(collection(dbAs('guest'), 'projects/draft/milestones')));
  });

  it('an approved project’s: anyone, a guest too; a closed one’s: its backer, not a guest', async () => {
    const read = await assertSucceeds(getDocs(collection(dbAs('guest'), 'projects/live/milestones')));
    expect(read.size).toBe(4);
    await assertSucceeds(getDoc(milestoneOf(dbAs('other'), 'live', '1')));
    await seed({ 'projects/closed/investors/ivy': storedMarker('ivy', 'x') });
    await assertSucceeds(getDoc(milestoneOf(dbAs('investor'), 'closed', '0')));
    await assertFails(getDoc(milestoneOf(dbAs('guest'), 'closed', '0')));
  });
});

describe('approval locks the milestones', () => {
  it.each<Actor>(['entrepreneur', 'admin'])('refuses %s a new milestone, a change of one or its removal', async (actor) => {
    const db = dbAs(actor);
    await assertFails(setDoc(milestoneOf(db, 'live', '4'), planned()));
    await assertFails(setDoc(milestoneOf(db, 'live', '0'), planned(day(30))));
    await assertFails(updateDoc(milestoneOf(db, 'live', '0'), { title: 'Something easier' }));
    await assertFails(deleteDoc(milestoneOf(db, 'live', '3')));
  });

  it('refuses the app’s edit that sends milestones once approved; the same edit without them goes through', async () => {
    const edit = { ...sampleContent, title: 'Solar Roofs, phase 2' };
    await assertFails(updateCampaign('live', { ...edit, milestones: [plan(30)] }, erin()));
    await assertSucceeds(updateCampaign('live', edit, erin()));
  });
});

describe('Mark as delivered', () => {
  it('is the founder’s on an approved project (the app’s deliverMilestone): the date is the server’s', async () => {
    const before = Date.now();
    await deliverMilestone(
      'live',
      { id: '0' },
      { delivered: 'First 100 kits shipped to 12 co-ops', evidenceUrl: 'https://example.com/ship' },
      erin(),
    );
    const stored = await readAsBackend('projects/live/milestones/0');
    expect(stored).toMatchObject({ delivered: 'First 100 kits shipped to 12 co-ops', evidenceUrl: 'https://example.com/ship' });
    expect((stored?.deliveredAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    // A late one can be delivered too (it then shows Delivered late).
    await assertSucceeds(deliverSlot(dbAs('entrepreneur'), 'live', '3', { deliveredAt: serverTimestamp(), delivered: 'Done' }));
  });

  it.each([
    [
      'a date of the founder’s own (not the server’s time)',
      { deliveredAt: Timestamp.fromMillis(Date.now() - 10 * DAY), delivered: 'Done' },
    ],
    ['nothing said of what was delivered', { deliveredAt: serverTimestamp(), delivered: '' }],
    ['281 characters of what was delivered', { deliveredAt: serverTimestamp(), delivered: 'x'.repeat(281) }],
    [
      'an evidence link into a private network',
      { deliveredAt: serverTimestamp(), delivered: 'Done', evidenceUrl: 'https://192.168.1.1/x' },
    ],
    ['a new title with it', { deliveredAt: serverTimestamp(), delivered: 'Done', title: 'Something easier' }],
    ['the due day moved with it', { deliveredAt: serverTimestamp(), delivered: 'Done', due: day(30) }],
  ])('refuses a delivery with %s', async (_what, change) => {
    await assertFails(deliverSlot(dbAs('entrepreneur'), 'live', '0', change));
  });

  it('refuses delivering twice, or taking a delivery back', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(deliverSlot(db, 'live', '2', { deliveredAt: serverTimestamp(), delivered: 'Again' }));
    await assertFails(updateDoc(milestoneOf(db, 'live', '2'), { deliveredAt: null, delivered: '' }));
  });

  it.each(others)('refuses %s a delivery of the founder’s milestone', async (actor) => {
    await assertFails(deliverSlot(dbAs(actor), 'live', '0', { deliveredAt: serverTimestamp(), delivered: 'Done' }));
  });

  it('refuses a delivery on a pending project and on a closed one', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(deliverSlot(db, 'draft', '0', { deliveredAt: serverTimestamp(), delivered: 'Done' }));
    await assertFails(deliverSlot(db, 'closed', '0', { deliveredAt: serverTimestamp(), delivered: 'Done' }));
  });
});

describe('Postpone', () => {
  const first = (to: Timestamp, overrides: Record<string, unknown> = {}) => ({
    due: to,
    'postponements.0': { ...postponement(day(20), to, serverTimestamp()), ...overrides },
  });

  it('is the founder’s, twice (the app’s postponeMilestone): the original date and both postponements stay', async () => {
    const db = erin();
    await postponeMilestone(
      'live',
      { id: '0', due: new Date(today() + 20 * DAY), postponements: [] },
      { due: new Date(today() + 35 * DAY), reason: 'Parts' },
      db,
    );
    const once = {
      id: '0',
      due: new Date(today() + 35 * DAY),
      postponements: [{ from: new Date(), to: new Date(), reason: 'Parts', at: null }],
    };
    await postponeMilestone('live', once, { due: new Date(today() + 50 * DAY), reason: 'Customs' }, db);
    const stored = await readAsBackend('projects/live/milestones/0');
    expect(stored).toMatchObject({
      due: day(50),
      originalDue: day(20),
      postponements: { '0': { from: day(20), to: day(35), reason: 'Parts' }, '1': { from: day(35), to: day(50), reason: 'Customs' } },
    });
  });

  it('refuses a third postponement', async () => {
    await assertFails(
      updateDoc(milestoneOf(dbAs('entrepreneur'), 'live', '1'), {
        due: day(60),
        'postponements.2': postponement(day(40), day(60), serverTimestamp()),
      }),
    );
  });

  it('refuses postponing a delivered milestone', async () => {
    await assertFails(
      updateDoc(milestoneOf(dbAs('entrepreneur'), 'live', '2'), {
        due: day(30),
        'postponements.0': postponement(day(-5), day(30), serverTimestamp()),
      }),
    );
  });

  it.each([
    ['a new due day in the past', first(day(-1))],
    ['a new due day of today', first(day(0))],
    ['a new due day earlier than the current one', first(day(10))],
    ['a new due day more than three years ahead', first(day(1100))],
    ['a time of the founder’s own', first(day(30), { at: Timestamp.now() })],
    ['a “from” other than the due day it had', first(day(30), { from: day(25) })],
    ['a “to” other than the new due day', first(day(30), { to: day(31) })],
    ['no reason', first(day(30), { reason: '' })],
    ['a reason of 281 characters', first(day(30), { reason: 'x'.repeat(281) })],
    ['another field in it', first(day(30), { approvedBy: 'admin' })],
    ['the original due day moved too', { ...first(day(30)), originalDue: day(30) }],
    ['a new title too', { ...first(day(30)), title: 'Something easier' }],
    ['no entry for it', { due: day(30) }],
    ['an entry under the wrong key', { due: day(30), 'postponements.1': postponement(day(20), day(30), serverTimestamp()) }],
  ])('refuses a postponement with %s', async (_what, change) => {
    await assertFails(updateDoc(milestoneOf(dbAs('entrepreneur'), 'live', '0'), change));
  });

  it('refuses rewriting or removing an earlier postponement', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(updateDoc(milestoneOf(db, 'returned', '1'), { 'postponements.0.reason': 'Something else' }));
    await seed({
      'projects/live/milestones/4': planned(day(30), { originalDue: day(20), postponements: { '0': postponement(day(20), day(30)) } }),
    });
    await assertFails(
      updateDoc(milestoneOf(db, 'live', '4'), {
        due: day(45),
        'postponements.0': deleteField(),
        'postponements.1': postponement(day(30), day(45), serverTimestamp()),
      }),
    );
    await assertSucceeds(
      postponeSlot(db, 'live', '4', { due: day(45), 'postponements.1': postponement(day(30), day(45), serverTimestamp()) }),
    );
  });

  it.each(others)('refuses %s a postponement of the founder’s milestone', async (actor) => {
    await assertFails(updateDoc(milestoneOf(dbAs(actor), 'live', '0'), first(day(30))));
  });

  it('refuses a postponement on a closed project', async () => {
    await assertFails(updateDoc(milestoneOf(dbAs('entrepreneur'), 'closed', '0'), first(day(30))));
  });
});

describe('the clock’s Late mark (lateAt, lateDue)', () => {
  const mark = { lateAt: when, lateDue: day(-3) };
  beforeEach(() => seed({ 'projects/live/milestones/3': planned(day(-3), mark) }));

  it('is read with the milestone, by a guest too', async () => {
    const read = await assertSucceeds(getDoc(milestoneOf(dbAs('guest'), 'live', '3')));
    expect(read.data()).toMatchObject(mark);
  });

  it.each<Actor>(['entrepreneur', ...others])('is never written by %s: not set, moved or removed', async (actor) => {
    const db = dbAs(actor);
    await assertFails(updateDoc(milestoneOf(db, 'live', '0'), { lateAt: serverTimestamp(), lateDue: day(20) }));
    await assertFails(updateDoc(milestoneOf(db, 'live', '3'), { lateDue: day(-2) }));
    await assertFails(updateDoc(milestoneOf(db, 'live', '3'), { lateAt: deleteField(), lateDue: deleteField() }));
  });

  it('stays through a postponement, which may not move it', async () => {
    const db = dbAs('entrepreneur');
    const postponing = { due: day(30), 'postponements.0': postponement(day(-3), day(30), serverTimestamp()) };
    await assertFails(postponeSlot(db, 'live', '3', { ...postponing, lateDue: day(30) }));
    await assertFails(postponeSlot(db, 'live', '3', { ...postponing, lateAt: deleteField() }));
    await assertSucceeds(postponeSlot(db, 'live', '3', postponing));
    expect(await readAsBackend('projects/live/milestones/3')).toMatchObject({ due: day(30), ...mark });
  });

  it('stays through a delivery, which may not take it off', async () => {
    const db = dbAs('entrepreneur');
    const delivery = { deliveredAt: serverTimestamp(), delivered: 'Done' };
    await assertFails(deliverSlot(db, 'live', '3', { ...delivery, lateAt: deleteField(), lateDue: deleteField() }));
    await assertSucceeds(deliverSlot(db, 'live', '3', delivery));
    expect(await readAsBackend('projects/live/milestones/3')).toMatchObject({ delivered: 'Done', ...mark });
  });
});
