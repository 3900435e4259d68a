// A campaign's card as the money decision needs it. Once the deadline has passed the shards cannot
// move, so a copy of raised stamped after it (raisedSyncedAt >= endsAt) is final; a copy from before
// it may lag (decision 0050), and the rules decide Returned money only by a final copy (isReturned).
import { doc, getDoc, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import { fetchShardTotals } from '@/features/campaigns/api/shards/project-shards';
import { toDate } from './stored-fields';

/** Whether the card's raised decides: closed (Returned whatever it raised), running, or synced since it ended. */
export function isSettled(card: DocumentData, now = new Date()) {
  const endsAt = toDate(card.endsAt);
  const syncedAt = toDate(card.raisedSyncedAt);
  return card.status === 'closed' || !endsAt || now < endsAt || (syncedAt !== null && syncedAt >= endsAt);
}

const readCard = async (projectId: string, firestore: Firestore) =>
  (await getDoc(doc(firestore, 'projectCards', projectId)).catch(() => null))?.data();

/**
 * The project's card, read only. A campaign that ended with a copy of raised from before its deadline
 * takes its raised from its shards, which the deadline has made final: what the sync would write.
 */
export async function fetchDecidedCard(projectId: string, firestore: Firestore, now = new Date()): Promise<DocumentData | null> {
  const card = await readCard(projectId, firestore);
  if (!card || isSettled(card, now)) return card ?? null;
  const totals = await fetchShardTotals(projectId, firestore).catch(() => null);
  return totals?.counted ? { ...card, raised: totals.raised } : card;
}
