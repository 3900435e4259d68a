// The 12-month limit's ledger (investorLimits/{uid}, shared/money/ledger.ts) as the app reads it, and the
// move of the older client batch that the rules still check (tests/rules).
import { doc, getDoc, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { remainingAllowance, storedMonths, type LimitMonths } from '@shared/money/ledger';
import { ledgerMove } from '@shared/money/moves';
import { asIncrements } from '@/lib/counter-move';

/** Moves one month's bucket by one investment (named, so the rules can check it), with a server increment. */
export function moveLimitLedger(
  batch: WriteBatch,
  firestore: Firestore,
  investorId: string,
  investmentId: string,
  month: number,
  by: number,
) {
  batch.set(doc(firestore, 'investorLimits', investorId), asIncrements(ledgerMove(investmentId, month, by)), { merge: true });
}

export async function fetchLimitMonths(investorId: string, firestore: Firestore = db): Promise<LimitMonths> {
  const snapshot = await getDoc(doc(firestore, 'investorLimits', investorId));
  return storedMonths(snapshot.get('months'));
}

/** What the investor can still invest in the next 12 months (read only: the server's clock gives back Returned money). */
export async function fetchAllowance(investorId: string, limit: number, firestore: Firestore = db, now = new Date()): Promise<number> {
  return remainingAllowance(await fetchLimitMonths(investorId, firestore), limit, now);
}
