// Hardening: each hole, as an attack or a stuck flow that is denied, next to the legitimate flow that
// stays allowed. Every denial marked "allowed before the fix" here was allowed (or, for the backfill,
// documented) before the fix.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, Timestamp, where, writeBatch, type Firestore } from 'firebase/firestore';
import { questionAuditId, updateAuditId } from '../../shared/admin/audit-entry';
import { cardFieldsOf } from '@shared/projects/card-copy';
import { deleteUpdate } from '../../src/features/engagement/api/updates-api';
import { shardOf } from '../../shared/money/shards';
import { appFirestoreAs } from './app-client';
import { cancelAsServer } from './server-money';
import { expectMoneyInvariants, readMoney } from './money-invariants';
import {
  actorProfiles,
  actors,
  adminActionOnServer,
  approveOnServer,
  asBackend,
  closeOnServer,
  countAsBackend,
  dbAs,
  deleteOnServer,
  extendOnServer,
  readAsBackend,
  removeQuestionOnServer,
  removeUpdateOnServer,
  sampleContent,
  seed,
  seedExactly,
  sendBackOnServer,
  setupRulesEnv,
  shardTotalsAsBackend,
  storedMarker,
  storedProject,
} from './rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';

setupRulesEnv();
beforeEach(() => seed(actorProfiles()));

const GOAL = sampleContent.goal;

// ---------- A project that took money before the shards (decision 0050), and its backfill. ----------

/** An id of the app's form whose first hex digit is `first` (so shardOf sends it to shard `first` mod 4). */
const oldId = (first: string, n: number) => `${first}0000000-0000-4000-8000-00000000000${n}`;
const day = (date: number) => Timestamp.fromMillis(Date.UTC(2026, 8, date, 15));
// One investment counting in each shard, over three days (two on the same day, in different shards).
const oldInvestments = [
  { id: oldId('4', 1), investorId: 'ivy', amount: 100, createdAt: day(10) },
  { id: oldId('9', 2), investorId: 'ivy', amount: 250, createdAt: day(11) },
  { id: oldId('a', 3), investorId: 'olivia', amount: 40, createdAt: day(11) },
  { id: oldId('f', 4), investorId: 'ivy', amount: 75, createdAt: day(12) },
];
const investorOf = (uid: string) => (uid === 'ivy' ? actors.investor : actors.investor2);

/**
 * The project as it stood before the shards: raised, backers and funded ratio on the project and its
 * card, `lastInvestmentId` on the project, the investments with their receipts and investor markers,
 * no shard, and no 12-month ledger (the money came before the limit).
 */
function oldProject(id: string) {
  const raised = oldInvestments.reduce((total, investment) => total + investment.amount, 0);
  const project = storedProject({
    raised,
    backerCount: oldInvestments.length,
    fundedRatio: raised / GOAL,
    lastInvestmentId: oldInvestments[oldInvestments.length - 1].id,
  });
  const docs: Record<string, Record<string, unknown>> = { [`projects/${id}`]: project, [`projectCards/${id}`]: cardFieldsOf(project) };
  for (const investment of oldInvestments) {
    const investor = investorOf(investment.investorId);
    docs[`investments/${investment.id}`] = {
      projectId: id,
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      investorId: investor.uid,
      investorEmail: investor.email,
      investorName: investor.name,
      anonymous: false,
      amount: investment.amount,
      createdAt: investment.createdAt,
      status: 'active',
    };
    docs[`projects/${id}/backers/${investment.id}`] = { name: investor.name, amount: investment.amount, createdAt: investment.createdAt };
  }
  for (const uid of ['ivy', 'olivia']) {
    const theirs = oldInvestments.filter((investment) => investment.investorId === uid);
    docs[`projects/${id}/investors/${uid}`] = storedMarker(
      uid,
      theirs[theirs.length - 1].id,
      theirs.length,
      theirs.reduce((total, investment) => total + investment.amount, 0),
    );
  }
  return docs;
}

type Shard = { raised: number; backerCount: number; days: Record<string, number>; lastInvestmentId: string };

/**
 * docs/security.md's "Backfilling a real project", step by step, as the Admin SDK would run it (rules
 * do not apply; the emulator's client cannot query inside a transaction, so the reads come first and
 * the writes go in one batch).
 */
