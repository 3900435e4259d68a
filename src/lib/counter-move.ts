// The app's Lite SDK form of a counter move (shared/money/counter-move.ts): its counters as server increments.
import { increment } from 'firebase/firestore/lite';
import { mergeData, type CounterMove } from '@shared/money/counter-move';

/** The data of the move's merge write: its fields, and its counters as server increments (exact under races). */
export const asIncrements = (move: CounterMove) => mergeData(move, increment);
