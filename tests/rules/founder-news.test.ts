// A founder's What's new says what the admin did to their projects and who invested, read
// through the app's own inbox functions against the emulator and its rules (the audit entries and the
// investments stamped with their uid, which only they and the admin may list).
import { collectionGroup, getDocs, query, Timestamp, where } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { fetchInboxSummary } from '../../src/features/engagement/api/inbox-api';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-items-api';
import { mergeInbox } from '../../src/features/engagement/api/inbox-items';
import { appFirestoreAs } from './app-client';
import { actors, dbAs, HOUR, seed, setupRulesEnv, storedProject } from './rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';

setupRulesEnv();

const now = Date.now();
const ago = (ms: number) => Timestamp.fromMillis(now - ms);
// Made today (local time, as What's new says "today") however early in the day the test runs.
const earlierToday = (ms: number) => Timestamp.fromMillis(Math.max(now - ms, new Date(now).setHours(0, 0, 0, 0)));
const entry = (projectId: string, creatorId: string, action: string, at: Timestamp, after: Record<string, unknown> = {}) => ({
  actorUid: 'boss',
  action,
  projectId,
  projectTitle: projectId === 'live' ? 'Solar Roofs' : 'Sam’s Shop',
  creatorId,
  subjectId: projectId,
  before: {},
  after,
  at,
});
const investment = (projectId: string, creatorId: string, investorId: string, amount: number, createdAt: Timestamp, status = 'active') => ({
  projectId,
  projectTitle: projectId === 'live' ? 'Solar Roofs' : 'Sam’s Shop',
  creatorId,
  investorId,
  investorEmail: `${investorId}@example.com`,
  investorName: investorId,
  anonymous: false,
  amount,
  createdAt,
  status,
});

const question = (projectId: string, creatorId: string, asker: string, text: string, createdAt: Timestamp, askerRole = 'investor') => ({
  text,
  askerKey: askerKeyOf(asker),
  askerName: asker === 'erin' ? 'Erin' : 'Ivy',
  askerRole,
  projectId,
  projectTitle: projectId === 'live' ? 'Solar Roofs' : 'Sam’s Shop',
  creatorId,
  createdAt,
});

beforeEach(() =>
  seed({
    'projects/live': storedProject({ title: 'Solar Roofs' }),
    'projects/shop': storedProject({ title: 'Sam’s Shop', creatorId: 'sam' }),
    'users/erin/inbox/state': { following: [], lastSeenAt: ago(48 * HOUR) },
    'audit/a-approve': entry('live', 'erin', 'approve', ago(3 * HOUR)),
    'audit/a-sendback': entry('live', 'erin', 'send_back', ago(72 * HOUR), { reviewNote: 'Add the team' }),
    'audit/a-others': entry('shop', 'sam', 'approve', ago(HOUR)),
    'investments/i1': investment('live', 'erin', 'ivy', 250, earlierToday(2 * HOUR)),
    'investments/i2': investment('live', 'erin', 'olivia', 1000, earlierToday(HOUR)),
    'investments/i3': investment('live', 'erin', 'ivy', 100, earlierToday(HOUR / 2), 'cancelled'),
    'investments/i4': investment('shop', 'sam', 'ivy', 70, ago(HOUR)),
    // Questions asked on their projects (not one the founder posted, nor one on Sam's).
    'projects/live/questions/q1': question('live', 'erin', 'ivy', 'When do you ship?', ago(4 * HOUR)),
    'projects/live/questions/q2': question('live', 'erin', 'erin', 'Asked at the meetup: price?', ago(5 * HOUR), 'founder'),
    'projects/shop/questions/q3': question('shop', 'sam', 'ivy', 'Open on Sundays?', ago(HOUR)),
  }),
);

it('counts the admin’s actions, the investments and the questions since What’s new was last opened, in the founder’s projects only', async () => {
  const erin = appFirestoreAs(actors.entrepreneur);
  // Since she last looked: 1 admin action, 3 investments (the bell counts what arrived, a cancelled one too), 2 questions (one she posted herself).
  expect((await fetchInboxSummary({ uid: 'erin', founder: true }, erin)).unread).toBe(6);
  // Not a founder: none of it is read.
  expect((await fetchInboxSummary({ uid: 'erin' }, erin)).unread).toBe(0);
});

it('lists them as sentences and a day’s sum, and a member reading as another founder is refused', async () => {
  const data = await fetchInboxItems({ uid: 'erin', founder: true }, [], appFirestoreAs(actors.entrepreneur));
  const items = mergeInbox(data.updates, data.answers, data.reports, data.outcomes, data.founderNews, data.spending, new Date(now));
  expect(items.items.map((item) => [item.kind, item.projectTitle, item.title])).toEqual([
    ['investments', 'Solar Roofs', '2 new investors, $1,250 today'],
    ['admin', 'Solar Roofs', 'The admin approved the project.'],
    ['question', 'Solar Roofs', 'Ivy asked: When do you ship?'],
    ['admin', 'Solar Roofs', 'The admin sent it back for changes: Add the team.'],
  ]);
  // Sam asking for Erin's news reads nothing of it: the rules refuse, and What's new still opens.
  const asSam = await fetchInboxItems({ uid: 'erin', founder: true }, [], appFirestoreAs(actors.other));
  expect(asSam.founderNews).toEqual({ adminNews: [], investmentDays: [], questionNews: [], requestNews: [] });
});

it('lets a founder list the questions on their own projects across projects, and nobody else list them by creator', async () => {
  const onErins = (db: ReturnType<typeof dbAs>) => getDocs(query(collectionGroup(db, 'questions'), where('creatorId', '==', 'erin')));
  expect((await assertSucceeds(onErins(dbAs('entrepreneur')))).size).toBe(2);
  await assertFails(onErins(dbAs('other')));
  await assertFails(onErins(dbAs('guest')));
  await assertFails(getDocs(collectionGroup(dbAs('entrepreneur'), 'questions')));
});
