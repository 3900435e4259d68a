// What's new's reminders (issue 34), read through the app's own fetchInboxItems against the emulator and
// its rules: a backer's last day to cancel (the day before the cut-off, 48 hours before the deadline) and a
// saved campaign's last 48 hours; nothing for campaigns further off, cancelled money or unsaved campaigns.
import { Timestamp } from 'firebase/firestore';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-api';
import { appFirestoreAs } from './app-client';
import { actors, fromNow, HOUR, seed, setupRulesEnv, storedMarker, storedProject } from './rules-env';

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
