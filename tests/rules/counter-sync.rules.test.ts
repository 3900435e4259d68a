import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, serverTimestamp, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { fetchShardTotals, syncProjectCounters, writeCounterSync } from '../../src/features/campaigns/api/shards/project-shards';
import { appFirestoreAs } from './app-client';
import { actors, dbAs, readAsBackend, sampleContent, seed, seedExactly, setupRulesEnv, storedProject, syncAs } from './rules-env';
import { cardFieldsOf } from '../../src/features/campaigns/api/projects/project-card';

// The project's and card's raised, backerCount and fundedRatio are a copy of the sum of its shards
// (decision 0050): anyone signed in who may read the project writes it, exactly the sum, stamped by
// the server, at most once in 5 seconds.
setupRulesEnv();

const GOAL = sampleContent.goal;
const shard = (raised: number, backerCount: number, lastInvestmentId: string) => ({
  raised,
  backerCount,
  days: { '20400': raised },
  lastInvestmentId,
});

beforeEach(() =>
  seed({
    'projects/live': storedProject({ raised: 100, backerCount: 1, fundedRatio: 100 / GOAL }),
    'projects/live/shards/0': shard(100, 1, 'a'),
    'projects/live/shards/2': shard(250, 2, 'b'),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    'projects/draft/shards/1': shard(50, 1, 'c'),
    'projects/unfunded': storedProject(),
  }),
);

