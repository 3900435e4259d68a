import { doc, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { asIncrements, type CounterMove } from '@/lib/counter-move';

type MarkerMove = { projectId: string; investorId: string; investmentId: string; count: 1 | -1; amount: number; anonymous: boolean };

/**
 * The marker's move by one investment (count 1) or its cancellation (count -1, amount negative).
 * namedCount counts only investments that show the investor's name: the Investor badge beside their
 * questions needs one (firestore.rules, askerRoleIn), so it never tells that an anonymous investor invested.
 */
export const investorMarkerMove = (move: MarkerMove): CounterMove => ({
  set: { investorId: move.investorId, lastInvestmentId: move.investmentId },
  add: { activeCount: move.count, activeAmount: move.amount, namedCount: move.anonymous ? 0 : move.count },
});

/**
 * projects/{id}/investors/{uid}: how many of this investor's investments in the project are not
 * cancelled, their sum, and how many of them show the investor's name. Moved with server increments in the batch that writes or cancels one
 * investment (named by lastInvestmentId, which the rules read), so it stays exact under races. It
 * decides whether the investor may still read a closed project, and gives Total invested per project.
 */
export function moveInvestorMarker(batch: WriteBatch, firestore: Firestore, move: MarkerMove) {
  batch.set(doc(firestore, 'projects', move.projectId, 'investors', move.investorId), asIncrements(investorMarkerMove(move)), {
    merge: true,
  });
}
