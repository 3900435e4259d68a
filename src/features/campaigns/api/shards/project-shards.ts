// The project's sharded counter, projects/{id}/shards/{0..3} (decision 0050, firestore.rules match
// /shards): an investment moves one shard, so a hot campaign's investors do not all write the project.
// Raised and backers are the sum of the shards; the project's and card's raised, backerCount and
// fundedRatio are a copy of that sum (syncProjectCounters), for the lists and Most funded.
import {
  collection,
  getDoc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { projectDoc, updateProjectWithCard } from '@/features/campaigns/api/projects/project-card';
import type { Project, ProjectCounter, ShardSums } from '@/features/campaigns/api/projects/project-read';
import { counterCopy, shardSums } from '@shared/money/shards';
import { whole } from '@shared/money/stored-value';

/** The rules refuse a sync within 5 s of the last one; the app does not even try within 6 s. */
export const SYNC_INTERVAL_MS = 6_000;

/** The shards' sums and which shards exist (`ids`); `counted` is false when the project has no shard (it never took money since the shards came). */
export type ShardTotals = ShardSums & {
  days: Record<string, number>;
  counted: boolean;
  /** The investments that moved each shard last: it changes with every move, even one that leaves the sums as they were (a cancellation and a new investment of the same amount). */
  mark: string;
};

/** The exact Raised, backers and daily totals: one query, at most 4 documents however many investors. */
export async function fetchShardTotals(projectId: string, firestore: Firestore = db): Promise<ShardTotals> {
  const shards = await getDocs(collection(firestore, 'projects', projectId, 'shards'));
  const sorted = [...shards.docs].sort((a, b) => a.id.localeCompare(b.id));
  return {
    ...shardSums(sorted.map((shard) => ({ id: shard.id, data: shard.data() }))),
    counted: !shards.empty,
    mark: sorted.map((shard) => `${shard.id}:${String(shard.get('lastInvestmentId') ?? '')}`).join(' '),
  };
}

/** The shards must have stood still this long, as a client saw them, before it syncs a running campaign's copy. */
export const QUIET_MS = 20_000;
/** A running campaign's copy is synced however busy its shards are once it is this old (or was never synced). */
export const STALE_MS = 5 * 60_000;

// What a client saw of each project's shards: their sums and since when it has seen them so.
const seenSince = new WeakMap<Firestore, Map<string, { sums: string; since: number }>>();
/**
 * Whether the shards' sums have not moved for QUIET_MS as far as this client has seen (it read the
 * same sums at least that long ago, and every read since agreed); remembers what it sees. A sync
 * reads all 4 shards and writes the project, which every investment reads: during a burst it makes
 * both wait on each other (decision 0050), so a viewer waits for a pause.
 */
export function isQuiet(firestore: Firestore, projectId: string, totals: Pick<ShardTotals, 'raised' | 'backerCount'>, now = Date.now()) {
  const seen = seenSince.get(firestore) ?? new Map<string, { sums: string; since: number }>();
  seenSince.set(firestore, seen);
  const sums = `${totals.raised}/${totals.backerCount}`;
  const last = seen.get(projectId);
  if (last?.sums !== sums) {
    seen.set(projectId, { sums, since: now });
    return false;
  }
  return now - last.since >= QUIET_MS;
}

/**
 * The project's copy of the counter is to be synced: once the campaign has ended, when the copy was
 * stamped before the deadline (the final copy decides Returned money; no shard moves any more); while
 * it runs, when the copy differs from the shards and either the shards are `quiet` or the copy is
 * STALE_MS old or was never synced (so the lists lag a busy campaign by at most that, and a first
 * investment shows on the lists and the admin's Close campaign at the next view). Never within 6 s of
 * the last sync (the rules refuse one within 5 s).
 */
export function needsSync(
  project: { raised: number; backerCount: number; endsAt: Date | null; raisedSyncedAt: Date | null },
  totals: Pick<ShardSums, 'raised' | 'backerCount'>,
  now = new Date(),
  quiet = true,
) {
  const last = project.raisedSyncedAt?.getTime() ?? null;
  if (last !== null && now.getTime() - last < SYNC_INTERVAL_MS) return false;
  const ended = project.endsAt !== null && now >= project.endsAt;
  const differs = project.raised !== totals.raised || project.backerCount !== totals.backerCount;
  if (ended) return last === null || last < project.endsAt!.getTime() || differs;
  return differs && (quiet || last === null || now.getTime() - last >= STALE_MS);
}

/**
 * Writes the shards' sum onto the project and its card (raised, backerCount, fundedRatio), stamped
 * raisedSyncedAt by the server, naming the shards it summed (syncedShards, on the project only).
 */
export async function writeCounterSync(projectId: string, goal: number, totals: ShardSums, firestore: Firestore = db) {
  const batch = writeBatch(firestore);
  updateProjectWithCard(batch, firestore, projectId, { ...counterCopy(goal, totals), raisedSyncedAt: serverTimestamp() });
  await batch.commit();
}

/**
 * Whether a project page's read finds the project's copy of the counter due for a sync (needsSync),
 * remembering what it saw of the shards (isQuiet: so call it once per read).
 */
export function counterSyncDue(
  project: Pick<Project, 'id' | 'endsAt' | 'raisedSyncedAt' | 'counter'>,
  firestore: Firestore = db,
  now = new Date(),
): project is typeof project & { counter: ProjectCounter } {
  if (!project.counter) return false;
  const { shards, copy } = project.counter;
  const quiet = isQuiet(firestore, project.id, shards, now.getTime());
  return needsSync({ ...copy, endsAt: project.endsAt, raisedSyncedAt: project.raisedSyncedAt }, shards, now, quiet);
}

/** What a project page does after each read of the project (useCounterSync): syncs its copy when counterSyncDue says so. */
export async function syncCounterIfDue(project: Parameters<typeof counterSyncDue>[0] & Pick<Project, 'goal'>, firestore: Firestore = db) {
  if (!counterSyncDue(project, firestore)) return false;
  await writeCounterSync(project.id, project.goal, project.counter.shards, firestore);
  return true;
}

/** What a project page does on each read, for a client that holds no Project (the load test's viewers): reads the project and its shards, and syncs when needsSync says so. */
export async function syncWhenQuiet(projectId: string, firestore: Firestore = db): Promise<boolean> {
  const [snapshot, totals] = await Promise.all([getDoc(projectDoc(firestore, projectId)), fetchShardTotals(projectId, firestore)]);
  if (!totals.counted) return false;
  const date = (value: unknown) => (value as Timestamp | undefined)?.toDate() ?? null;
  const project = {
    raised: whole(snapshot.get('raised')),
    backerCount: whole(snapshot.get('backerCount')),
    endsAt: date(snapshot.get('endsAt')),
    raisedSyncedAt: date(snapshot.get('raisedSyncedAt')),
  };
  if (!needsSync(project, totals, new Date(), isQuiet(firestore, projectId, totals))) return false;
  await writeCounterSync(projectId, whole(snapshot.get('goal')), totals, firestore);
  return true;
}

/**
 * Copies the shards' sum onto the project and its card. The rules refuse a copy that is not the sum
 * as it is now, or within 5 seconds of the last one: best effort, so it resolves false instead of
 * throwing. Skipped (one read) when the copy is that fresh already.
 */
export async function syncProjectCounters(projectId: string, goal: number, firestore: Firestore = db): Promise<boolean> {
  try {
    const last = (await getDoc(projectDoc(firestore, projectId))).get('raisedSyncedAt') as Timestamp | undefined;
    if (last && Date.now() - last.toMillis() < SYNC_INTERVAL_MS) return false;
    await writeCounterSync(projectId, goal, await fetchShardTotals(projectId, firestore), firestore);
    return true;
  } catch {
    return false;
  }
}

/**
 * Before a write whose rules ask whether the project holds money now (a goal change, the admin's
 * Delete; firestore.rules holdsMoney): a sync, unless the project already names every shard that
 * exists (syncedShards), so the rules read each shard with one look-up instead of two. Best effort.
 */
export async function nameEveryShard(
  projectId: string,
  stored: { goal?: unknown; syncedShards?: unknown },
  totals: Pick<ShardTotals, 'ids'>,
  firestore: Firestore = db,
) {
  const named = Array.isArray(stored.syncedShards) ? (stored.syncedShards as unknown[]) : [];
  if (totals.ids.every((id) => named.includes(id))) return;
  await syncProjectCounters(projectId, Number(stored.goal), firestore);
}
