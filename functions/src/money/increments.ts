import { FieldValue } from 'firebase-admin/firestore';
import { mergeData, type CounterMove } from '../../../shared/money/counter-move';

/** A counter move (shared/money/counter-move.ts) as the data of an Admin SDK merge write: its counters as increments. */
export const asIncrements = (move: CounterMove) => mergeData(move, (by) => FieldValue.increment(by));
