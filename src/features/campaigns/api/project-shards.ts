// The project's sharded counter, projects/{id}/shards/{0..3} (decision 0050, firestore.rules match
// /shards): an investment moves one shard, so a hot campaign's investors do not all write the project.
// Raised and backers are the sum of the shards; the project's and card's raised, backerCount and
// fundedRatio are a copy of that sum (syncProjectCounters), for the lists and Most funded.
import { collection, doc, getDoc, getDocs, increment, serverTimestamp, writeBatch, type Firestore, type Timestamp, type WriteBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { projectDoc, updateProjectWithCard } from './project-card';
import { shardOf } from './shard-of';

/** The rules refuse a sync within 5 s of the last one; the app does not even try within 6 s. */
export const SYNC_INTERVAL_MS = 6_000;

// When this client last moved a shard (an investment or cancellation of its own), per Firestore instance.
const movedAt = new WeakMap<Firestore, number>();
/** The client that just invested or cancelled leaves the sync to viewers (decision 0050: investors syncing queued each other). */
export const movedMoneyRecently = (firestore: Firestore = db, now = Date.now()) => now - (movedAt.get(firestore) ?? -Infinity) < 30_000;

/** Moves the investment's shard by one investment (or back, with negative figures), with server increments. */
export function moveShard(batch: WriteBatch, firestore: Firestore, projectId: string, investmentId: string, move: { amount: number; backers: number; day: number }) {
  movedAt.set(firestore, Date.now());
  batch.set(
    doc(firestore, 'projects', projectId, 'shards', shardOf(investmentId)),
    { raised: increment(move.amount), backerCount: increment(move.backers), days: { [String(move.day)]: increment(move.amount) }, lastInvestmentId: investmentId },
    { merge: true },
  );
}

/** The shards' sums and which shards exist (`ids`); `counted` is false when the project has no shard (it never took money since the shards came). */
export type ShardTotals = { raised: number; backerCount: number; days: Record<string, number>; counted: boolean; ids: string[] };

const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The exact Raised, backers and daily totals: one query, at most 4 documents however many investors. */
export async function fetchShardTotals(projectId: string, firestore: Firestore = db): Promise<ShardTotals> {
  const shards = await getDocs(collection(firestore, 'projects', projectId, 'shards'));
  const totals: ShardTotals = { raised: 0, backerCount: 0, days: {}, counted: !shards.empty, ids: shards.docs.map((shard) => shard.id).sort() };
  for (const shard of shards.docs) {
    totals.raised += whole(shard.get('raised'));
    totals.backerCount += whole(shard.get('backerCount'));
    const days = shard.get('days') as Record<string, unknown> | undefined;
    for (const [day, dollars] of Object.entries(days ?? {})) totals.days[day] = (totals.days[day] ?? 0) + whole(dollars);
  }
  return totals;
}

// The shards' sums a client saw last, per project: a viewer syncs a running campaign only when they
// have not moved since its previous read (decision 0050: a sync reads all 4 shards and writes the
// project, which every investment reads, so a sync during a burst stalls the investors).
const lastSeen = new WeakMap<Firestore, Map<string, string>>();
/** Whether the shards' sums are what this client saw the last time it read them (and remembers these). */
export function isQuiet(firestore: Firestore, projectId: string, totals: Pick<ShardTotals, 'raised' | 'backerCount'>) {
  const seen = lastSeen.get(firestore) ?? new Map<string, string>();
  lastSeen.set(firestore, seen);
  const sums = `${totals.raised}/${totals.backerCount}`;
  const quiet = seen.get(projectId) === sums;
  seen.set(projectId, sums);
  return quiet;
}

// Projects whose never-synced copy this client has tried to sync once without waiting for quiet.
const firstTried = new WeakMap<Firestore, Set<string>>();
/**
 * A copy never synced (the card shows no money and the admin sees Delete, not Close campaign) is
 * worth one try without waiting for quiet, once per client and project: a few writes at most during a
 * burst, where trying on every read stalled the investors.
 */
export function firstSyncTry(firestore: Firestore, projectId: string, raisedSyncedAt: Date | null) {
  if (raisedSyncedAt !== null) return false;
  const tried = firstTried.get(firestore) ?? new Set<string>();
  firstTried.set(firestore, tried);
  if (tried.has(projectId)) return false;
  tried.add(projectId);
  return true;
}

/**
 * The project's copy of the counter is to be synced: once the campaign has ended, when the copy was
 * stamped before the deadline (the final copy decides Returned money; no shard moves any more); while
 * it runs, when the copy differs from the shards and the shards are `quiet` (unmoved since this
 * client's previous read). Never within 6 s of the last sync (the rules refuse one within 5 s).
 */
export function needsSync(project: { raised: number; backerCount: number; endsAt: Date | null; raisedSyncedAt: Date | null }, totals: ShardTotals, now = new Date(), quiet = true) {
  const last = project.raisedSyncedAt?.getTime() ?? 0;
  if (now.getTime() - last < SYNC_INTERVAL_MS) return false;
  const ended = project.endsAt !== null && now >= project.endsAt;
  if (ended) return last < project.endsAt!.getTime() || project.raised !== totals.raised || project.backerCount !== totals.backerCount;
  return quiet && (project.raised !== totals.raised || project.backerCount !== totals.backerCount);
}

/**
 * Whether this client syncs the copy now: needsSync, where shards that were not `quiet` still allow
 * a never-synced copy its one try (firstSyncTry).
 */
export const syncDue = (firestore: Firestore, projectId: string, project: Parameters<typeof needsSync>[0], totals: ShardTotals, quiet: boolean) =>
  needsSync(project, totals, new Date(), quiet || firstSyncTry(firestore, projectId, project.raisedSyncedAt));

/**
 * Writes the shards' sum onto the project and its card (raised, backerCount, fundedRatio), stamped
 * raisedSyncedAt by the server, naming the shards it summed (syncedShards, on the project only).
 */
export async function writeCounterSync(projectId: string, goal: number, totals: ShardTotals, firestore: Firestore = db) {
  const batch = writeBatch(firestore);
  const { raised, backerCount, ids } = totals;
  updateProjectWithCard(batch, firestore, projectId, { raised, backerCount, fundedRatio: raised / goal, raisedSyncedAt: serverTimestamp(), syncedShards: ids });
  await batch.commit();
}

/** What a project page does on each read (fetchProject), for a client that holds no Project: reads the project and its shards, and syncs when needsSync says so. */
export async function syncWhenQuiet(projectId: string, firestore: Firestore = db): Promise<boolean> {
  const [snapshot, totals] = await Promise.all([getDoc(projectDoc(firestore, projectId)), fetchShardTotals(projectId, firestore)]);
  if (!totals.counted) return false;
  const date = (value: unknown) => (value as Timestamp | undefined)?.toDate() ?? null;
  const project = { raised: whole(snapshot.get('raised')), backerCount: whole(snapshot.get('backerCount')), endsAt: date(snapshot.get('endsAt')), raisedSyncedAt: date(snapshot.get('raisedSyncedAt')) };
  if (!syncDue(firestore, projectId, project, totals, isQuiet(firestore, projectId, totals))) return false;
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
