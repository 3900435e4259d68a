import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, Timestamp, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { createProject, updateProject } from '../../src/features/campaigns/api/projects/project-mutations';
import { deliverMilestone, postponeMilestone } from '../../src/features/campaigns/api/milestones/milestones-api';
import { appFirestoreAs } from './app-client';
import { naming } from './founder-record-moves';
import {
  type Actor,
  actorProfiles,
  actors,
  asBackend,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedProject,
} from './rules-env';
import { DAY, today, day } from './days';

// Issue 34, a Late milestone as a badge on the cards: projectCards/{id}.openDues holds, by slot, the
// current due day of each of the project's milestones not delivered, so the lists read no milestone.
// Every milestone write must leave its slot's entry right on the card in the same batch, and the card's
// entries change only to what their milestones are after the batch, written by the project's creator.
setupRulesEnv();

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
const when = Timestamp.fromMillis(Date.UTC(2026, 9, 1));

// Live (approved): slot 0 due in 20 days, slot 1 Late (3 days ago), slot 2 delivered. Its card (the
// seed's, as the app's batches leave it) holds {0: day 20, 1: day -3}.
beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/live': storedProject({ raised: 500, lastInvestmentId: 'x' }),
    'projects/live/milestones/0': planned(day(20)),
    'projects/live/milestones/1': planned(day(-3)),
    'projects/live/milestones/2': planned(day(-5), { deliveredAt: when, delivered: 'Shipped' }),
    'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }),
  }),
);

const erin = () => appFirestoreAs(actors.entrepreneur);
const card = (db: Firestore) => doc(db, 'projectCards', 'live');
const milestone = (db: Firestore, slot: string) => doc(db, 'projects', 'live', 'milestones', slot);
const openDues = async (id = 'live') => (await readAsBackend(`projectCards/${id}`))?.openDues;
const delivery = { deliveredAt: serverTimestamp(), delivered: 'Done', evidenceUrl: '' };
const postponement = (from: Timestamp, to: Timestamp) => ({
  due: to,
  'postponements.0': { from, to, reason: 'Parts', at: serverTimestamp() },
});

/** Slot 1 delivered with its record entry, the card written as `cardChange` says (undefined: not at all). */
function deliverOne(db: Firestore, cardChange?: DocumentData) {
  const batch = writeBatch(db);
  batch.update(milestone(db, '1'), delivery);
  batch.set(
    doc(db, 'founderRecords', 'erin'),
    { milestones: { live_1: { due: day(-3), deliveredAt: serverTimestamp() } }, ...naming('delivery', 'live', '1') },
    { merge: true },
  );
  if (cardChange) batch.update(card(db), cardChange);
  return batch.commit();
}

/** Slot 0 postponed to day 40, the card written as `cardChange` says (undefined: not at all). */
function postponeZero(db: Firestore, cardChange?: DocumentData) {
  const batch = writeBatch(db);
  batch.update(milestone(db, '0'), postponement(day(20), day(40)));
  if (cardChange) batch.update(card(db), cardChange);
  return batch.commit();
}

describe('the card’s openDues, as the app writes it', () => {
  it('starts with the milestones of Create Campaign, and follows Update Project Details', async () => {
    const plan = (days: number) => ({ title: 'Prototype', description: '', due: new Date(today() + days * DAY) });
    const id = await createProject(
      { ...sampleContent, milestones: [plan(30), plan(90)] },
      { ...actors.entrepreneur, role: 'entrepreneur' },
      erin(),
    );
    expect(await openDues(id)).toEqual({ '0': day(30), '1': day(90) });
    await updateProject(id, { ...sampleContent, milestones: [plan(60)] }, { uid: 'erin', creatorName: 'Erin Park' }, erin());
    expect(await openDues(id)).toEqual({ '0': day(60) });
  });

  it('drops a milestone marked as delivered (the app’s deliverMilestone)', async () => {
    await deliverMilestone('live', { id: '1', originalDue: day(-3).toDate() }, { delivered: 'Done', evidenceUrl: '' }, 'erin', erin());
    expect(await openDues()).toEqual({ '0': day(20) });
  });

  it('moves a postponed one to its new day (the app’s postponeMilestone)', async () => {
    await postponeMilestone(
      'live',
      { id: '0', due: day(20).toDate(), postponements: [] },
      { due: day(40).toDate(), reason: 'Parts' },
      erin(),
    );
    expect(await openDues()).toEqual({ '0': day(40), '1': day(-3) });
  });
});

describe('a milestone write leaves the card right, or is refused', () => {
  it('refuses a delivery that leaves the card stale (still Late), or keeps the entry', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(deliverOne(db));
    await assertFails(deliverOne(db, { 'openDues.1': day(-3) }));
    await assertFails(deliverOne(db, { 'openDues.1': day(30) }));
    await assertSucceeds(deliverOne(db, { 'openDues.1': deleteField() }));
  });

  it('refuses a postponement that leaves the card stale, or puts a date earlier or later than the new one there', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(postponeZero(db));
    await assertFails(postponeZero(db, { 'openDues.0': day(20) }));
    await assertFails(postponeZero(db, { 'openDues.0': day(39) }));
    await assertFails(postponeZero(db, { 'openDues.0': day(41) }));
    await assertFails(postponeZero(db, { 'openDues.0': deleteField() }));
    await assertSucceeds(postponeZero(db, { 'openDues.0': day(40) }));
  });

  it('refuses a plan whose card names another day than the milestone', async () => {
    const db = dbAs('entrepreneur');
    const plan = (cardDue: Timestamp) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'projects/draft/milestones/0'), planned(day(30)));
      batch.set(
        doc(db, 'founderRecords', 'erin'),
        { milestones: { draft_0: { due: day(30), deliveredAt: null } }, ...naming('plan', 'draft', '') },
        { merge: true },
      );
      batch.update(doc(db, 'projectCards/draft'), { 'openDues.0': cardDue });
      return batch.commit();
    };
    await assertFails(plan(day(29)));
    await assertFails(plan(day(31)));
    await assertSucceeds(plan(day(30)));
  });
});

describe('the card’s openDues written alone', () => {
  it.each([
    ['an earlier day than the milestone’s', { 'openDues.0': day(10) }],
    ['a later day than the milestone’s', { 'openDues.1': day(5) }],
    ['a Late milestone dropped as if delivered', { 'openDues.1': deleteField() }],
    ['a delivered milestone back on it', { 'openDues.2': day(-5) }],
    ['a slot with no milestone', { 'openDues.3': day(50) }],
    ['a slot the app does not make', { 'openDues.6': day(50) }],
    ['something other than a day', { 'openDues.0': 'soon' }],
    ['another card field with it', { 'openDues.0': day(20), raised: 1_000_000 }],
  ])('is refused with %s', async (_what, change) => {
    await assertFails(updateDoc(card(dbAs('entrepreneur')), change));
  });

  describe('on a card left stale (its Late milestone missing)', () => {
    beforeEach(() => asBackend((db) => updateDoc(doc(db, 'projectCards/live'), { openDues: { '0': day(20) } })));

    it('is set right by the project’s creator: the entries its milestones say', async () => {
      await assertSucceeds(updateDoc(card(dbAs('entrepreneur')), { 'openDues.1': day(-3) }));
    });

    it.each(['other', 'investor', 'admin', 'guest'] as Actor[])('is refused to %s, even with the right day', async (actor) => {
      await assertFails(updateDoc(card(dbAs(actor)), { 'openDues.1': day(-3) }));
    });
  });
});
