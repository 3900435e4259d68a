// projects/{id}/spending/{entryId} and projects/{id}/spendingTotal/total: where spending is
// kept and read. A page costs its entries (SPENDING_PAGE and one more, to know whether more follow) and
// one query for the corrections of those entries (at most SPENDING_PAGE); the total is one read.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { SPENDING_PAGE } from './spending-limits';
import { spendingTotalOf, type SpendingTotal } from '@shared/money/spending';
import { readSpendingEntry, type SpendingEntry } from './spending-read';

const spendingEntriesOf = (firestore: Firestore, projectId: string) => collection(firestore, 'projects', projectId, 'spending');
export const spendingTotalDoc = (firestore: Firestore, projectId: string) =>
  doc(firestore, 'projects', projectId, 'spendingTotal', 'total');

export type SpendingCursor = QueryDocumentSnapshot;
/** An entry with its correction, when it has one. */
export type SpendingRecord = SpendingEntry & { correction: SpendingEntry | null };

/** The running total: what was spent, per line, and how many entries. */
export async function fetchSpendingTotal(projectId: string, firestore: Firestore = db): Promise<SpendingTotal> {
  return spendingTotalOf((await getDoc(spendingTotalDoc(firestore, projectId))).data());
}

/** One page of entries, newest first, each with its correction (corrections are not listed on their own). */
export async function fetchSpendingPage(projectId: string, cursor: SpendingCursor | null, firestore: Firestore = db) {
  const { docs, next } = await readPageAndOne(
    query(spendingEntriesOf(firestore, projectId), where('corrects', '==', ''), orderBy('createdAt', 'desc')),
    cursor && startAfter(cursor),
    SPENDING_PAGE,
  );
  const entries = docs.map((d) => readSpendingEntry(d.id, d.data()));
  const corrections =
    entries.length === 0
      ? []
      : (
          await getDocs(
            query(
              spendingEntriesOf(firestore, projectId),
              where(
                'corrects',
                'in',
                entries.map((e) => e.id),
              ),
            ),
          )
        ).docs.map((d) => readSpendingEntry(d.id, d.data()));
  const records: SpendingRecord[] = entries.map((entry) => ({
    ...entry,
    correction: corrections.find((c) => c.corrects === entry.id) ?? null,
  }));
  return { records, cursor: next as SpendingCursor | null };
}
