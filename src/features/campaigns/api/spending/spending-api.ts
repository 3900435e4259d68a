// Recording spending (issue 34): an entry (or a correction) and the running total it moves, in one
// transaction; the rules check the move with getAfter.
import { doc, runTransaction, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { fetchShardTotals, writeCounterSync } from '@/features/campaigns/api/shards/project-shards';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { correctionId, raisedIsFinal, totalAfter } from './spending-model';
import { readSpendingTotal } from './spending-read';
import { spendingTotalDoc } from './spending-reads';
import { addSpendingMove } from '@/features/campaigns/api/founders/founder-record-writes';

const entryDoc = (firestore: Firestore, projectId: string, entryId: string) => doc(firestore, 'projects', projectId, 'spending', entryId);

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
 * Records an entry and moves the running total and the founder's record (the Track record's spending) by
 * its amount, in one transaction (the rules check both moves with getAfter). A campaign whose copy of raised is from before its deadline is synced first:
 * the rules decide Funded by the final copy only.
 */
export async function recordSpending(
  project: Pick<Project, 'id' | 'title' | 'creatorId' | 'goal' | 'endsAt' | 'raisedSyncedAt'>,
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
      projectId: project.id,
      projectTitle: project.title,
    });
    transaction.set(totalRef, totalAfter(total, entry.line, entry.amount, entryId));
    addSpendingMove(transaction, firestore, project.creatorId, project.id, entryId, entry.amount);
  });
  return entryId;
}
