// What one investment (or its cancellation) does to a counter document (a project's shard, the
// investor's marker in it, their 12-month ledger), as data. The app sends it as server increments in
// the investment's batch (asIncrements); the seed, which writes finished state, adds the moves up
// (applyMove). So each document's fields are described once, for both.
import { increment, type FieldValue } from 'firebase/firestore/lite';

/** What a move adds to counters (negative: takes back); a nested map adds to its keys (a shard's days, a ledger's months). */
export type Counts = { [field: string]: number | Counts };

/** One move of a counter document, merged into it: `add` to its counters, `set` its other fields. */
export type CounterMove = { set: Record<string, unknown>; add: Counts };

type Increments = { [field: string]: FieldValue | Increments };

const incrementsOf = (counts: Counts): Increments =>
  Object.fromEntries(Object.entries(counts).map(([field, by]) => [field, typeof by === 'number' ? increment(by) : incrementsOf(by)]));

/** The data of the move's merge write: its fields, and its counters as server increments (exact under races). */
export const asIncrements = (move: CounterMove) => ({ ...move.set, ...incrementsOf(move.add) });

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
