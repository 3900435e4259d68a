// What one investment (or its cancellation) does to a counter document (a project's shard, the
// investor's marker in it, their 12-month ledger), as data. The server sends it as increments in the
// investment's transaction (functions/src/money/increments.ts), the app's old batch as Lite increments
// (src/lib/counter-move.ts), and the seed, which writes finished state, adds the moves up (applyMove).
// So each document's fields are described once, for all of them.

/** What a move adds to counters (negative: takes back); a nested map adds to its keys (a shard's days, a ledger's months). */
export type Counts = { [field: string]: number | Counts };

/** One move of a counter document, merged into it: `add` to its counters, `set` its other fields. */
export type CounterMove = { set: Record<string, unknown>; add: Counts };

type Stored = Record<string, unknown>;

const isMap = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value);

// As a server increment does: a missing (or non-numeric) counter counts from 0, and a nested map keeps its other keys.
function added(stored: Stored, counts: Counts): Stored {
  return Object.fromEntries(
    Object.entries(counts).map(([field, by]) => {
      const was = stored[field];
      if (typeof by === 'number') return [field, (typeof was === 'number' ? was : 0) + by];
      const map = isMap(was) ? was : {};
      return [field, { ...map, ...added(map, by) }];
    }),
  );
}

/** The document after the move, from the one before it (`{}`: none yet, which the merge write creates). */
export const applyMove = (stored: Stored, move: CounterMove): Stored => ({ ...stored, ...move.set, ...added(stored, move.add) });

/** Turns a move into the data of a merge write, with `increment` making each counter's increment in one SDK or the other. */
export function mergeData<Increment>(move: CounterMove, increment: (by: number) => Increment) {
  type Increments = { [field: string]: Increment | Increments };
  const incrementsOf = (counts: Counts): Increments =>
    Object.fromEntries(Object.entries(counts).map(([field, by]) => [field, typeof by === 'number' ? increment(by) : incrementsOf(by)]));
  return { ...move.set, ...incrementsOf(move.add) };
}