async function backfill(projectId: string) {
  await asBackend(async (db) => {
    // 1. Its active investments.
    const investments = await activeInvestments(db, projectId);
    // 2. Each goes into the shard its id names (shardOf: its first hex digit mod 4), in the UTC day it was made;
    // each investor counts as a backer once, in the shard of their earliest (backers are people).
    const shards = new Map<string, Shard>();
    const counted = new Set<unknown>();
    const byDate = [...investments].sort(
      (a, b) => (a.get('createdAt') as Timestamp).toMillis() - (b.get('createdAt') as Timestamp).toMillis(),
    );
    for (const investment of byDate) {
      const shardId = shardOf(investment.id);
      const key = String(Math.floor((investment.get('createdAt') as Timestamp).toMillis() / 86_400_000));
      const shard = shards.get(shardId) ?? { raised: 0, backerCount: 0, days: {}, lastInvestmentId: investment.id };
      const amount = investment.get('amount') as number;
      shard.raised += amount;
      if (!counted.has(investment.get('investorId'))) shard.backerCount += 1;
      counted.add(investment.get('investorId'));
      shard.days[key] = (shard.days[key] ?? 0) + amount;
      shards.set(shardId, shard);
    }
    // 3. Write each shard that holds any of them; no other.
    const batch = writeBatch(db);
    for (const [shardId, shard] of shards) batch.set(doc(db, 'projects', projectId, 'shards', shardId), shard);
    // 4. The project and its card hold the shards' sums, the project names the shards written.
    const raised = [...shards.values()].reduce((total, shard) => total + shard.raised, 0);
    const backerCount = [...shards.values()].reduce((total, shard) => total + shard.backerCount, 0);
    const copy = { raised, backerCount, fundedRatio: raised / GOAL };
    batch.update(doc(db, 'projects', projectId), { ...copy, syncedShards: [...shards.keys()].sort(), raisedSyncedAt: Timestamp.now() });
    batch.update(doc(db, 'projectCards', projectId), copy);
    // 5. Each shard's days add up to its raised, and Raised is what the project showed (its backers counted investments before the fix).
    for (const shard of shards.values())
      expect(Object.values(shard.days).reduce((total, dollars) => total + dollars, 0)).toBe(shard.raised);
    const project = (await getDoc(doc(db, 'projects', projectId))).data();
    expect(raised).toBe(project?.raised);
    expect(backerCount).toBe(counted.size);
    await batch.commit();
  });
}

const activeInvestments = async (db: Firestore, projectId: string) =>
  (await getDocs(query(collection(db, 'investments'), where('projectId', '==', projectId), where('status', '==', 'active')))).docs;

/** The cancel function's transaction, as the server runs it, for an old investment. */
const cancelOld = (investment: (typeof oldInvestments)[number]) => cancelAsServer(investorOf(investment.investorId), investment.id);

describe('a project that took money before the shards, once backfilled', () => {
  beforeEach(() => seedExactly(oldProject('old')));

  it('(the fixture) has money in every shard, and no shard before the backfill', async () => {
    expect(new Set(oldInvestments.map((investment) => shardOf(investment.id)))).toEqual(new Set(['0', '1', '2', '3']));
    expect((await shardTotalsAsBackend('old')).shards).toBe(0);
  });

  it('holds each old investment in the shard its id names, in its day: the money invariants hold', async () => {
    await backfill('old');
    const state = await asBackend((db) => readMoney(db, ['old']));
    expectMoneyInvariants(state, { counted: () => false });
    // The project's own Raised was right: the backfill kept it; its 4 backers were investments, now its 2 investors.
    expect(state.projects[0].project).toMatchObject({ raised: 465, backerCount: 2, syncedShards: ['0', '1', '2', '3'] });
  });

  it('lets each investor cancel their old investment in every shard, through the cancel function, down to nothing', async () => {
    await backfill('old');
    for (const investment of oldInvestments) await cancelOld(investment);
    const totals = await shardTotalsAsBackend('old');
    expect({ raised: totals.raised, backerCount: totals.backerCount, days: totals.days }).toEqual({ raised: 0, backerCount: 0, days: {} });
    for (const investment of oldInvestments) expect((await readAsBackend(`investments/${investment.id}`))?.status).toBe('cancelled');
  });
});

