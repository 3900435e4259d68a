// @vitest-environment node
// The shard an investment counts in (the functions' shardOf), and a project page syncs a stale copy only when it may.
import type { Firestore } from 'firebase/firestore/lite';
import { isQuiet, needsSync, QUIET_MS, STALE_MS, type ShardTotals } from '@/features/campaigns/api/shards/project-shards';
import { shardOf } from '../../shared/money/shards';

describe('shardOf', () => {
  it('takes the first hex digit of the id mod 4, as the rules do', () => {
    expect(['0', '4', '8', 'c'].map((d) => shardOf(`${d}1b2`))).toEqual(['0', '0', '0', '0']);
    expect(['1', '5', '9', 'd'].map((d) => shardOf(`${d}1b2`))).toEqual(['1', '1', '1', '1']);
    expect(['2', '6', 'a', 'e'].map((d) => shardOf(`${d}1b2`))).toEqual(['2', '2', '2', '2']);
    expect(['3', '7', 'b', 'f'].map((d) => shardOf(`${d}1b2`))).toEqual(['3', '3', '3', '3']);
  });

  it('counts an id not of the app’s form (not lower-case hex) in shard 3, as the rules do', () => {
    expect(shardOf('inv-ivy')).toBe('3');
    expect(shardOf('A123')).toBe('3');
    expect(shardOf('')).toBe('3');
  });
});

describe('needsSync', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const totals: ShardTotals = { raised: 300, backerCount: 2, days: {}, counted: true, ids: ['0'], mark: '0:a' };
  const project = {
    raised: 300,
    backerCount: 2,
    endsAt: new Date('2026-12-25T00:00:00Z'),
    raisedSyncedAt: new Date('2026-11-25T11:00:00Z'),
  };

  it('syncs a copy that differs from the shards, not one that agrees', () => {
    expect(needsSync(project, totals, now)).toBe(false);
    expect(needsSync({ ...project, raised: 200 }, totals, now)).toBe(true);
    expect(needsSync({ ...project, backerCount: 1 }, totals, now)).toBe(true);
  });

  it('does not try within 6 s of the last sync (the rules refuse one within 5 s)', () => {
    expect(needsSync({ ...project, raised: 200, raisedSyncedAt: new Date(now.getTime() - 5_000) }, totals, now)).toBe(false);
    expect(needsSync({ ...project, raised: 200, raisedSyncedAt: null }, totals, now)).toBe(true);
  });

  it('syncs an ended campaign whose copy is from before its deadline, even when it agrees (the final copy decides Returned money)', () => {
    const ended = { ...project, endsAt: new Date('2026-11-24T00:00:00Z') };
    expect(needsSync({ ...ended, raisedSyncedAt: new Date('2026-11-23T00:00:00Z') }, totals, now)).toBe(true);
    expect(needsSync({ ...ended, raisedSyncedAt: new Date('2026-11-24T00:00:01Z') }, totals, now)).toBe(false);
    // Its shards cannot move any more: it need not be quiet.
    expect(needsSync({ ...ended, raisedSyncedAt: new Date('2026-11-23T00:00:00Z') }, totals, now, false)).toBe(true);
  });

  it('leaves a running campaign whose shards are moving alone (a sync then would stall its investors), unless its copy is old or was never synced', () => {
    const syncedAgo = (ms: number) => new Date(now.getTime() - ms);
    expect(needsSync({ ...project, raised: 200, raisedSyncedAt: syncedAgo(60_000) }, totals, now, false)).toBe(false);
    expect(needsSync({ ...project, raised: 200, raisedSyncedAt: syncedAgo(STALE_MS - 1) }, totals, now, false)).toBe(false);
    expect(needsSync({ ...project, raised: 200, raisedSyncedAt: syncedAgo(STALE_MS) }, totals, now, false)).toBe(true);
    expect(needsSync({ ...project, raised: 200, raisedSyncedAt: null }, totals, now, false)).toBe(true);
    // Old but right: nothing to write.
    expect(needsSync({ ...project, raisedSyncedAt: syncedAgo(STALE_MS) }, totals, now, false)).toBe(false);
  });
});

describe('isQuiet', () => {
  it('says whether the shards’ sums have stood still for QUIET_MS as this client saw them, per project and per client', () => {
    const client = {} as Firestore;
    const other = {} as Firestore;
    const sums = { raised: 100, backerCount: 1 };
    expect(isQuiet(client, 'p', sums, 0)).toBe(false);
    expect(isQuiet(client, 'p', sums, QUIET_MS - 1)).toBe(false);
    expect(isQuiet(client, 'p', sums, QUIET_MS)).toBe(true);
    expect(isQuiet(client, 'q', sums, QUIET_MS)).toBe(false);
    expect(isQuiet(other, 'p', sums, QUIET_MS)).toBe(false);
    // They moved: the wait starts again from this read.
    expect(isQuiet(client, 'p', { raised: 150, backerCount: 2 }, QUIET_MS + 1)).toBe(false);
    expect(isQuiet(client, 'p', { raised: 150, backerCount: 2 }, 2 * QUIET_MS)).toBe(false);
    expect(isQuiet(client, 'p', { raised: 150, backerCount: 2 }, 2 * QUIET_MS + 1)).toBe(true);
  });
});
