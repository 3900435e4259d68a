import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  increment,
  type Firestore,
} from 'firebase/firestore';
import { recordSpending } from '../../src/features/campaigns/api/spending/spending-api';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-items-api';
import { appFirestoreAs } from './app-client';
import { naming } from './founder-record-moves';
import {
  type Actor,
  actorProfiles,
  actors,
  appId,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
} from './rules-env';
import { DAY, today } from './days';

// Issue 34, Spending on the record: once a campaign has ended Funded, its creator (nobody else, the
// admin neither) records spending (projects/{id}/spending/{entryId}), append-only, each entry moving the
// running total (projects/{id}/spendingTotal/total) by its amount in the same batch, never past Raised.
// A correction is a negative entry under '<entry id>-correction', at most the entry's amount.
setupRulesEnv();

const GOAL = sampleContent.goal; // 50,000
const RAISED = 60_000;
const dayAt = (ms: number) => Timestamp.fromMillis(ms);
// Ended two days ago after 30 days: approved 32 days ago (the rules' approvedAt).
const endsAt = () => Timestamp.fromMillis(Date.now() - 2 * DAY);
const approvalDay = () => Math.floor((Date.now() - 32 * DAY) / DAY) * DAY;
const E1 = appId('spent-1');
const E2 = appId('spent-2');
const NEW = appId('spent-new');
const plan = [
  { label: 'Panels', amount: 30000 },
  { label: 'Installation', amount: 15000 },
  { label: 'Permits', amount: 5000 },
];
const when = Timestamp.fromMillis(Date.UTC(2026, 9, 1));
const stored = (amount: number, line = '0', corrects = '', projectId = 'funded') => ({
  spentOn: dayAt(today() - 3 * DAY),
  line,
  amount,
  paidFor: 'Forty panels',
  evidenceUrl: '',
  corrects,
  createdAt: when,
  projectId,
  projectTitle: sampleContent.title,
});
const ended = (overrides: Record<string, unknown> = {}) =>
  storedProject({
    raised: RAISED,
    backerCount: 3,
    lastInvestmentId: 'x',
    endsAt: endsAt(),
    raisedSyncedAt: Timestamp.fromMillis(Date.now() - DAY),
    ...overrides,
  });

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/funded': ended(),
    'projects/funded/useOfFunds/plan': { lines: plan, total: GOAL, updatedAt: when },
    'projects/funded/investors/ivy': storedMarker('ivy', 'x'),
    [`projects/funded/spending/${E1}`]: stored(1000),
    [`projects/funded/spending/${E2}`]: stored(500, '1'),
    [`projects/funded/spending/${E2}-correction`]: stored(-100, '1', E2),
    'projects/funded/spendingTotal/total': { spent: 1400, entryCount: 3, byLine: { '0': 1000, '1': 400 }, lastEntryId: `${E2}-correction` },
    'projects/running': storedProject({ raised: RAISED, lastInvestmentId: 'x', raisedSyncedAt: Timestamp.fromMillis(Date.now() - DAY) }),
    'projects/short': ended({ raised: 100 }),
    'projects/closed': ended({ approved: false, status: 'closed', closedAt: when }),
    // Ended over its goal, but its copy of raised is from before the deadline: not final yet.
    'projects/unsettled': ended({ raisedSyncedAt: Timestamp.fromMillis(Date.now() - 3 * DAY) }),
    'projects/pending': storedProject({ approved: false, status: 'pending', endsAt: null }),
    [`projects/pending/spending/${E1}`]: stored(1000, '0', '', 'pending'),
  }),
);

type Entry = ReturnType<typeof entry>;
/** A new entry as the app writes it: today, on the plan's first line. */
const entry = (overrides: Record<string, unknown> = {}) => ({
  spentOn: dayAt(today()),
  line: '0',
  amount: 2000,
  paidFor: 'Inverters',
  evidenceUrl: 'https://example.com/invoice.pdf',
  corrects: '',
  createdAt: serverTimestamp(),
  ...overrides,
});

/**
 * The entry and the total moved by it in one batch, from what the backend holds; `total` alters the
 * total written, `withTotal: false` leaves it out.
 */