describe('a sync of the counter', () => {
  it('copies the sum of the shards onto the project and its card, stamped by the server (the app’s own path)', async () => {
    expect(await syncProjectCounters('live', GOAL, appFirestoreAs(actors.other))).toBe(true);
    const project = await readAsBackend('projects/live');
    expect(project).toMatchObject({ raised: 350, backerCount: 3, fundedRatio: 350 / GOAL, syncedShards: ['0', '2'] });
    expect(project?.raisedSyncedAt).toBeInstanceOf(Timestamp);
    expect(await readAsBackend('projectCards/live')).toMatchObject({
      raised: 350,
      backerCount: 3,
      fundedRatio: 350 / GOAL,
      raisedSyncedAt: project?.raisedSyncedAt,
    });
    expect(await readAsBackend('projectCards/live')).not.toHaveProperty('syncedShards');
  });

  it('is refused again within 5 seconds of the last (viewers cannot flood the project), and allowed after', async () => {
    await assertSucceeds(syncAs(dbAs('investor'), 'live', 350, 3));
    await assertFails(syncAs(dbAs('other'), 'live', 350, 3));
    // The app does not even try while the copy is that fresh.
    expect(await syncProjectCounters('live', GOAL, appFirestoreAs(actors.other))).toBe(false);
    // 6 s later, with a shard moved since (a copy that is already the sum is refused, below).
    const synced = storedProject({
      raised: 100,
      backerCount: 1,
      fundedRatio: 100 / GOAL,
      raisedSyncedAt: Timestamp.fromMillis(Date.now() - 6_000),
      syncedShards: ['0', '2'],
    });
    await seedExactly({ 'projects/live': synced, 'projectCards/live': cardFieldsOf(synced) });
    await assertSucceeds(syncAs(dbAs('other'), 'live', 350, 3));
  });

  const seedCopy = (fields: Record<string, unknown>) => {
    const project = storedProject({ fundedRatio: Number(fields.raised) / GOAL, syncedShards: ['0', '2'], ...fields });
    return seedExactly({ 'projects/live': project, 'projectCards/live': cardFieldsOf(project) });
  };

  it('is refused when it changes nothing (the copy already is the sum; issue 33), while a real sync is allowed', async () => {
    await seedCopy({ raised: 350, backerCount: 3, raisedSyncedAt: Timestamp.fromMillis(Date.now() - 60_000) });
    await assertFails(syncAs(dbAs('other'), 'live', 350, 3));
    expect(await syncProjectCounters('live', GOAL, appFirestoreAs(actors.other))).toBe(false);
    // The same copy, but a backer short of the shards: a real change.
    await seedCopy({ raised: 350, backerCount: 2, raisedSyncedAt: Timestamp.fromMillis(Date.now() - 60_000) });
    await assertSucceeds(syncAs(dbAs('other'), 'live', 350, 3));
  });

  it('after the deadline, allows the first sync even unchanged (it makes the copy final), then refuses another', async () => {
    const endsAt = Timestamp.fromMillis(Date.now() - 3_600_000);
    await seedCopy({ raised: 350, backerCount: 3, endsAt, raisedSyncedAt: Timestamp.fromMillis(endsAt.toMillis() - 60_000) });
    await assertSucceeds(syncAs(dbAs('other'), 'live', 350, 3));
    await seedCopy({ raised: 350, backerCount: 3, endsAt, raisedSyncedAt: Timestamp.fromMillis(Date.now() - 60_000) });
    await assertFails(syncAs(dbAs('other'), 'live', 350, 3));
  });

  it.each([
    ['a raised that is not the sum', () => syncAs(dbAs('investor'), 'live', 351, 3)],
    ['a backer count that is not the sum', () => syncAs(dbAs('investor'), 'live', 350, 2)],
    ['a funded ratio that is not raised / goal', () => syncAs(dbAs('investor'), 'live', 350, 3, { extra: { fundedRatio: 1 } })],
    ['leaving out a shard that exists', () => syncAs(dbAs('investor'), 'live', 100, 1, { shards: ['0'] })],
    ['naming a shard that does not exist', () => syncAs(dbAs('investor'), 'live', 350, 3, { shards: ['0', '1', '2'] })],
    ['naming a shard that is not one of the four', () => syncAs(dbAs('investor'), 'live', 350, 3, { shards: ['0', '2', '4'] })],
    ['naming no shard', () => syncAs(dbAs('investor'), 'live', 0, 0, { shards: [] })],
    [
      'with a time of its own',
      () => syncAs(dbAs('investor'), 'live', 350, 3, { extra: { raisedSyncedAt: Timestamp.fromMillis(Date.now() + 3_600_000) } }),
    ],
    ['changing another field as well', () => syncAs(dbAs('investor'), 'live', 350, 3, { extra: { bookmarked: true } })],
    ['signed out', () => syncAs(dbAs('guest'), 'live', 350, 3)],
    ['of a pending project, by someone who may not read it', () => syncAs(dbAs('investor'), 'draft', 50, 1)],
    ['of a project with no shard (it never took money)', () => syncAs(dbAs('investor'), 'unfunded', 0, 0, { shards: ['0'] })],
  ])('is refused %s', async (_case, attempt) => {
    await assertFails(attempt());
    expect(await readAsBackend('projects/live')).toMatchObject({ raised: 100, backerCount: 1 });
  });

  it('is refused without its card, or with a card that disagrees', async () => {
    const db = dbAs('investor');
    await assertFails(
      updateDoc(doc(db, 'projects/live'), {
        raised: 350,
        backerCount: 3,
        fundedRatio: 350 / GOAL,
        raisedSyncedAt: serverTimestamp(),
        syncedShards: ['0', '2'],
      }),
    );
    const batch = writeBatch(db);
    batch.update(doc(db, 'projects/live'), {
      raised: 350,
      backerCount: 3,
      fundedRatio: 350 / GOAL,
      raisedSyncedAt: serverTimestamp(),
      syncedShards: ['0', '2'],
    });
    batch.update(doc(db, 'projectCards/live'), {
      raised: 1_000_000,
      backerCount: 3,
      fundedRatio: 350 / GOAL,
      raisedSyncedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it('is allowed of a pending project to its creator, who may read it', async () => {
    await assertSucceeds(syncAs(dbAs('entrepreneur'), 'draft', 50, 1));
  });

  it('lets whoever signed in may read the project read its shards, and no one else', async () => {
    const totals = await fetchShardTotals('live', appFirestoreAs(actors.investor));
    expect(totals).toMatchObject({ raised: 350, backerCount: 3, days: { '20400': 350 }, ids: ['0', '2'], counted: true });
    await expect(fetchShardTotals('draft', appFirestoreAs(actors.investor))).rejects.toMatchObject({ code: 'permission-denied' });
    await assertFails(getDocs(collection(dbAs('guest'), 'projects/live/shards')));
    await assertSucceeds(getDocs(collection(dbAs('entrepreneur'), 'projects/draft/shards')));
    await writeCounterSync('live', GOAL, totals, appFirestoreAs(actors.investor));
  });
});
