// A founder's update on a campaign that ended Funded moves their record (the Track record),
// kept by the server: the gap since their last update there (or the deadline before the
// first) goes into the ring gaps[gapCount % GAPS_KEPT], gapCount grows by one, and the backers' open
// requests the update answers (the tally of the round it closes) leave unanswered. The event is the
// founder's count of updates (projects/{id}/posters/{uid}), written in the batch of each update: its
// before and after are the last update before this one and this one. Each update is recorded once
// (founderRecords/{uid}/recordedUpdates/{updateId}, in the same transaction), so a replay moves nothing.
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { GAPS_KEPT, isEndedFundedStored } from '../../../shared/founders/record-limits';
import { asTimestamp } from '../stored';

/** Records the update the poster document names, once. Returns whether it moved the record. */
export function recordUpdate(
  db: Firestore,
  projectId: string,
  posterId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<boolean> {
  const updateId = after?.lastUpdateId;
  const at = asTimestamp(after?.lastPostedAt);
  if (typeof updateId !== 'string' || !at || before?.lastUpdateId === updateId) return Promise.resolve(false);
  const recordRef = db.doc(`founderRecords/${posterId}`);
  const markRef = recordRef.collection('recordedUpdates').doc(updateId);
  return db.runTransaction(async (transaction) => {
    const [project, record, mark, tally] = await transaction.getAll(
      db.doc(`projects/${projectId}`),
      recordRef,
      markRef,
      db.doc(`projects/${projectId}/updateRequestTally/tally`),
    );
    const stored = project.data();
    if (mark.exists || !stored || stored.creatorId !== posterId || !isEndedFundedStored(stored)) return false;
    const from = asTimestamp(before?.lastPostedAt) ?? asTimestamp(stored.endsAt)!;
    const round = asTimestamp(tally.get('round'));
    const answered = round?.isEqual(from) ? Number(tally.get('count') ?? 0) : 0;
    const gapCount = Number(record.get('gapCount') ?? 0);
    transaction.set(
      recordRef,
      {
        gaps: { [String(gapCount % GAPS_KEPT)]: { from, at } },
        gapCount: FieldValue.increment(1),
        unanswered: FieldValue.increment(-answered),
      },
      { merge: true },
    );
    transaction.create(markRef, { projectId, at });
    return true;
  });
}