async function spend(
  db: Firestore,
  data: Record<string, unknown> = entry(),
  options: { id?: string; projectId?: string; total?: Record<string, unknown>; withTotal?: boolean } = {},
) {
  const projectId = options.projectId ?? 'funded';
  const id = options.id ?? (data.corrects ? `${String(data.corrects)}-correction` : NEW);
  const before = (await readAsBackend(`projects/${projectId}/spendingTotal/total`)) ?? { spent: 0, entryCount: 0, byLine: {} };
  const byLine = before.byLine as Record<string, number>;
  const line = String(data.line);
  const amount = data.amount as number;
  const batch = writeBatch(db);
  // Named as recordSpending names it: its project and the project's title (unless the test says otherwise).
  batch.set(doc(db, 'projects', projectId, 'spending', id), { projectId, projectTitle: sampleContent.title, ...data });
  if (options.withTotal !== false)
    batch.set(doc(db, 'projects', projectId, 'spendingTotal', 'total'), {
      spent: (before.spent as number) + amount,
      entryCount: (before.entryCount as number) + 1,
      byLine: { ...byLine, [line]: (byLine[line] ?? 0) + amount },
      lastEntryId: id,
      ...options.total,
    });
  // The founder's record (the Track record) moves by the amount too (issue 34).
  batch.set(
    doc(db, 'founderRecords', 'erin'),
    { spentBy: { [projectId]: increment(amount) }, ...naming('spending', projectId, id) },
    { merge: true },
  );
  return batch.commit();
}
const correction = (of: string, amount: number, line = '0', overrides: Record<string, unknown> = {}): Entry =>
  entry({ corrects: of, amount, line, paidFor: 'Counted twice', evidenceUrl: '', ...overrides });

describe('the creator of a campaign that ended Funded records spending', () => {
  it('records an entry on a plan line with the app’s recordSpending: the total moves by it', async () => {
    const erin = appFirestoreAs(actors.entrepreneur);
    const project = {
      id: 'funded',
      title: sampleContent.title,
      creatorId: 'erin',
      goal: GOAL,
      endsAt: endsAt().toDate(),
      raisedSyncedAt: new Date(),
    };
    const spentOn = new Date(today() - DAY);
    const id = await recordSpending(project, { spentOn, line: '2', amount: 3000, paidFor: 'Permits', evidenceUrl: '', corrects: '' }, erin);
    expect(await readAsBackend(`projects/funded/spending/${id}`)).toMatchObject({
      line: '2',
      amount: 3000,
      corrects: '',
      projectId: 'funded',
      projectTitle: sampleContent.title,
    });
    expect(await readAsBackend('projects/funded/spendingTotal/total')).toEqual({
      spent: 4400,
      entryCount: 4,
      byLine: { '0': 1000, '1': 400, '2': 3000 },
      lastEntryId: id,
    });
  });

  it('syncs the final copy of raised first when the project’s is from before the deadline (recordSpending)', async () => {
    const erin = appFirestoreAs(actors.entrepreneur);
    const project = {
      id: 'unsettled',
      title: sampleContent.title,
      creatorId: 'erin',
      goal: GOAL,
      endsAt: endsAt().toDate(),
      raisedSyncedAt: new Date(Date.now() - 3 * DAY),
    };
    await recordSpending(
      project,
      { spentOn: new Date(today()), line: 'other', amount: 10, paidFor: 'Fees', evidenceUrl: '', corrects: '' },
      erin,
    );
    expect(await readAsBackend('projects/unsettled/spendingTotal/total')).toMatchObject({
      spent: 10,
      entryCount: 1,
      byLine: { other: 10 },
    });
  });

  it('records one on Other with an evidence link, on the day of approval, and the first of a project (no total before)', async () => {
    await assertSucceeds(spend(dbAs('entrepreneur'), entry({ line: 'other', spentOn: dayAt(approvalDay()) })));
    await seed({ 'projects/fresh': ended(), 'projects/fresh/useOfFunds/plan': { lines: plan, total: GOAL, updatedAt: when } });
    await assertSucceeds(spend(dbAs('entrepreneur'), entry(), { projectId: 'fresh' }));
  });

  it('records up to Raised exactly', async () => {
    await assertSucceeds(spend(dbAs('entrepreneur'), entry({ amount: RAISED - 1400 })));
  });

  it('corrects an entry with a negative amount, up to the whole of it, under the id the entry names', async () => {
    await assertSucceeds(spend(dbAs('entrepreneur'), correction(E1, -1000)));
    expect(await readAsBackend('projects/funded/spendingTotal/total')).toMatchObject({ spent: 400, byLine: { '0': 0, '1': 400 } });
  });

  it.each<[string, Actor]>([
    ['another member', 'other'],
    ['a backer', 'investor'],
    ['the admin', 'admin'],
    ['a guest', 'guest'],
  ])('refuses %s an entry or a correction', async (_who, actor) => {
    await assertFails(spend(dbAs(actor), entry()));
    await assertFails(spend(dbAs(actor), correction(E1, -10)));
  });

  it.each([
    ['running', 'running'],
    ['ended short of its goal', 'short'],
    ['closed by the admin', 'closed'],
    ['ended, with no final copy of raised yet', 'unsettled'],
    ['pending', 'pending'],
  ])('refuses spending on a campaign %s', async (_what, projectId) => {
    await assertFails(spend(dbAs('entrepreneur'), entry({ line: 'other', amount: 50 }), { projectId }));
  });
});

