// A backer's request for an update. The member writes the request alone; the server counts it
// in its round's tally and the founder's record (functions/src/update-requests) a moment later.
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { formatDate } from '@/utils/format';
import { UPDATE_REQUEST_MESSAGES } from './update-request-limits';
import { askOpensAt } from './update-request-model';
import { readUpdateRequest } from './update-request-read';
import { posterDoc, requestDoc, storedTime } from './update-request-queries';

export class UpdateRequestRefused extends Error {}

/**
 * A backer asks the founder for an update: their request, naming the round (the founder's last update
 * as stored, or the deadline before the first: the rules compare it to the microsecond), read and
 * written in one transaction. The rules decide Funded by the final copy of raised the clock writes when
 * it settles the campaign. Throws UpdateRequestRefused with its message when asking now is not allowed.
 */
export async function askForUpdate(
  project: Pick<Project, 'id' | 'creatorId' | 'goal' | 'endsAt' | 'raisedSyncedAt'>,
  uid: string,
  firestore: Firestore = db,
  now = new Date(),
) {
  await runTransaction(firestore, async (transaction) => {
    const [stored, poster, own] = await Promise.all([
      transaction.get(doc(firestore, 'projects', project.id)),
      transaction.get(posterDoc(firestore, project.id, project.creatorId)),
      transaction.get(requestDoc(firestore, project.id, uid)),
    ]);
    const round = storedTime(poster.data()?.lastPostedAt) ?? storedTime(stored.data()?.endsAt);
    if (!round) throw new UpdateRequestRefused(UPDATE_REQUEST_MESSAGES.failed);
    const roundDate = round.toDate();
    if (readUpdateRequest(own.data())?.round?.getTime() === roundDate.getTime())
      throw new UpdateRequestRefused(UPDATE_REQUEST_MESSAGES.alreadyAsked);
    const opensAt = askOpensAt(roundDate);
    if (now.getTime() < opensAt.getTime()) throw new UpdateRequestRefused(UPDATE_REQUEST_MESSAGES.tooSoon(formatDate(opensAt)));
    transaction.set(requestDoc(firestore, project.id, uid), { requestedAt: serverTimestamp(), round });
  });
}
