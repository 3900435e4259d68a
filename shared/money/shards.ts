// The pure parts of a project's sharded counter (decision 0050): which shard an investment counts in,
// what its move adds there, what the shards sum to and the project's copy of that sum. The
// server (functions/src/money), the app's reads (src/features/campaigns/api/shards) and the demo seed
// (scripts/seed-lib.ts) all build and read the documents with them.
import type { CounterMove } from './counter-move';
import { whole } from './stored-value';

/** A UTC day's number, floor(ms / 86400000): the key of a shard's `days` (the server's day of the investment). */
export const dayNumber = (date: Date) => Math.floor(date.getTime() / 86_400_000);

/** A project's counter is split over this many shards, projects/{id}/shards/{0..3} (decision 0050: why 4). */
export const SHARD_COUNT = 4;

const SHARD_DIGITS = [/^[048c]/, /^[159d]/, /^[26ae]/];

/**
 * The shard an investment counts in: its id's first hex digit mod 4, as firestore.rules' shardOf
 * reads it (the same patterns; anything else, as an id not of the app's form, counts in shard 3).
 */
export const shardOf = (investmentId: string) => {
  const index = SHARD_DIGITS.findIndex((digit) => digit.test(investmentId));
  return String(index === -1 ? SHARD_COUNT - 1 : index);
};

/**
 * The move of the investment's shard (`shardId`) by one investment, or back with negative figures:
 * Raised, backers (one per investment) and the total of its UTC day; the shard names the investment
 * that moved it last (the rules read it).
 */
export const shardMove = (
  investmentId: string,
  move: { amount: number; backers: number; day: number },
): CounterMove & { shardId: string } => ({
  shardId: shardOf(investmentId),
  set: { lastInvestmentId: investmentId },
  add: { raised: move.amount, backerCount: move.backers, days: { [String(move.day)]: move.amount } },
});

/** Raised, backers and each day's total, summed over a project's shards; `ids` the shards summed, in order. */
export function shardSums(shards: Array<{ id: string; data: Record<string, unknown> }>) {
  const sums = { raised: 0, backerCount: 0, days: {} as Record<string, number>, ids: shards.map((shard) => shard.id).sort() };
  for (const { data } of shards) {
    sums.raised += whole(data.raised);
    sums.backerCount += whole(data.backerCount);
    const days = data.days as Record<string, unknown> | undefined;
    for (const [day, dollars] of Object.entries(days ?? {})) sums.days[day] = (sums.days[day] ?? 0) + whole(dollars);
  }
  return sums;
}

/**
 * The project's (and its card's) copy of its shards' sum, as a sync writes it, less the time it is
 * stamped with (raisedSyncedAt): Raised, backers, the funded ratio the lists sort on, and the shards
 * it summed (syncedShards, which the card does not hold).
 */
export const counterCopy = (goal: number, sums: { raised: number; backerCount: number; ids: string[] }) => ({
  raised: sums.raised,
  backerCount: sums.backerCount,
  fundedRatio: sums.raised / goal,
  syncedShards: sums.ids,
});

/**
 * Whether a project holds money now (firestore.rules holdsMoney): its shards add up to more
 * than zero, or it is from before the shards (lastInvestmentId) and was never backfilled.
 */
export const holdsMoney = (project: Record<string, unknown>, shards: Array<{ data: Record<string, unknown> }>) =>
  shards.some(({ data }) => whole(data.raised) > 0) || (typeof project.lastInvestmentId === 'string' && shards.length === 0);