describe('spending is append-only', () => {
  it.each<[string, Actor]>([
    ['the creator', 'entrepreneur'],
    ['the admin', 'admin'],
  ])('refuses %s a change or removal of an entry or the total', async (_who, actor) => {
    const db = dbAs(actor);
    await assertFails(updateDoc(doc(db, `projects/funded/spending/${E1}`), { amount: 900 }));
    await assertFails(setDoc(doc(db, `projects/funded/spending/${E1}`), stored(900)));
    await assertFails(deleteDoc(doc(db, `projects/funded/spending/${E1}`)));
    await assertFails(deleteDoc(doc(db, 'projects/funded/spendingTotal/total')));
    await assertFails(updateDoc(doc(db, 'projects/funded/spendingTotal/total'), { spent: 0 }));
  });

  it('refuses a correction larger than its entry', async () => {
    await assertFails(spend(dbAs('entrepreneur'), correction(E1, -1001)));
  });

  it('refuses a correction of a correction', async () => {
    await assertFails(spend(dbAs('entrepreneur'), correction(`${E2}-correction`, -50, '1')));
  });

  it('refuses a second correction of an entry, under its id or another', async () => {
    await assertFails(spend(dbAs('entrepreneur'), correction(E2, -50, '1')));
    await assertFails(spend(dbAs('entrepreneur'), correction(E2, -50, '1'), { id: appId('second') }));
  });

  it('refuses a correction on another line than its entry’s, of nothing, or positive', async () => {
    await assertFails(spend(dbAs('entrepreneur'), correction(E1, -10, '1')));
    await assertFails(spend(dbAs('entrepreneur'), correction(appId('nothing'), -10)));
    await assertFails(spend(dbAs('entrepreneur'), correction(E1, 10)));
  });
});

describe('an entry’s fields', () => {
  it('refuses spending over Raised', async () => {
    await assertFails(spend(dbAs('entrepreneur'), entry({ amount: RAISED - 1400 + 1 })));
  });

  it.each([
    ['a future day', { spentOn: dayAt(today() + DAY) }],
    ['a day before approval', { spentOn: dayAt(approvalDay() - DAY) }],
    ['a time that is not midnight UTC', { spentOn: dayAt(today() + 1000) }],
    ['a bad evidence link (http)', { evidenceUrl: 'http://example.com/invoice.pdf' }],
    ['an evidence link on an IP address', { evidenceUrl: 'https://127.0.0.1/invoice.pdf' }],
    ['nothing it paid for', { paidFor: '' }],
    ['281 characters of what it paid for', { paidFor: 'x'.repeat(281) }],
    ['a line the plan does not have', { line: '3' }],
    ['a line of another name', { line: 'Panels' }],
    ['$0', { amount: 0 }],
    ['a negative amount that corrects nothing', { amount: -10 }],
    ['cents', { amount: 10.5 }],
    ['another field', { approvedBy: 'erin' }],
    ['a time of its own', { createdAt: when }],
    ['another project named', { projectId: 'running' }],
    ['another title than the project’s', { projectTitle: 'Something else' }],
  ])('refuses %s', async (_what, overrides) => {
    await assertFails(spend(dbAs('entrepreneur'), entry(overrides)));
  });

  it('refuses an entry under an id the app does not make', async () => {
    await assertFails(spend(dbAs('entrepreneur'), entry(), { id: 'my-entry' }));
  });

  it('refuses an entry without the total, and a total moved by another amount, line or count', async () => {
    await assertFails(spend(dbAs('entrepreneur'), entry(), { withTotal: false }));
    await assertFails(spend(dbAs('entrepreneur'), entry(), { total: { spent: 1400 } }));
    await assertFails(spend(dbAs('entrepreneur'), entry(), { total: { byLine: { '0': 3000, '1': 400, '2': 1 } } }));
    await assertFails(spend(dbAs('entrepreneur'), entry(), { total: { entryCount: 5 } }));
    await assertFails(spend(dbAs('entrepreneur'), entry(), { total: { note: 'x' } }));
  });

  it('refuses a total moved by an entry already recorded (counted twice)', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(
      setDoc(doc(db, 'projects/funded/spendingTotal/total'), {
        spent: 2400,
        entryCount: 4,
        byLine: { '0': 2000, '1': 400 },
        lastEntryId: E1,
      }),
    );
  });
});

