import { FirebaseError } from 'firebase/app';
import { collectionGroup, doc, getDoc, query, where, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
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
 * What one investment (count 1) or its cancellation (count -1) moves Backers by, given how many of the
 * investor's investments in the project were active before: backers are people, so only a first
 * active investment adds one, and only the cancellation of the last takes one away (firestore.rules,
 * activeAfter, checks the same against the marker after the batch).
 */
export const backersMoved = (activeBefore: number, count: 1 | -1) =>
  count === 1 ? (activeBefore === 0 ? 1 : 0) : activeBefore === 1 ? -1 : 0;

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
