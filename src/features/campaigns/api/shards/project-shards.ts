// The project's sharded counter, projects/{id}/shards/{0..3} (decision 0050): each investment moves one
// shard, so a hot campaign's investors do not all write the project. Raised and backers are the sum of
// the shards; the project's and card's raised, backerCount and fundedRatio are the server's copy of it
// (functions/src/counters/raised-copy.ts), for the lists and Most funded.
import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import type { ShardSums } from '@/features/campaigns/api/projects/project-read';
import { shardSums } from '@shared/money/shards';

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
  return shardTotalsOf(shards.docs.map((shard) => ({ id: shard.id, data: shard.data() })));
}

/** The totals of a project's shards as read (by the SDK, or early by index.html). */
export function shardTotalsOf(shards: Array<{ id: string; data: Record<string, unknown> }>): ShardTotals {
  const sorted = [...shards].sort((a, b) => a.id.localeCompare(b.id));
  return {
    ...shardSums(sorted),
    counted: sorted.length > 0,
    mark: sorted.map((shard) => `${shard.id}:${String(shard.data.lastInvestmentId ?? '')}`).join(' '),
  };
}
