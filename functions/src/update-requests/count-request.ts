// A backer's request for an update, counted by the server: the project's tally of the round
// (projects/{id}/updateRequestTally/tally: the round, how many backers asked in it, the newest request's
// time) and the founder's unanswered requests (founderRecords/{uid}.unanswered) move by one, and the
// request is marked counted (countedRound), all in one transaction, so a replayed event counts nothing
// twice. The member's rules decide who may ask and when; they no longer write either count.
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { asTimestamp } from '../stored';

/** Counts the member's request once. Returns whether it counted. */
export function countUpdateRequest(db: Firestore, projectId: string, memberId: string): Promise<boolean> {
  const requestRef = db.doc(`projects/${projectId}/updateRequests/${memberId}`);
  const tallyRef = db.doc(`projects/${projectId}/updateRequestTally/tally`);
  return db.runTransaction(async (transaction) => {
    const [request, tally, project] = await Promise.all([
      transaction.get(requestRef),
      transaction.get(tallyRef),
      transaction.get(db.doc(`projects/${projectId}`)),
    ]);
    const round = asTimestamp(request.get('round'));
    const requestedAt = asTimestamp(request.get('requestedAt'));
    if (!request.exists || !round || !requestedAt) return false;
    if (asTimestamp(request.get('countedRound'))?.isEqual(round)) return false;
    const creatorId = project.get('creatorId');
    if (!project.exists || typeof creatorId !== 'string' || !creatorId) return false;
    const poster = await transaction.get(db.doc(`projects/${projectId}/posters/${creatorId}`));
    transaction.update(requestRef, { countedRound: round });
    const heldRound = asTimestamp(tally.get('round'));
    const lastUpdate = asTimestamp(poster.get('lastPostedAt'));
    // Counted after the founder's next update closed its round (the event came late): that update
    // answered its round's requests, so this one is answered too and moves neither count.
    const closed = (at: Timestamp | null) => at !== null && at.toMillis() > round.toMillis();
    if (closed(heldRound) || closed(lastUpdate)) return true;
    const sameRound = heldRound?.isEqual(round) === true;
    const heldLast = sameRound ? asTimestamp(tally.get('lastRequestAt')) : null;
    transaction.set(tallyRef, {
      round,
      count: (sameRound ? Number(tally.get('count') ?? 0) : 0) + 1,
      lastRequestAt: heldLast && heldLast.toMillis() > requestedAt.toMillis() ? heldLast : requestedAt,
      projectId,
      projectTitle: String(project.get('title') ?? ''),
      creatorId,
    });
    transaction.set(db.doc(`founderRecords/${creatorId}`), { unanswered: FieldValue.increment(1) }, { merge: true });
    return true;
  });
}
