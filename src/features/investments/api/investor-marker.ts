import { doc, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { asIncrements, type CounterMove } from '@/lib/counter-move';

type MarkerMove = { projectId: string; investorId: string; investmentId: string; count: 1 | -1; amount: number };

/** The marker's move by one investment (count 1) or its cancellation (count -1, amount negative). */
export const investorMarkerMove = (move: MarkerMove): CounterMove => ({
  set: { investorId: move.investorId, lastInvestmentId: move.investmentId },
  add: { activeCount: move.count, activeAmount: move.amount },
});

/**
 * projects/{id}/investors/{uid}: how many of this investor's investments in the project are not
 * cancelled, and their sum. Moved with server increments in the batch that writes or cancels one
 * investment (named by lastInvestmentId, which the rules read), so it stays exact under races. It
 * decides whether the investor may still read a closed project, and gives Total invested per project.
 */
export function moveInvestorMarker(batch: WriteBatch, firestore: Firestore, move: MarkerMove) {
  batch.set(doc(firestore, 'projects', move.projectId, 'investors', move.investorId), asIncrements(investorMarkerMove(move)), {
    merge: true,
  });
}
