/** The most documents one page of a search may read; it bounds a search's cost. */
export const SEARCH_READ_CAP = 200;

export type CollectedPage<T> = {
  matches: T[];
  /** Where the next page starts (after this item); null when nothing further can match. */
  cursor: T | null;
  /** Documents read for this page. */
  reads: number;
};

type CollectOptions<T> = {
  after: T | null;
  pageSize: number;
  readCap: number;
  /** The first read's size (pageSize + 1 unless the caller knows how sparse the matches are). */
  firstBatch?: number;
};

/**
 * Reads batches in query order, keeping the items that match, until the page is full *and* one
 * more match has been seen (so "Load more" appears only when more matches exist), the query has
 * nothing left, or `readCap` documents were read (then more may exist, and the cursor says where
 * to go on). Should the first batch fall short, the next is sized by the matches it found: twice
 * what they say the rest of the page needs, so a page rarely takes more than two round trips.
 */
export async function collectPage<T>(
  readBatch: (after: T | null, size: number) => Promise<T[]>,
  matches: (item: T) => boolean,
  { after, pageSize, readCap, firstBatch = pageSize + 1 }: CollectOptions<T>,
): Promise<CollectedPage<T>> {
  const found: T[] = [];
  let last = after;
  let reads = 0;
  for (let size = firstBatch; reads < readCap;) {
    const want = Math.min(size, readCap - reads);
    const batch = await readBatch(last, want);
    reads += batch.length;
    for (const item of batch) {
      if (matches(item)) {
        // A match beyond the full page: the next page starts with it, right after `last`.
        if (found.length === pageSize) return { matches: found, cursor: last, reads };
        found.push(item);
      }
      last = item;
    }
    if (batch.length < want) return { matches: found, cursor: null, reads };
    const missing = pageSize + 1 - found.length;
    size = Math.max(2 * want, Math.ceil((2 * missing * reads) / Math.max(found.length, 1)));
  }
  return { matches: found, cursor: last, reads };
}
