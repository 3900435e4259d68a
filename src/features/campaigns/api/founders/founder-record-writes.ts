// founderRecords/{uid} (issue 34): a member's moves of a founder's record, added to the batch (or
// transaction) of what it records: an update's gap and a backer's request. Each is a merge of its own
// fields and the four that name it (lastMove, lastProjectId, lastRef, lastMovedAt: the server's time),
// which the rules check against the other documents of the same batch (firestore.rules isUpdateMove,
// isRequestMove). The milestones and the spending are the server's (functions/src/founders, recordSpending).
import { increment, serverTimestamp, type Firestore, type Timestamp, type Transaction, type WriteBatch } from 'firebase/firestore/lite';
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

type Writer = Pick<WriteBatch, 'set'> | Pick<Transaction, 'set'>;
const merge = (writer: Writer, firestore: Firestore, uid: string, fields: Record<string, unknown>) =>
  (writer as WriteBatch).set(founderRecordDoc(firestore, uid), fields, { merge: true });

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

/**
 * A backer's request for an update: the founder's count of unanswered requests moves by one. It names
 * no backer (the record is public): the rules match it to the request written at the same server time.
 */
export function addRequestMove(writer: Writer, firestore: Firestore, founderId: string, projectId: string) {
  merge(writer, firestore, founderId, { unanswered: increment(1), ...naming('request', projectId, '') });
}
