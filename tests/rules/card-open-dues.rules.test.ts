import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, Timestamp, updateDoc, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore';
import { createCampaign, updateCampaign } from '../../src/features/accountability/api/campaign-writes';
import { deliverMilestone, postponeMilestone } from '@/features/accountability/api/milestones/milestones-api';
import { appFirestoreAs } from './app-client';
import { type Actor, actorProfiles, actors, dbAs, readAsBackend, sampleContent, seed, setupRulesEnv, storedProject } from './rules-env';
import { DAY, today, day } from './days';

// A Late milestone as a badge on the cards: projectCards/{id}.openDues holds, by slot, the
// due day each of the project's milestones not delivered is judged by, so the lists read no milestone.
// Only the server writes it (a trigger on the milestones, tests/functions/milestones-late);
// the app's batches leave it alone and the rules refuse any client write that touches it.
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
const liveDues = { '0': day(20), '1': day(-3) };

// Live (approved): slot 0 due in 20 days, slot 1 Late (3 days ago), slot 2 delivered. Its card holds
// {0: day 20, 1: day -3}, as the server keeps it.
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
const card = (db: Firestore, id = 'live') => doc(db, 'projectCards', id);
const openDues = async (id = 'live') => (await readAsBackend(`projectCards/${id}`))?.openDues;
const everyone: Actor[] = ['entrepreneur', 'other', 'investor', 'admin', 'guest'];

describe('the card’s openDues is read with the card', () => {
  it.each<Actor>(['guest', 'investor', 'entrepreneur'])('by %s on an approved project', async (actor) => {
    const read = await assertSucceeds(getDoc(card(dbAs(actor))));
    expect(read.get('openDues')).toEqual(liveDues);
  });
});

describe('the app’s milestone writes leave the card’s openDues to the server', () => {
  it('Create Campaign and Update Project Details write the card without it', async () => {
    const plan = (days: number) => ({ title: 'Prototype', description: '', due: new Date(today() + days * DAY) });
    const id = await createCampaign(
      { ...sampleContent, milestones: [plan(30), plan(90)] },
      { ...actors.entrepreneur, role: 'entrepreneur' },
      erin(),
    );
    expect(await openDues(id)).toBeUndefined();
    await updateCampaign(id, { ...sampleContent, milestones: [plan(60)] }, erin());
    expect(await openDues(id)).toBeUndefined();
  });

  it('Mark as delivered and Postpone write no card', async () => {
    await deliverMilestone('live', { id: '1' }, { delivered: 'Done', evidenceUrl: '' }, erin());
    await postponeMilestone(
      'live',
      { id: '0', due: day(20).toDate(), postponements: [] },
      { due: day(40).toDate(), reason: 'Parts' },
      erin(),
    );
    expect(await readAsBackend('projects/live/milestones/1')).toMatchObject({ delivered: 'Done' });
    expect(await readAsBackend('projects/live/milestones/0')).toMatchObject({ due: day(40) });
    expect(await openDues()).toEqual(liveDues);
  });
});

describe('no client writes the card’s openDues', () => {
  it.each([
    ['a day for the delivered one', { 'openDues.2': day(-5) }],
    ['a Late milestone dropped as if delivered', { 'openDues.1': deleteField() }],
    ['a later day than the milestone’s', { 'openDues.1': day(30) }],
    ['the whole field removed', { openDues: deleteField() }],
    ['a slot with no milestone', { 'openDues.3': day(50) }],
  ])('refuses everyone %s, written alone', async (_what, change) => {
    for (const actor of everyone) await assertFails(updateDoc(card(dbAs(actor)), change));
  });

  // The admin's Bookmark, the lightest project write with its card in step.
  const bookmarked = (db: Firestore, cardWrite: (batch: WriteBatch) => void) => {
    const batch = writeBatch(db);
    batch.update(doc(db, 'projects/live'), { bookmarked: true });
    cardWrite(batch);
    return batch.commit();
  };

  it('refuses it with a project write, which goes through alone (no client writes a card: functions/src/cards)', async () => {
    const db = dbAs('admin');
    const edit = (cardChange: Record<string, unknown>) =>
      bookmarked(db, (batch) => batch.update(card(db), { bookmarked: true, ...cardChange }));
    await assertFails(edit({ 'openDues.1': deleteField() }));
    await assertFails(edit({ 'openDues.1': day(40) }));
    await assertFails(edit({}));
    await assertSucceeds(bookmarked(db, () => undefined));
    expect(await openDues()).toEqual(liveDues);
  });

  it('refuses a card written over whole (set) that leaves it out, brings its own, or keeps it', async () => {
    const db = dbAs('admin');
    const stored = (await readAsBackend('projectCards/live'))!;
    const rewrite = (cardData: Record<string, unknown>) =>
      bookmarked(db, (batch) => batch.set(card(db), { ...cardData, bookmarked: true }));
    const withoutDues = Object.fromEntries(Object.entries(stored).filter(([key]) => key !== 'openDues'));
    await assertFails(rewrite(withoutDues));
    await assertFails(rewrite({ ...withoutDues, openDues: { '0': day(20) } }));
    await assertFails(rewrite(stored));
  });
});
