// projects/{id}/updateRequests/{uid} and projects/{id}/updateRequestTally/tally (issue 34): where update
// requests are kept and read. The page reads three documents (the founder's posters document, the
// tally, and for a signed-in member their own request and investor marker); asking writes the request
// and moves the tally in one transaction (the rules check the move with getAfter).
import {
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { isTimestamp } from '@/lib/read-doc';
import { fetchShardTotals, writeCounterSync } from '@/features/campaigns/api/shards/project-shards';
import { raisedIsFinal } from '@/features/campaigns/api/spending/spending-model';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { formatDate } from '@/utils/format';
import { UPDATE_REQUEST_MESSAGES } from './update-request-limits';
import { askOpensAt, isOpenTally } from './update-request-model';
import { readUpdateRequest, readUpdateRequestTally, type UpdateRequest, type UpdateRequestTally } from './update-request-read';

const posterDoc = (firestore: Firestore, projectId: string, creatorId: string) =>
  doc(firestore, 'projects', projectId, 'posters', creatorId);
const requestDoc = (firestore: Firestore, projectId: string, uid: string) => doc(firestore, 'projects', projectId, 'updateRequests', uid);
export const tallyDoc = (firestore: Firestore, projectId: string) => doc(firestore, 'projects', projectId, 'updateRequestTally', 'tally');

const storedTime = (value: unknown): Timestamp | null => (isTimestamp(value) ? value : null);

export type Hearing = {
  /** The founder's last update (their posters document), null before their first. */
  lastUpdateAt: Date | null;
  tally: UpdateRequestTally | null;
  /** The viewer's own request, and whether they back the campaign now (signed-in members other than the founder). */
  ownRequest: UpdateRequest | null;
  backer: boolean;
};

type HearingProject = Pick<Project, 'id' | 'creatorId'>;

/** What the page shows of Hearing from the founder, for this viewer (uid null: a guest). */
export async function fetchHearing(project: HearingProject, uid: string | null, firestore: Firestore = db): Promise<Hearing> {
  const member = uid !== null && uid !== project.creatorId;
  const [poster, tally, own, marker] = await Promise.all([
    getDoc(posterDoc(firestore, project.id, project.creatorId)),
    getDoc(tallyDoc(firestore, project.id)),
    member ? getDoc(requestDoc(firestore, project.id, uid)) : null,
    member ? getDoc(doc(firestore, 'projects', project.id, 'investors', uid)) : null,
  ]);
  return {
    lastUpdateAt: storedTime(poster.data()?.lastPostedAt)?.toDate() ?? null,
    tally: readUpdateRequestTally(tally.data()),
    ownRequest: readUpdateRequest(own?.data()),
    backer: Number(marker?.data()?.activeCount ?? 0) > 0,
  };
}

export class UpdateRequestRefused extends Error {}

/**
 * A backer asks the founder for an update: their request and the tally moved by one, in one
 * transaction, both naming the round (the founder's last update as stored, or the deadline before the
 * first: the rules compare it to the microsecond). A campaign whose copy of raised is from before its
 * deadline is synced first: the rules decide Funded by the final copy only. Throws UpdateRequestRefused
 * with its message when asking now is not allowed.
 */
export async function askForUpdate(
  project: Pick<Project, 'id' | 'creatorId' | 'goal' | 'endsAt' | 'raisedSyncedAt'>,
  uid: string,
  firestore: Firestore = db,
  now = new Date(),
) {
  if (!raisedIsFinal(project)) {
    const totals = await fetchShardTotals(project.id, firestore).catch(() => null);
    if (totals?.counted) await writeCounterSync(project.id, project.goal, totals, firestore).catch(() => undefined);
  }
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
  });
}

/** The founder's newest tallies, for What's new (the rules let a founder list their own). */
export const FOUNDER_TALLIES_READ = 10;

/**
 * The founder's projects where backers asked for an update they have not answered yet: their tallies
 * (at most FOUNDER_TALLIES_READ), each checked against their own posters document there.
 */
export async function fetchOpenUpdateRequests(firestore: Firestore, uid: string): Promise<UpdateRequestTally[]> {
  const tallies = await getDocs(
    query(
      collectionGroup(firestore, 'updateRequestTally'),
      where('creatorId', '==', uid),
      orderBy('lastRequestAt', 'desc'),
      limit(FOUNDER_TALLIES_READ),
    ),
  );
  const read = tallies.docs.map((d) => readUpdateRequestTally(d.data())!);
  const posters = await Promise.all(read.map((tally) => getDoc(posterDoc(firestore, tally.projectId, uid))));
  return read.filter((tally, i) => {
    const lastPostedAt = storedTime(posters[i].data()?.lastPostedAt)?.toDate() ?? null;
    return !lastPostedAt || (tally.round !== null && tally.round.getTime() >= lastPostedAt.getTime());
  });
}
