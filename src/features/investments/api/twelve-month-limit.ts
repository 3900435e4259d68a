// The 12-month limit's ledger (investorLimits/{uid}, shared/money/ledger.ts) as the app reads it: the
// invest and cancel functions and the clock write it.
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { remainingAllowance, storedMonths, type LimitMonths } from '@shared/money/ledger';

export async function fetchLimitMonths(investorId: string, firestore: Firestore = db): Promise<LimitMonths> {
  const snapshot = await getDoc(doc(firestore, 'investorLimits', investorId));
  return storedMonths(snapshot.get('months'));
}

/** What the investor can still invest in the next 12 months (read only: the server's clock gives back Returned money). */
export async function fetchAllowance(investorId: string, limit: number, firestore: Firestore = db, now = new Date()): Promise<number> {
  return remainingAllowance(await fetchLimitMonths(investorId, firestore), limit, now);
}
