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

// Spending on the record: entries (projects/{id}/spending/{entryId}), the running total
// (projects/{id}/spendingTotal/total) and the founder's spentBy are written by the server alone
// (recordSpending, tests/functions/spending.test.ts proves its checks); the rules refuse every client
// write of them, the founder's and the admin's too, and give the reads to whoever may read the project.
setupRulesEnv();

const GOAL = sampleContent.goal; // 50,000
const RAISED = 60_000;
const dayAt = (ms: number) => Timestamp.fromMillis(ms);
const endsAt = () => Timestamp.fromMillis(Date.now() - 2 * DAY);
const E1 = appId('spent-1');
const E2 = appId('spent-2');
const NEW = appId('spent-new');
const plan = [
  { label: 'Panels', amount: 30000 },
  { label: 'Installation', amount: 15000 },
  { label: 'Permits', amount: 5000 },
];
const when = Timestamp.fromMillis(Date.UTC(2026, 9, 1));
const SEEDED_TOTAL = { spent: 1400, entryCount: 3, byLine: { '0': 1000, '1': 400 }, lastEntryId: `${E2}-correction` };
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
    'projects/funded/spendingTotal/total': SEEDED_TOTAL,
    'projects/short': ended({ raised: 100 }),
    'projects/closed': ended({ approved: false, status: 'closed', closedAt: when }),
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

/** The batch the app wrote before the server took spending over: the entry, the total moved by it and the founder's spentBy. */
async function spend(db: Firestore, data: Record<string, unknown>) {
  const id = data.corrects ? `${String(data.corrects)}-correction` : NEW;
  const amount = data.amount as number;
  const line = String(data.line);
  const byLine = SEEDED_TOTAL.byLine as Record<string, number>;
  const batch = writeBatch(db);
  batch.set(doc(db, 'projects/funded/spending', id), { projectId: 'funded', projectTitle: sampleContent.title, ...data });
  batch.set(doc(db, 'projects/funded/spendingTotal/total'), {
    spent: SEEDED_TOTAL.spent + amount,
    entryCount: SEEDED_TOTAL.entryCount + 1,
    byLine: { ...byLine, [line]: (byLine[line] ?? 0) + amount },
    lastEntryId: id,
  });
  batch.set(
    doc(db, 'founderRecords', 'erin'),
    { spentBy: { funded: increment(amount) }, ...naming('spending', 'funded', id) },
    { merge: true },
  );
  return batch.commit();
}
const correction = (of: string, amount: number, line = '0', overrides: Record<string, unknown> = {}): Entry =>
  entry({ corrects: of, amount, line, paidFor: 'Counted twice', evidenceUrl: '', ...overrides });

describe('no client writes spending, its total or the founder’s spentBy (the server does)', () => {
  const everyone: Actor[] = ['entrepreneur', 'admin', 'investor', 'other', 'guest'];

  it.each(everyone)('refuses %s the batch the app wrote before: an entry with its total and its move in the record', async (actor) => {
    await assertFails(spend(dbAs(actor), entry()));
    await assertFails(spend(dbAs(actor), correction(E1, -100)));
  });

  it.each(everyone)('refuses %s an entry, a total or a spentBy move alone', async (actor) => {
    const db = dbAs(actor);
    await assertFails(
      setDoc(doc(db, 'projects/funded/spending', NEW), { ...entry(), projectId: 'funded', projectTitle: sampleContent.title }),
    );
    await assertFails(
      setDoc(doc(db, 'projects/short/spendingTotal/total'), { spent: 10, entryCount: 1, byLine: { other: 10 }, lastEntryId: NEW }),
    );
    await assertFails(
      setDoc(
        doc(db, 'founderRecords', 'erin'),
        { spentBy: { funded: increment(10) }, ...naming('spending', 'funded', NEW) },
        { merge: true },
      ),
    );
  });

  it.each(everyone)('refuses %s a change or removal of an entry or the total', async (actor) => {
    const db = dbAs(actor);
    await assertFails(updateDoc(doc(db, `projects/funded/spending/${E1}`), { amount: 900 }));
    await assertFails(setDoc(doc(db, `projects/funded/spending/${E1}`), stored(900)));
    await assertFails(deleteDoc(doc(db, `projects/funded/spending/${E1}`)));
    await assertFails(updateDoc(doc(db, 'projects/funded/spendingTotal/total'), { spent: 0 }));
    await assertFails(setDoc(doc(db, 'projects/funded/spendingTotal/total'), { spent: 0, entryCount: 0, byLine: {}, lastEntryId: '' }));
    await assertFails(deleteDoc(doc(db, 'projects/funded/spendingTotal/total')));
  });

  it('leaves what is stored as it was', async () => {
    await Promise.allSettled([
      spend(dbAs('entrepreneur'), entry()),
      updateDoc(doc(dbAs('entrepreneur'), `projects/funded/spending/${E1}`), { amount: 1 }),
    ]);
    expect(await readAsBackend('projects/funded/spendingTotal/total')).toEqual(SEEDED_TOTAL);
    expect(await readAsBackend(`projects/funded/spending/${E1}`)).toMatchObject({ amount: 1000 });
    expect(await readAsBackend(`projects/funded/spending/${NEW}`)).toBeUndefined();
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
});

// What's new: a member who follows a project (saved or backed) lists its spending with the
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
