import { collectionGroup, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { toDate } from '@/lib/firestore-fields';
import { questionConverter, updateConverter } from './engagement-converters';
import { followNext, INBOX_ITEMS, INBOX_QUERIES, type InboxState } from './engagement-model';

// users/{uid}/inbox/state: the projects the inbox follows (saved or backed, newest first, at most 30)
// and when it was last opened. The inbox is this document plus two bounded collection-group queries.
const stateRef = (uid: string) => doc(db, 'users', uid, 'inbox', 'state');

export async function fetchInboxState(uid: string): Promise<InboxState> {
  const snapshot = await getDoc(stateRef(uid));
  const following: unknown = snapshot.get('following');
  return {
    exists: snapshot.exists(),
    following: Array.isArray(following) ? following.filter((id): id is string => typeof id === 'string') : [],
    lastSeenAt: toDate(snapshot.get('lastSeenAt')),
  };
}

/** The newest updates of followed projects and the newest answers to the user's questions. */
export async function fetchInbox(uid: string) {
  const state = await fetchInboxState(uid);
  // The rules allow these queries only because they name what they read: followed projects, own questions.
  const { updates: u, answers: a } = INBOX_QUERIES;
  const updatesQuery = query(collectionGroup(db, u.group).withConverter(updateConverter), where(u.filter, 'in', state.following), orderBy(u.orderBy, 'desc'), limit(INBOX_ITEMS));
  // Unanswered questions have no answeredAt, so ordering by it leaves them out.
  const answersQuery = query(collectionGroup(db, a.group).withConverter(questionConverter), where(a.filter, '==', uid), orderBy(a.orderBy, 'desc'), limit(INBOX_ITEMS));
  const [updates, answers] = await Promise.all([
    state.following.length > 0 ? getDocs(updatesQuery).then((s) => s.docs.map((d) => d.data())) : [],
    getDocs(answersQuery).then((s) => s.docs.map((d) => d.data())),
  ]);
  return { state, updates, answers };
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
