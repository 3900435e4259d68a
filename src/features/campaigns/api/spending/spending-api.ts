// projects/{id}/spending/{entryId} and projects/{id}/spendingTotal/total (issue 34): where spending is
// kept, read and written. A page costs its entries (SPENDING_PAGE and one more, to know whether more
// follow) and one query for the corrections of those entries (at most SPENDING_PAGE); the total is one read.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { fetchShardTotals, writeCounterSync } from '@/features/campaigns/api/shards/project-shards';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { SPENDING_PAGE } from './spending-limits';
import { correctionId, raisedIsFinal, totalAfter } from './spending-model';
import { readSpendingEntry, readSpendingTotal, type SpendingEntry, type SpendingTotal } from './spending-read';

const entriesOf = (firestore: Firestore, projectId: string) => collection(firestore, 'projects', projectId, 'spending');
const entryDoc = (firestore: Firestore, projectId: string, entryId: string) => doc(firestore, 'projects', projectId, 'spending', entryId);
export const spendingTotalDoc = (firestore: Firestore, projectId: string) =>
  doc(firestore, 'projects', projectId, 'spendingTotal', 'total');

export type SpendingCursor = QueryDocumentSnapshot;
/** An entry with its correction, when it has one. */
export type SpendingRecord = SpendingEntry & { correction: SpendingEntry | null };

/** The running total: what was spent, per line, and how many entries. */
export async function fetchSpendingTotal(projectId: string, firestore: Firestore = db): Promise<SpendingTotal> {
  return readSpendingTotal((await getDoc(spendingTotalDoc(firestore, projectId))).data());
}

/** One page of entries, newest first, each with its correction (corrections are not listed on their own). */
export async function fetchSpendingPage(projectId: string, cursor: SpendingCursor | null, firestore: Firestore = db) {
  const { docs, next } = await readPageAndOne(
    query(entriesOf(firestore, projectId), where('corrects', '==', ''), orderBy('createdAt', 'desc')),
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
              entriesOf(firestore, projectId),
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

/** What the founder records: an entry, or (corrects set) a correction of one, with a negative amount. */
export type SpendingWrite = {
  spentOn: Date;
  line: string;
  amount: number;
  paidFor: string;
  evidenceUrl: string;
  /** The corrected entry's id, or '' for an entry of its own. */
  corrects: string;
};

/**
 * Records an entry and moves the running total by its amount, in one transaction (the rules check the
 * move with getAfter). A campaign whose copy of raised is from before its deadline is synced first:
 * the rules decide Funded by the final copy only.
 */
export async function recordSpending(
  project: Pick<Project, 'id' | 'goal' | 'endsAt' | 'raisedSyncedAt'>,
  entry: SpendingWrite,
  firestore: Firestore = db,
): Promise<string> {
  if (!raisedIsFinal(project)) {
    const totals = await fetchShardTotals(project.id, firestore).catch(() => null);
    if (totals?.counted) await writeCounterSync(project.id, project.goal, totals, firestore).catch(() => undefined);
  }
  const entryId = entry.corrects ? correctionId(entry.corrects) : crypto.randomUUID();
  await runTransaction(firestore, async (transaction) => {
    const totalRef = spendingTotalDoc(firestore, project.id);
    const total = readSpendingTotal((await transaction.get(totalRef)).data());
    transaction.set(entryDoc(firestore, project.id, entryId), {
      ...entry,
      spentOn: Timestamp.fromDate(entry.spentOn),
      createdAt: serverTimestamp(),
    });
    transaction.set(totalRef, totalAfter(total, entry.line, entry.amount, entryId));
  });
  return entryId;
}