describe('Plan vs spent is public as the project', () => {
  it.each<Actor>(['guest', 'investor', 'other', 'admin', 'entrepreneur'])(
    '%s reads a funded campaign’s spending and total',
    async (actor) => {
      const db = dbAs(actor);
      await assertSucceeds(getDoc(doc(db, 'projects/funded/spendingTotal/total')));
      await assertSucceeds(
        getDocs(query(collection(db, 'projects/funded/spending'), where('corrects', '==', ''), orderBy('createdAt', 'desc'))),
      );
      await assertSucceeds(getDocs(query(collection(db, 'projects/funded/spending'), where('corrects', 'in', [E2]))));
    },
  );

  it('a pending project’s spending is its creator’s and the admin’s only', async () => {
    await assertFails(getDocs(collection(dbAs('guest'), 'projects/pending/spending')));
    await assertFails(getDocs(collection(dbAs('other'), 'projects/pending/spending')));
    await assertFails(getDoc(doc(dbAs('guest'), 'projects/pending/spendingTotal/total')));
    await assertSucceeds(getDocs(collection(dbAs('admin'), 'projects/pending/spending')));
  });

  it('refuses a document of another name beside the total', async () => {
    // A new entry with the total it moves, and under another name a total it would start from nothing.
    const db = dbAs('entrepreneur');
    const batch = writeBatch(db);
    const total = { spent: 3400, entryCount: 4, byLine: { '0': 3000, '1': 400 }, lastEntryId: NEW };
    batch.set(doc(db, 'projects/funded/spending', NEW), { ...entry(), projectId: 'funded', projectTitle: sampleContent.title });
    batch.set(doc(db, 'projects/funded/spendingTotal/total'), total);
    batch.set(doc(db, 'projects/funded/spendingTotal/other'), { spent: 2000, entryCount: 1, byLine: { '0': 2000 }, lastEntryId: NEW });
    await assertFails(batch.commit());
  });
});

// What's new (issue 34): a member who follows a project (saved or backed) lists its spending with the
// other followed projects' ({path=**}/spending), as they list their updates; nobody lists spending
// across projects otherwise.
describe('What’s new lists the spending of followed projects', () => {
  beforeEach(() =>
    seed({
      'users/ivy/inbox/state': { following: ['funded', 'closed', 'pending'], lastSeenAt: when },
      'users/olivia/inbox/state': { following: [], lastSeenAt: when },
      'users/boss/inbox/state': { following: [], lastSeenAt: when },
      [`projects/short/spending/${E1}`]: stored(50, 'other', '', 'short'),
    }),
  );
  const across = (db: Firestore, ids?: string[]) =>
    getDocs(
      ids
        ? query(collectionGroup(db, 'spending'), where('projectId', 'in', ids), orderBy('createdAt', 'desc'))
        : query(collectionGroup(db, 'spending'), orderBy('createdAt', 'desc')),
    );

  it('gives a follower the spending of the approved projects they follow, with the app’s fetchInboxItems', async () => {
    expect((await assertSucceeds(across(dbAs('investor'), ['funded']))).size).toBe(3);
    // A followed project since closed is left out of the group, which is asked again without it.
    const { spending } = await fetchInboxItems({ uid: 'ivy' }, ['funded', 'closed'], appFirestoreAs(actors.investor));
    expect(spending.map((e) => [e.projectId, e.projectTitle, e.amount]).sort()).toEqual([
      ['funded', sampleContent.title, -100],
      ['funded', sampleContent.title, 1000],
      ['funded', sampleContent.title, 500],
    ]);
  });

  it('refuses a project not followed, one no longer approved, a query naming no projects, and everyone who follows none', async () => {
    await assertFails(across(dbAs('investor'), ['short']));
    await assertFails(across(dbAs('investor'), ['funded', 'closed']));
    await assertFails(across(dbAs('investor'), ['pending']));
    await assertFails(across(dbAs('investor')));
    for (const actor of ['investor2', 'admin', 'other', 'guest'] as const) await assertFails(across(dbAs(actor), ['funded']));
  });
});
