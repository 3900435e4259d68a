// The 12-month limit (firestore.rules, investorLimits/{uid}): whole dollars per calendar month (UTC),
// counted over the current month and the 12 before it, which hold every 12-month period ending now.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { amount, toDate } from './stored-fields';
import type { ProjectStatus } from '@/features/campaigns/api/projects/project-read';
import { campaignMoney } from '@shared/money/campaign-money';
import { investorMarkers } from './investor-marker';
import { settleCard } from './settled-card';
import {
  coversInvestment,
  LIMIT_WINDOW_MONTHS,
  monthIndex,
  remainingAllowance,
  storedMonths,
  type LimitMonths,
} from '@shared/money/ledger';
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

/**
 * Gives back the limit held by Returned money: each of the investor's uncancelled, unreleased
 * investments, made within the limit's window, in a campaign that was closed or ended short, is marked
 * released (limitReleasedAt) in the batch that lowers its month's bucket by its amount, one batch per
 * investment. Run whenever an invest form opens, so at the latest when the investor next invests.
 * Reads the investor's markers, one card per project they hold money in, and the investments of the
 * Returned ones.
 */
export async function releaseReturnedInvestments(investorId: string, firestore: Firestore = db, now = new Date()): Promise<number> {
  const markers = await getDocs(investorMarkers(investorId, firestore));
  const held = markers.docs.filter((marker) => amount(marker.get('activeAmount')) > 0).map((marker) => marker.ref.parent.parent?.id ?? '');
  const returned: string[] = [];
  await Promise.all(
    held.map(async (projectId) => {
      const settled = await settleCard(projectId, firestore, now);
      // Not yet final (no sync since the deadline): the rules would refuse the release; tried again next time.
      if (!settled?.settled) return;
      const { card } = settled;
      const facts = {
        status: card.status as ProjectStatus,
        endsAt: toDate(card.endsAt),
        raised: amount(card.raised),
        goal: amount(card.goal),
      };
      if (campaignMoney(facts, now) === 'returned') returned.push(projectId);
    }),
  );
  const oldest = monthIndex(now) - (LIMIT_WINDOW_MONTHS - 1);
  // An investment made before the limit existed was never counted: its bucket cannot cover it, and
  // the rules refuse a bucket below zero, so it is left alone (it gives nothing back).
  const months = returned.length ? await fetchLimitMonths(investorId, firestore) : {};
  let released = 0;
  for (const projectId of returned) {
    const mine = query(
      collection(firestore, 'investments'),
      where('investorId', '==', investorId),
      where('projectId', '==', projectId),
      where('status', '==', 'active'),
    );
    for (const investment of (await getDocs(mine)).docs) {
      const createdAt = toDate(investment.get('createdAt'));
      if (investment.get('limitReleasedAt') || !createdAt || monthIndex(createdAt) < oldest) continue;
      const month = String(monthIndex(createdAt));
      const dollars = amount(investment.get('amount'));
      if (!coversInvestment(months, month, dollars)) continue;
      const batch = writeBatch(firestore);
      batch.update(investment.ref, { limitReleasedAt: serverTimestamp() });
      moveLimitLedger(batch, firestore, investorId, investment.id, Number(month), -dollars);
      await batch.commit();
      months[month] -= dollars;
      released++;
    }
  }
  return released;
}

/** What the investor can still invest in the next 12 months (read only: releaseReturnedInvestments gives back Returned money first). */
export async function fetchAllowance(investorId: string, limit: number, firestore: Firestore = db, now = new Date()): Promise<number> {
  return remainingAllowance(await fetchLimitMonths(investorId, firestore), limit, now);
}
