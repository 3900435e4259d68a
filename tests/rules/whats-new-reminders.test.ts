// What's new's reminders, kept by the clock (functions/src/clock/reminders.ts, run
// here with the Admin SDK on this file's project) and read through the app's own fetchInboxItems
// against the emulator and its rules: a backer's last day to cancel (the day before the cut-off, 48 hours
// before the deadline) and a saved campaign's last 48 hours; nothing for campaigns further off, cancelled
// money or unsaved campaigns. And a founder's milestones due within 7 days or Late, of their approved
// campaigns only. Each member reads only their own; a tick that finds nothing new writes nothing.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-items-api';
import { keepReminders } from '../../functions/src/clock/reminders';
import { settleCampaigns } from '../../functions/src/clock/settle';
import { appFirestoreAs } from './app-client';
import { cancelAsServer, investAsServer, serverDb } from './server-money';
import { actorProfiles, actors, dbAs, fromNow, HOUR, seed, setupRulesEnv, storedProject } from './rules-env';

setupRulesEnv();

const savedAt = Timestamp.fromMillis(Date.UTC(2026, 9, 2));
const tick = () => keepReminders(serverDb());

describe('a backer’s and a saver’s reminders', () => {
  beforeEach(async () => {
    await seed({
      ...actorProfiles(),
      // Backed: the cut-off is 12 hours away (the deadline in 60), and one further off (the cut-off in 2 days).
      'projects/soon': storedProject({ title: 'Soon Solar', endsAt: fromNow(60 * HOUR) }),
      'projects/later': storedProject({ title: 'Later Lamps', endsAt: fromNow(96 * HOUR) }),
      // Backed, then cancelled: no reminder.
      'projects/cancelled': storedProject({ title: 'Cancelled Cups', endsAt: fromNow(60 * HOUR) }),
      // Saved, ending in 30 hours; saved, ending in 3 days; ending in 20 hours but not saved.
      'projects/ending': storedProject({ title: 'Ending Elm', endsAt: fromNow(30 * HOUR) }),
      'users/ivy/saved/ending': { savedAt },
      'projects/far': storedProject({ title: 'Far Ferns', endsAt: fromNow(72 * HOUR) }),
      'users/ivy/saved/far': { savedAt },
      'projects/unsaved': storedProject({ title: 'Unsaved Urns', endsAt: fromNow(20 * HOUR) }),
      // The inbox follows what the member saved or backed: the clock finds savers by it.
      'users/ivy/inbox/state': { following: ['ending', 'far', 'unsaved', 'soon', 'later', 'cancelled'], lastSeenAt: savedAt },
    });
    await investAsServer(actors.investor, 'soon', 250);
    await investAsServer(actors.investor, 'later', 250);
    await cancelAsServer(actors.investor, await investAsServer(actors.investor, 'cancelled', 250));
  });

  it('reminds a backer of the last day to cancel and a saver of a campaign’s last 48 hours, the soonest first', async () => {
    await tick();
    const { reminders } = await fetchInboxItems({ uid: 'ivy' }, [], appFirestoreAs(actors.investor));
    expect(reminders.map((r) => [r.kind, r.projectTitle])).toEqual([
      ['cancel-reminder', 'Soon Solar'],
      ['ending-reminder', 'Ending Elm'],
    ]);
    expect(reminders[0].title).toMatch(/^You can cancel until /);
  });

  it('writes nothing on a tick that finds the same, and removes a reminder that no longer holds', async () => {
    expect(await tick()).toEqual({ written: 2, removed: 0 });
    expect(await tick()).toEqual({ written: 0, removed: 0 });
    await serverDb().doc('users/ivy/saved/ending').delete();
    expect(await tick()).toEqual({ written: 0, removed: 1 });
    const { reminders } = await fetchInboxItems({ uid: 'ivy' }, [], appFirestoreAs(actors.investor));
    expect(reminders.map((r) => r.projectTitle)).toEqual(['Soon Solar']);
  });

  it('lets each member read only their own, and no member write one', async () => {
    await tick();
    const { reminders } = await fetchInboxItems({ uid: 'olivia' }, [], appFirestoreAs(actors.investor2));
    expect(reminders).toEqual([]);
    await assertSucceeds(getDocs(collection(dbAs('investor'), 'users', 'ivy', 'reminders')));
    await assertFails(getDocs(collection(dbAs('investor2'), 'users', 'ivy', 'reminders')));
    await assertFails(getDocs(collection(dbAs('guest'), 'users', 'ivy', 'reminders')));
    const own = doc(dbAs('investor'), 'users', 'ivy', 'reminders', 'cr-later');
    await assertFails(
      setDoc(own, { kind: 'cancel-reminder', projectId: 'later', projectTitle: 'Later Lamps', at: savedAt, until: savedAt }),
    );
    await assertFails(setDoc(doc(dbAs('investor'), 'users', 'ivy', 'reminders', 'cr-soon'), { projectTitle: 'Mine now' }, { merge: true }));
    // Not even the admin, and a member deletes their own only when leaving (Delete my account).
    await assertFails(setDoc(doc(dbAs('admin'), 'users', 'ivy', 'reminders', 'cr-x'), { kind: 'cancel-reminder' }));
    await assertFails(deleteDoc(doc(dbAs('investor2'), 'users', 'ivy', 'reminders', 'cr-soon')));
    await assertSucceeds(deleteDoc(doc(dbAs('investor'), 'users', 'ivy', 'reminders', 'cr-soon')));
  });
});

