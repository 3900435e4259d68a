import { collectionGroup, doc, getDoc, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore/lite';
import { FirebaseError } from 'firebase/app';
import { db } from '@/lib/firebase';
import { readDoc } from '@/lib/read-doc';
import { countFounderNews } from './founder-news-api';
import { countForBell, newerThan } from './inbox-queries';
import { inboxKinds } from './engagement-read';
import type { StoredInbox } from './engagement-schema';
import { followNext, INBOX_QUERIES, inboxQueryGroups, type InboxState } from './engagement-model';

// users/{uid}/inbox/state: the projects the inbox follows (saved or backed, newest first, at most
// ENGAGEMENT_LIMITS.following) and when it was last opened. A page view reads this document, two bounded
// counts per group of INBOX_PROJECTS_PER_QUERY followed projects (updates and spending) and one
// of answers; opening the inbox reads two queries per group and one of answers, each of at most INBOX_ITEMS documents.
const stateRef = (uid: string, firestore: Firestore = db) => doc(firestore, 'users', uid, 'inbox', 'state');

export async function fetchInboxState(uid: string, firestore: Firestore = db): Promise<InboxState> {
  const snapshot = await getDoc(stateRef(uid, firestore));
  const { following, lastSeenAt } = readDoc<StoredInbox>(inboxKinds, snapshot.data() ?? {});
  return { exists: snapshot.exists(), following, lastSeenAt };
}

// The rules allow these queries only because they name what they read: followed projects, own questions.
export const followedUpdates = (firestore: Firestore, following: string[]) => {
  const { group, filter } = INBOX_QUERIES.updates;
  return query(collectionGroup(firestore, group), where(filter, 'in', following));
};
// The spending recorded on followed projects, allowed the same way ({path=**}/spending).
export const followedSpending = (firestore: Firestore, following: string[]) => {
  const { group, filter } = INBOX_QUERIES.spending;
  return query(collectionGroup(firestore, group), where(filter, 'in', following));
};
// Unanswered questions have no answeredAt, so ordering or filtering by it leaves them out.
export const answersTo = (firestore: Firestore, askerKey: string) => {
  const { group, filter } = INBOX_QUERIES.answers;
  return query(collectionGroup(firestore, group), where(filter, '==', askerKey));
};

/**
 * Who reads the inbox: their uid, their profile's askerKey once they have asked a question (none to
 * answer before), and whether they are a founder (who also hears of the admin's actions and new investments).
 */
export type InboxReader = { uid: string; askerKey?: string; founder?: boolean };

/**
 * What every page view of a signed-in user reads: the inbox document and counts of what is new since
 * it was last opened (one per group of followed projects, one of answers), each stopped at INBOX_ITEMS
 * (the bell shows "9+").
 */
export async function fetchInboxSummary({ uid, askerKey, founder }: InboxReader, firestore: Firestore = db) {
  const state = await fetchInboxState(uid, firestore);
  const since = state.lastSeenAt ?? new Date(0);
  const [followed, answers, founderNews] = await Promise.all([
    inEachGroup(firestore, state.following, async (following) => {
      const [updates, spending] = await Promise.all([
        countForBell(query(followedUpdates(firestore, following), ...newerThan(INBOX_QUERIES.updates.orderBy, since))),
        countForBell(query(followedSpending(firestore, following), ...newerThan(INBOX_QUERIES.spending.orderBy, since))),
      ]);
      return updates + spending;
    }),
    askerKey ? countForBell(query(answersTo(firestore, askerKey), ...newerThan(INBOX_QUERIES.answers.orderBy, since))) : 0,
    founder ? countFounderNews(firestore, uid, since) : 0,
  ]);
  // `pruned`: the followed projects no longer approved, for keepReadableFollowing to drop.
  const pruned = state.following.length !== followed.following.length;
  const unread = followed.results.reduce((sum, n) => sum + n, 0) + answers + founderNews;
  return { state: { ...state, following: followed.following }, unread, pruned };
}

const isPermissionDenied = (error: unknown) => error instanceof FirebaseError && error.code === 'permission-denied';

/** Whether a followed project is still approved (a closed one is read by its investors, a deleted one by nobody). */
async function stillApproved(firestore: Firestore, projectId: string): Promise<boolean> {
  try {
    return (await getDoc(doc(firestore, 'projects', projectId))).data()?.approved === true;
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}

/**
 * The rules allow the followed-updates query for at most INBOX_PROJECTS_PER_QUERY projects, all of them
 * approved (one look-up each), so it is asked once per group, and a group is refused whole if one of
 * its projects was sent back, closed or deleted since it was followed. Then, once, that group's ids no
 * longer approved are left out (one read per project of that group only) and its query is asked again;
 * a read writes nothing, so the inbox's list keeps them until keepReadableFollowing stores the shorter one.
 */
export async function inEachGroup<T>(firestore: Firestore, following: string[], read: (ids: string[]) => Promise<T>) {
  const groups = await Promise.all(
    inboxQueryGroups(following).map(async (ids) => {
      try {
        return { ids, results: [await read(ids)] };
      } catch (error) {
        if (!isPermissionDenied(error)) throw error;
        const approved = await Promise.all(ids.map((id) => stillApproved(firestore, id)));
        const kept = ids.filter((_, index) => approved[index]);
        return { ids: kept, results: kept.length > 0 ? [await read(kept)] : [] };
      }
    }),
  );
  return { following: groups.flatMap((group) => group.ids), results: groups.flatMap((group) => group.results) };
}

/** Stores the followed list a summary found readable (fetchInboxSummary's `pruned`), so later reads need not look again. */
export async function keepReadableFollowing(uid: string, following: string[], firestore: Firestore = db) {
  await updateDoc(stateRef(uid, firestore), { following });
}

/** Follows a project (saved or backed): it moves to the front of the list; the rules check it is approved. */
export async function followProject(uid: string, projectId: string, firestore: Firestore = db) {
  const state = await fetchInboxState(uid, firestore);
  if (state.following[0] === projectId) return;
  const following = followNext(state.following, projectId);
  if (state.exists) await updateDoc(stateRef(uid, firestore), { following });
  else await setDoc(stateRef(uid, firestore), { following, lastSeenAt: serverTimestamp() });
}

export async function unfollowProject(uid: string, projectId: string, firestore: Firestore = db) {
  const state = await fetchInboxState(uid, firestore);
  if (!state.following.includes(projectId)) return;
  await updateDoc(stateRef(uid, firestore), { following: state.following.filter((id) => id !== projectId) });
}

export async function markInboxSeen(uid: string, exists: boolean, firestore: Firestore = db) {
  if (exists) await updateDoc(stateRef(uid, firestore), { lastSeenAt: serverTimestamp() });
  else await setDoc(stateRef(uid, firestore), { following: [], lastSeenAt: serverTimestamp() });
}
