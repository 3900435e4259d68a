// A backer's request for an update (issue 34): the request, the tally it moves and the founder's record
// (unanswered requests), in one transaction (the rules check the moves with getAfter).
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { formatDate } from '@/utils/format';
import { UPDATE_REQUEST_MESSAGES } from './update-request-limits';
import { askOpensAt, isOpenTally } from './update-request-model';
import { readUpdateRequest, readUpdateRequestTally } from './update-request-read';
import { posterDoc, requestDoc, storedTime, tallyDoc } from './update-request-reads';
import { addRequestMove } from '@/features/campaigns/api/founders/founder-record-writes';

export class UpdateRequestRefused extends Error {}

/**
 * A backer asks the founder for an update: their request and the tally moved by one, in one
 * transaction, both naming the round (the founder's last update as stored, or the deadline before the
 * first: the rules compare it to the microsecond). The rules decide Funded by the final copy of raised
 * the clock writes when it settles the campaign. Throws UpdateRequestRefused
 * with its message when asking now is not allowed.
 */
export async function askForUpdate(
  project: Pick<Project, 'id' | 'creatorId' | 'goal' | 'endsAt' | 'raisedSyncedAt'>,
  uid: string,
  firestore: Firestore = db,
  now = new Date(),
) {
  await runTransaction(firestore, async (transaction) => {
    const [stored, poster, tally, own] = await Promise.all([
      transaction.get(doc(firestore, 'projects', project.id)),
      transaction.get(posterDoc(firestore, project.id, project.creatorId)),
      transaction.get(tallyDoc(firestore, project.id)),
      transaction.get(requestDoc(firestore, project.id, uid)),
    ]);
    const round = storedTime(poster.data()?.lastPostedAt) ?? storedTime(stored.data()?.endsAt);
    if (!round) throw new UpdateRequestRefused(UPDATE_REQUEST_MESSAGES.failed);
    const roundDate = round.toDate();
    if (readUpdateRequest(own.data())?.round?.getTime() === roundDate.getTime())
      throw new UpdateRequestRefused(UPDATE_REQUEST_MESSAGES.alreadyAsked);
    const opensAt = askOpensAt(roundDate);
    if (now.getTime() < opensAt.getTime()) throw new UpdateRequestRefused(UPDATE_REQUEST_MESSAGES.tooSoon(formatDate(opensAt)));
    const before = readUpdateRequestTally(tally.data());
    transaction.set(requestDoc(firestore, project.id, uid), { requestedAt: serverTimestamp(), round });
    transaction.set(tallyDoc(firestore, project.id), {
      round,
      count: (isOpenTally(before, roundDate) ? before!.count : 0) + 1,
      lastRequestAt: serverTimestamp(),
      projectId: project.id,
      projectTitle: String(stored.data()?.title ?? ''),
      creatorId: project.creatorId,
    });
    // The founder's Track record counts it as unanswered until their next update there.
    addRequestMove(transaction, firestore, project.creatorId, project.id);
  });
}
