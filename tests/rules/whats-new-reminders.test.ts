// What's new's reminders (issue 34), read through the app's own fetchInboxItems against the emulator and
// its rules: a backer's last day to cancel (the day before the cut-off, 48 hours before the deadline) and a
// saved campaign's last 48 hours; nothing for campaigns further off, cancelled money or unsaved campaigns.
// And a founder's milestones due within 7 days or Late, of their approved campaigns only.
import { Timestamp } from 'firebase/firestore';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-items-api';
import { appFirestoreAs } from './app-client';
import { actors, fromNow, HOUR, seed, setupRulesEnv, storedMarker, storedProject } from './rules-env';
import { FOUNDER_MILESTONE_CAMPAIGNS } from '../../src/features/engagement/api/reminders/reminder-reads';

setupRulesEnv();

const savedAt = Timestamp.fromMillis(Date.UTC(2026, 9, 2));

beforeEach(() =>
  seed({
    // Backed: the cut-off is 12 hours away (the deadline in 60), and one further off (the cut-off in 2 days).
    'projects/soon': storedProject({ title: 'Soon Solar', endsAt: fromNow(60 * HOUR), raised: 250, lastInvestmentId: 'a' }),
    'projects/soon/investors/ivy': storedMarker('ivy', 'a'),
    'projects/later': storedProject({ title: 'Later Lamps', endsAt: fromNow(96 * HOUR), raised: 250, lastInvestmentId: 'b' }),
    'projects/later/investors/ivy': storedMarker('ivy', 'b'),
    // Backed, then cancelled: no reminder.
    'projects/cancelled': storedProject({ title: 'Cancelled Cups', endsAt: fromNow(60 * HOUR), raised: 0, lastInvestmentId: 'c' }),
    'projects/cancelled/investors/ivy': storedMarker('ivy', 'c', 0, 0),
    // Saved, ending in 30 hours; saved, ending in 3 days; ending in 20 hours but not saved.
    'projects/ending': storedProject({ title: 'Ending Elm', endsAt: fromNow(30 * HOUR) }),
    'users/ivy/saved/ending': { savedAt },
    'projects/far': storedProject({ title: 'Far Ferns', endsAt: fromNow(72 * HOUR) }),
    'users/ivy/saved/far': { savedAt },
    'projects/unsaved': storedProject({ title: 'Unsaved Urns', endsAt: fromNow(20 * HOUR) }),
  }),
);

it('reminds a backer of the last day to cancel and a saver of a campaign’s last 48 hours, the soonest first', async () => {
  const { reminders } = await fetchInboxItems({ uid: 'ivy' }, [], appFirestoreAs(actors.investor));
  expect(reminders.map((r) => [r.kind, r.projectTitle])).toEqual([
    ['cancel-reminder', 'Soon Solar'],
    ['ending-reminder', 'Ending Elm'],
  ]);
  expect(reminders[0].title).toMatch(/^You can cancel until /);
});

it('tells another member nothing of Ivy’s', async () => {
  const { reminders } = await fetchInboxItems({ uid: 'olivia' }, [], appFirestoreAs(actors.investor2));
  expect(reminders).toEqual([]);
});

describe('a founder’s milestones (issue 34)', () => {
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
  // Newer than the campaigns above, so among the founder's newest FOUNDER_MILESTONE_CAMPAIGNS.
  const newer = (n: number) => Timestamp.fromMillis(Date.UTC(2026, 10, 1) + n * HOUR);

  beforeEach(() =>
    seed({
      'projects/built': storedProject({ title: 'Built Barns', createdAt: newer(1) }),
      'projects/built/milestones/0': milestone('Frames up', 3),
      'projects/built/milestones/1': milestone('Permits filed', -2),
      'projects/built/milestones/2': milestone('Land bought', -5, 6),
      'projects/built/milestones/3': milestone('Roofs on', 20),
      // Ended short of its goal (its final copy of Raised), closed, and Sam's: nothing of theirs.
      'projects/short': storedProject({
        title: 'Short Sheds',
        createdAt: newer(2),
        endsAt: fromNow(-48 * HOUR),
        raisedSyncedAt: fromNow(-24 * HOUR),
        raised: 10,
      }),
      'projects/short/milestones/0': milestone('Sheds built', -1),
      'projects/shut': storedProject({ title: 'Shut Shops', createdAt: newer(3), approved: false, status: 'closed' }),
      'projects/shut/milestones/0': milestone('Shop open', -1),
      'projects/sams': storedProject({ title: 'Sam’s Silos', createdAt: newer(4), creatorId: 'sam' }),
      'projects/sams/milestones/0': milestone('Silo up', -1),
    }),
  );

  it('reminds the founder of a Late milestone and one due within 7 days, naming the project', async () => {
    expect(FOUNDER_MILESTONE_CAMPAIGNS).toBeGreaterThanOrEqual(2);
    const { reminders } = await fetchInboxItems({ uid: 'erin', founder: true }, [], appFirestoreAs(actors.entrepreneur));
    expect(reminders.map((r) => [r.kind, r.projectId, r.title])).toEqual([
      ['milestone-late', 'built', expect.stringMatching(/^Milestone “Permits filed” is late \(due [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/)],
      ['milestone-due', 'built', expect.stringMatching(/^Milestone “Frames up” is due [A-Z][a-z]{2} \d{1,2}, \d{4}$/)],
    ]);
  });

  it('reads none for a member who is not a founder, nor Erin’s for Sam', async () => {
    expect((await fetchInboxItems({ uid: 'erin' }, [], appFirestoreAs(actors.entrepreneur))).reminders).toEqual([]);
    const sams = await fetchInboxItems({ uid: 'sam', founder: true }, [], appFirestoreAs(actors.other));
    expect(sams.reminders.map((r) => [r.kind, r.projectId])).toEqual([['milestone-late', 'sams']]);
  });
});
