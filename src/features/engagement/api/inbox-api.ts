import { collectionGroup, doc, getCount, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { toDate } from '@/lib/firestore-fields';
import { questionConverter, updateConverter } from './engagement-converters';
import { followNext, INBOX_ITEMS, INBOX_QUERIES, type InboxState } from './engagement-model';

// users/{uid}/inbox/state: the projects the inbox follows (saved or backed, newest first, at most 30)
// and when it was last opened. A page view reads this document and two bounded counts; opening the
// inbox reads two small collection-group queries.
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

// The rules allow these queries only because they name what they read: followed projects, own questions.
const followedUpdates = (following: string[]) => {
  const { group, filter } = INBOX_QUERIES.updates;
  return query(collectionGroup(db, group).withConverter(updateConverter), where(filter, 'in', following));
};
// Unanswered questions have no answeredAt, so ordering or filtering by it leaves them out.
const answersTo = (uid: string) => {
  const { group, filter } = INBOX_QUERIES.answers;
  return query(collectionGroup(db, group).withConverter(questionConverter), where(filter, '==', uid));
};

// Ordered like the item lists, so the counts use the same declared indexes.
const newerThan = (field: string, since: Date) => [where(field, '>', since), orderBy(field, 'desc')] as const;

/**
 * What every page view of a signed-in user reads: the inbox document and two counts of what is
 * new since it was last opened, each stopped at INBOX_ITEMS (the bell shows "9+").
 */
export async function fetchInboxSummary(uid: string) {
  const state = await fetchInboxState(uid);
  const since = state.lastSeenAt ?? new Date(0);
  const count = (q: Parameters<typeof getCount>[0]) => getCount(query(q, limit(INBOX_ITEMS))).then((r) => r.data().count);
  const [updates, answers] = await Promise.all([
    state.following.length > 0 ? count(query(followedUpdates(state.following), ...newerThan(INBOX_QUERIES.updates.orderBy, since))) : 0,
    count(query(answersTo(uid), ...newerThan(INBOX_QUERIES.answers.orderBy, since))),
  ]);
  return { state, unread: updates + answers };
}

/** Read when What's new is opened: the newest updates of followed projects and answers to the user's questions. */
export async function fetchInboxItems(uid: string, following: string[]) {
  const newest = (field: string) => [orderBy(field, 'desc'), limit(INBOX_ITEMS)] as const;
  const [updates, answers] = await Promise.all([
    following.length > 0 ? getDocs(query(followedUpdates(following), ...newest(INBOX_QUERIES.updates.orderBy))).then((s) => s.docs.map((d) => d.data())) : [],
    getDocs(query(answersTo(uid), ...newest(INBOX_QUERIES.answers.orderBy))).then((s) => s.docs.map((d) => d.data())),
  ]);
  return { updates, answers };
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
