import { FirebaseError } from 'firebase/app';
import { collectionGroup, doc, getDoc, query, where, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { asIncrements } from '@/lib/counter-move';
import { investorMarkerMove } from '@shared/money/moves';

type MarkerMove = { projectId: string; investorId: string; investmentId: string; count: 1 | -1; amount: number; anonymous: boolean };

/** How many of the investor's investments in the project are active (their own marker; 0 before the first). */
export async function fetchActiveCount(firestore: Firestore, projectId: string, investorId: string): Promise<number> {
  const active: unknown = (await getDoc(doc(firestore, 'projects', projectId, 'investors', investorId))).get('activeCount');
  return typeof active === 'number' ? active : 0;
}

/**
 * Sends a write whose Backers move rests on the investor's active count as it last read it, again
 * while the rules refuse it and `unchanged` says that count (or what else it read) has moved since:
 * another write of theirs here landed first (a second tab). At most `rounds` times.
 */
export async function sendWhileMarkerMoves<T>(send: () => Promise<T>, unchanged: () => Promise<boolean>, rounds = 8): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await send();
    } catch (error) {
      const refused = error instanceof FirebaseError && error.code === 'permission-denied';
      if (round >= rounds || !refused || (await unchanged())) throw error;
    }
  }
}

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

/** Every marker of one investor, across projects (the rules let only that investor list them). */
export const investorMarkers = (investorId: string, firestore: Firestore) =>
  query(collectionGroup(firestore, 'investors'), where('investorId', '==', investorId));