describe('a founder’s milestones', () => {
  const DAY = 24 * HOUR;
  const today = Math.floor(Date.now() / DAY) * DAY;
  const dueDay = (days: number) => Timestamp.fromMillis(today + days * DAY);
  const milestone = (title: string, days: number, deliveredDaysAgo?: number) => ({
    title,
    description: '',
    due: dueDay(days),
    originalDue: dueDay(days),
    postponements: {},
    deliveredAt: deliveredDaysAgo === undefined ? null : Timestamp.fromMillis(Date.now() - deliveredDaysAgo * DAY),
    delivered: deliveredDaysAgo === undefined ? '' : 'Done',
    evidenceUrl: '',
  });

  beforeEach(() =>
    seed({
      'projects/built': storedProject({ title: 'Built Barns' }),
      'projects/built/milestones/0': milestone('Frames up', 3),
      'projects/built/milestones/1': milestone('Permits filed', -2),
      'projects/built/milestones/2': milestone('Land bought', -5, 6),
      'projects/built/milestones/3': milestone('Roofs on', 20),
      // Ended short of its goal, closed, and Sam's: nothing of Erin's.
      'projects/short': storedProject({ title: 'Short Sheds', endsAt: fromNow(-48 * HOUR), raised: 10 }),
      'projects/short/milestones/0': milestone('Sheds built', -1),
      'projects/shut': storedProject({ title: 'Shut Shops', approved: false, status: 'closed' }),
      'projects/shut/milestones/0': milestone('Shop open', -1),
      'projects/sams': storedProject({ title: 'Sam’s Silos', creatorId: 'sam' }),
      'projects/sams/milestones/0': milestone('Silo up', -1),
    }),
  );

  it('reminds the founder of a Late milestone and one due within 7 days, naming the project', async () => {
    await tick();
    const { reminders } = await fetchInboxItems({ uid: 'erin', founder: true }, [], appFirestoreAs(actors.entrepreneur));
    expect(reminders.map((r) => [r.kind, r.projectId, r.title])).toEqual([
      ['milestone-late', 'built', expect.stringMatching(/^Milestone “Permits filed” is late \(due [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/)],
      ['milestone-due', 'built', expect.stringMatching(/^Milestone “Frames up” is due [A-Z][a-z]{2} \d{1,2}, \d{4}$/)],
    ]);
  });

  it('gives Sam his own and no one else’s, and drops a milestone once delivered', async () => {
    await tick();
    const sams = await fetchInboxItems({ uid: 'sam', founder: true }, [], appFirestoreAs(actors.other));
    expect(sams.reminders.map((r) => [r.kind, r.projectId])).toEqual([['milestone-late', 'sams']]);
    await serverDb().doc('projects/sams/milestones/0').update({ deliveredAt: new Date(), delivered: 'Up' });
    await tick();
    expect((await fetchInboxItems({ uid: 'sam', founder: true }, [], appFirestoreAs(actors.other))).reminders).toEqual([]);
  });
});

describe('what became of the money, told by the clock when it settles', () => {
  beforeEach(async () => {
    await seed({
      ...actorProfiles(),
      'projects/short': storedProject({ title: 'Short Sheds', endsAt: fromNow(-HOUR) }),
    });
    await investAsServer(actors.investor, 'short', 250, { at: new Date(Date.now() - 2 * HOUR) });
    await settleCampaigns(serverDb());
  });

  it('tells the investor, and only them, that their money was Returned', async () => {
    const { outcomes } = await fetchInboxItems({ uid: 'ivy' }, [], appFirestoreAs(actors.investor));
    expect(outcomes.map((o) => [o.projectId, o.projectTitle, o.state, o.note])).toEqual([
      ['short', 'Short Sheds', 'returned', 'This campaign ended short of its goal: every investment in it is returned to its investor.'],
    ]);
    expect((await fetchInboxItems({ uid: 'olivia' }, [], appFirestoreAs(actors.investor2))).outcomes).toEqual([]);
    await assertFails(getDocs(collection(dbAs('investor2'), 'users', 'ivy', 'outcomes')));
    await assertFails(setDoc(doc(dbAs('investor'), 'users', 'ivy', 'outcomes', 'short'), { closed: true }, { merge: true }));
    await assertFails(deleteDoc(doc(dbAs('admin'), 'users', 'ivy', 'outcomes', 'short')));
    await assertSucceeds(deleteDoc(doc(dbAs('investor'), 'users', 'ivy', 'outcomes', 'short')));
  });
});
