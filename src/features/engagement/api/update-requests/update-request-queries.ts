// projects/{id}/updateRequests/{uid} and projects/{id}/updateRequestTally/tally: where update
// requests are kept and read. The page reads at most four documents (the founder's posters document, the
// tally, and for a signed-in member their own request and investor marker), and one or two more in the
// moment before the server counts the member's own request (consistentTally); the founder's What's new
// reads their newest tallies and their posters document on each of those projects.
import {
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { isTimestamp } from '@/lib/read-doc';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { readUpdateRequest, readUpdateRequestTally, type UpdateRequest, type UpdateRequestTally } from './update-request-read';
import { isUncountedRequest, withOwnRequest } from './update-request-model';

export const posterDoc = (firestore: Firestore, projectId: string, creatorId: string) =>
  doc(firestore, 'projects', projectId, 'posters', creatorId);
export const requestDoc = (firestore: Firestore, projectId: string, uid: string) =>
  doc(firestore, 'projects', projectId, 'updateRequests', uid);
export const tallyDoc = (firestore: Firestore, projectId: string) => doc(firestore, 'projects', projectId, 'updateRequestTally', 'tally');

export const storedTime = (value: unknown): Timestamp | null => (isTimestamp(value) ? value : null);

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
  const [poster, own, marker] = await Promise.all([
    getDoc(posterDoc(firestore, project.id, project.creatorId)),
    member ? getDoc(requestDoc(firestore, project.id, uid)) : null,
    member ? getDoc(doc(firestore, 'projects', project.id, 'investors', uid)) : null,
  ]);
  const { tally, ownRequest } = await consistentTally(firestore, project.id, member ? uid : null, readUpdateRequest(own?.data()));
  return {
    lastUpdateAt: storedTime(poster.data()?.lastPostedAt)?.toDate() ?? null,
    tally,
    ownRequest,
    backer: Number(marker?.data()?.activeCount ?? 0) > 0,
  };
}

/**
 * The tally with the viewer's own request in it exactly once. The server counts a request and marks it
 * counted in one transaction (functions/src/update-requests), but two reads are not one snapshot: the
 * tally is read after the request, and a request still uncounted is read again after the tally. Still
 * uncounted, the tally read before it lacks it (one more); counted meanwhile, the tally is read again.
 */
async function consistentTally(firestore: Firestore, projectId: string, uid: string | null, own: UpdateRequest | null) {
  const readTally = async () => readUpdateRequestTally((await getDoc(tallyDoc(firestore, projectId))).data());
  const tally = await readTally();
  if (!uid || !isUncountedRequest(own)) return { tally: withOwnRequest(tally, own), ownRequest: own };
  const again = readUpdateRequest((await getDoc(requestDoc(firestore, projectId, uid))).data());
  return isUncountedRequest(again)
    ? { tally: withOwnRequest(tally, again), ownRequest: again }
    : { tally: await readTally(), ownRequest: again };
}

/** The tallies of a founder's projects: the rules let a founder list their own (the query must say so). Indexed with lastRequestAt. */
export const talliesTo = (firestore: Firestore, uid: string) =>
  query(collectionGroup(firestore, 'updateRequestTally'), where('creatorId', '==', uid));

/** The founder's newest tallies, for What's new. */
export const FOUNDER_TALLIES_READ = 10;

/**
 * The founder's projects where backers asked for an update they have not answered yet: their tallies
 * (at most FOUNDER_TALLIES_READ), each checked against their own posters document there.
 */
export async function fetchOpenUpdateRequests(firestore: Firestore, uid: string): Promise<UpdateRequestTally[]> {
  const tallies = await getDocs(query(talliesTo(firestore, uid), orderBy('lastRequestAt', 'desc'), limit(FOUNDER_TALLIES_READ)));
  const read = tallies.docs.map((d) => readUpdateRequestTally(d.data())!);
  const posters = await Promise.all(read.map((tally) => getDoc(posterDoc(firestore, tally.projectId, uid))));
  return read.filter((tally, i) => {
    const lastPostedAt = storedTime(posters[i].data()?.lastPostedAt)?.toDate() ?? null;
    return !lastPostedAt || (tally.round !== null && tally.round.getTime() >= lastPostedAt.getTime());
  });
}
