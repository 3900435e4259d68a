// founderRecords/{uid} (issue 34): the founder's move of their record, added to the batch of the update
// it records: a merge of its own fields and the four that name it (lastMove, lastProjectId, lastRef,
// lastMovedAt: the server's time), which the rules check against the batch's other documents
// (firestore.rules isUpdateMove). The milestones, the spending and the backers' requests are the
// server's (functions/src/founders, recordSpending, functions/src/update-requests).
import { increment, serverTimestamp, type Firestore, type Timestamp, type WriteBatch } from 'firebase/firestore/lite';
import type { StoredFounderRecord } from './founder-record-schema';
import { founderRecordDoc } from './founder-record-reads';
import { GAPS_KEPT } from './founder-record-limits';

type Move = NonNullable<StoredFounderRecord['lastMove']>;
const naming = (move: Move, projectId: string, ref: string) => ({
  lastMove: move,
  lastProjectId: projectId,
  lastRef: ref,
  lastMovedAt: serverTimestamp(),
});

const merge = (batch: WriteBatch, firestore: Firestore, uid: string, fields: Record<string, unknown>) =>
  batch.set(founderRecordDoc(firestore, uid), fields, { merge: true });

/**
 * An update on a campaign that ended Funded: the gap since `from` (the founder's last update there as
 * stored, or the deadline before their first) goes into the ring at gapCount % GAPS_KEPT, and the
 * backers' open requests there (`answered`, the open tally's count) are answered.
 */
export function addUpdateMove(
  batch: WriteBatch,
  firestore: Firestore,
  uid: string,
  projectId: string,
  updateId: string,
  gap: { from: Timestamp; gapCount: number; answered: number },
) {
  merge(batch, firestore, uid, {
    gaps: { [String(gap.gapCount % GAPS_KEPT)]: { from: gap.from, at: serverTimestamp() } },
    gapCount: increment(1),
    unanswered: increment(-gap.answered),
    ...naming('update', projectId, updateId),
  });
}