// ---------- Each admin action writes its own audit entry, on the server. ----------

describe('an admin action and its own new audit entry', () => {
  const asked = Timestamp.fromMillis(Date.UTC(2026, 9, 1));
  const report = (uid: 'ivy' | 'sam') => ({
    reporterId: uid,
    reporterEmail: actors[uid === 'ivy' ? 'investor' : 'other'].email,
    projectId: 'funded',
    projectTitle: sampleContent.title,
    reason: 'misleading',
    details: '',
    status: 'open',
    createdAt: asked,
  });
  const pending = () => storedProject({ approved: false, status: 'pending', endsAt: null });

  beforeEach(() =>
    seed({
      'projects/draft': pending(),
      'projects/draft2': pending(),
      'projects/live': storedProject(),
      'projects/live2': storedProject(),
      'projects/funded': storedProject({ raised: 100, lastInvestmentId: 'inv-1' }),
      'projects/funded/questions/q1': {
        text: 'When?',
        askerKey: askerKeyOf('ivy'),
        askerName: actors.investor.name,
        askerRole: 'member',
        projectId: 'funded',
        projectTitle: sampleContent.title,
        createdAt: asked,
      },
      'projects/funded/reports/ivy': report('ivy'),
      'projects/funded/reports/sam': report('sam'),
    }),
  );

  it('writes one new entry for each of the server’s admin actions, named by what it acted on', async () => {
    // Before the fix an action could name an earlier action's entry and write none; the server writes its own.
    const results = [
      await approveOnServer('draft'),
      await sendBackOnServer('draft2', 'Add the numbers'),
      await extendOnServer('live', 7),
      await closeOnServer('funded'),
      await deleteOnServer('live2'),
      await removeQuestionOnServer('funded', 'q1'),
      await adminActionOnServer({ action: 'dismiss_report', projectId: 'funded', reporterId: 'ivy' }),
      await adminActionOnServer({ action: 'action_report', projectId: 'funded', reporterId: 'sam' }),
    ];
    const ids = results.map((result) => result.auditId);
    expect(new Set(ids).size).toBe(8);
    expect(await countAsBackend('audit')).toBe(8);
    expect((await readAsBackend('deletedProjects/live2'))?.auditId).toBe(ids[4]);
    expect(ids[5]).toBe(questionAuditId('funded', 'q1', asked.toMillis()));
    expect(await readAsBackend(`audit/${ids[5]}`)).toMatchObject({ action: 'remove_question', subjectId: 'q1' });
    expect((await readAsBackend('projects/funded/reports/ivy'))?.auditId).toBe(ids[6]);
    expect((await readAsBackend('projects/funded/reports/sam'))?.auditId).toBe(ids[7]);
  });
});

describe('the admin’s removal of a campaign update', () => {
  const posted = Timestamp.fromMillis(Date.UTC(2026, 9, 2));
  const update = (title: string) => ({
    title,
    body: 'Text',
    projectId: 'live',
    projectTitle: sampleContent.title,
    creatorId: 'erin',
    createdAt: posted,
    updatedAt: posted,
  });
  const entryId = (updateId: string) => updateAuditId('live', updateId, posted.toMillis());
  beforeEach(() =>
    seed({ 'projects/live': storedProject(), 'projects/live/updates/u1': update('News'), 'projects/live/updates/u2': update('More news') }),
  );

  it('refuses the admin’s delete of someone’s update: the server removes it with its entry (allowed before the fix)', async () => {
    await assertFails(deleteDoc(doc(dbAs('admin'), 'projects/live/updates/u1')));
  });

  it('removes it on the server with its entry, and lets the creator delete their own without one', async () => {
    await removeUpdateOnServer('live', 'u1');
    expect(await readAsBackend('projects/live/updates/u1')).toBeUndefined();
    expect(await readAsBackend(`audit/${entryId('u1')}`)).toMatchObject({
      action: 'remove_update',
      actorUid: 'boss',
      projectId: 'live',
      subjectId: 'u1',
      before: { title: 'News', body: 'Text' },
      after: {},
    });
    await deleteUpdate('live', 'u2', appFirestoreAs(actors.entrepreneur));
    expect(await readAsBackend('projects/live/updates/u2')).toBeUndefined();
    expect(await countAsBackend('audit')).toBe(1);
  });
});
