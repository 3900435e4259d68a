import { collectionGroup, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where, type Firestore, type Query } from 'firebase/firestore/lite';
import { FirebaseError } from 'firebase/app';
import { db } from '@/lib/firebase';
import { toDate } from '@/lib/firestore-fields';
import { questionConverter, updateConverter } from './engagement-converters';
import { followNext, INBOX_ITEMS, INBOX_QUERIES, type CampaignUpdate, type InboxState } from './engagement-model';

// users/{uid}/inbox/state: the projects the inbox follows (saved or backed, newest first, at most 30)
// and when it was last opened. The inbox is this document plus two bounded collection-group queries.
const stateRef = (uid: string, firestore: Firestore = db) => doc(firestore, 'users', uid, 'inbox', 'state');

export async function fetchInboxState(uid: string, firestore: Firestore = db): Promise<InboxState> {
  const snapshot = await getDoc(stateRef(uid, firestore));
  const following: unknown = snapshot.get('following');
  return {
    exists: snapshot.exists(),
    following: Array.isArray(following) ? following.filter((id): id is string => typeof id === 'string') : [],
    lastSeenAt: toDate(snapshot.get('lastSeenAt')),
  };
}

/** The newest updates of followed projects and the newest answers to the user's questions. */
export async function fetchInbox(uid: string, firestore: Firestore = db) {
  const state = await fetchInboxState(uid, firestore);
  // The rules allow these queries only because they name what they read: followed projects, own questions.
  const { updates: u, answers: a } = INBOX_QUERIES;
  const updatesQuery = (following: string[]) =>
    query(collectionGroup(firestore, u.group).withConverter(updateConverter), where(u.filter, 'in', following), orderBy(u.orderBy, 'desc'), limit(INBOX_ITEMS));
  // Unanswered questions have no answeredAt, so ordering by it leaves them out.
  const answersQuery = query(collectionGroup(firestore, a.group).withConverter(questionConverter), where(a.filter, '==', uid), orderBy(a.orderBy, 'desc'), limit(INBOX_ITEMS));
  const [{ following, updates }, answers] = await Promise.all([
    fetchFollowedUpdates(firestore, uid, state, updatesQuery),
    getDocs(answersQuery).then((s) => s.docs.map((d) => d.data())),
  ]);
  return { state: { ...state, following }, updates, answers };
}

const isPermissionDenied = (error: unknown) => error instanceof FirebaseError && error.code === 'permission-denied';

/** Whether the reader may still open a followed project (a closed one: its investors; a deleted one: nobody). */
async function stillReadable(firestore: Firestore, projectId: string): Promise<boolean> {
  try {
    return (await getDoc(doc(firestore, 'projects', projectId))).exists();
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}

/**
 * The rules allow the updates query only for followed projects the reader can still read, and refuse it as a
 * whole if one was closed or deleted since it was followed. Then, once, the ids no longer readable are dropped
 * from the list (one read per followed project) and the query is asked again.
 */
async function fetchFollowedUpdates(
  firestore: Firestore,
  uid: string,
  state: InboxState,
  updatesQuery: (following: string[]) => Query<CampaignUpdate>,
): Promise<{ following: string[]; updates: CampaignUpdate[] }> {
  const run = async (following: string[]) => ({
    following,
    updates: following.length > 0 ? (await getDocs(updatesQuery(following))).docs.map((d) => d.data()) : [],
  });
  try {
    return await run(state.following);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const readable = await Promise.all(state.following.map((id) => stillReadable(firestore, id)));
    const following = state.following.filter((_, index) => readable[index]);
    await updateDoc(stateRef(uid, firestore), { following });
    return run(following);
  }
}

/** Follows a project (saved or backed): it moves to the front of the list; the rules check it is approved. */
export async function followProject(uid: string, projectId: string) {
  const state = await fetchInboxState(uid);
  if (state.following[0] === projectId) return;
  const following = followNext(state.following, projectId);
  if (state.exists) await updateDoc(stateRef(uid), { following });
  else await setDoc(stateRef(uid), { following, lastSeenAt: serverTimestamp() });
}

export async function unfollowProject(uid: string, projectId: string) {
  const state = await fetchInboxState(uid);
  if (!state.following.includes(projectId)) return;
  await updateDoc(stateRef(uid), { following: state.following.filter((id) => id !== projectId) });
}

export async function markInboxSeen(uid: string, exists: boolean) {
  if (exists) await updateDoc(stateRef(uid), { lastSeenAt: serverTimestamp() });
  else await setDoc(stateRef(uid), { following: [], lastSeenAt: serverTimestamp() });
}
