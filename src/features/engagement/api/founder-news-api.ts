import { collection, collectionGroup, query, where, type Firestore } from 'firebase/firestore/lite';
import { countForBell, newerThan } from './inbox-queries';
import { talliesTo } from '@/features/engagement/api/update-requests/update-request-queries';

// Counting needs no converter: What's new's reads add theirs (inbox-items-api.ts).
// The rules let a creator list the audit entries and the investments stamped with their uid (the query must say so).
export const adminActions = (firestore: Firestore, uid: string) => query(collection(firestore, 'audit'), where('creatorId', '==', uid));
export const investmentsIn = (firestore: Firestore, uid: string) =>
  query(collection(firestore, 'investments'), where('creatorId', '==', uid));
// And the questions asked on their projects, by the creatorId stamped at asking.
export const questionsTo = (firestore: Firestore, uid: string) =>
  query(collectionGroup(firestore, 'questions'), where('creatorId', '==', uid));

/** For the bell: the admin's actions, the investments in and the questions on the founder's projects since What's new was last opened, each stopped at INBOX_ITEMS. */
export async function countFounderNews(firestore: Firestore, uid: string, since: Date): Promise<number> {
  const counts = await Promise.all([
    countForBell(query(adminActions(firestore, uid), ...newerThan('at', since))),
    countForBell(query(investmentsIn(firestore, uid), ...newerThan('createdAt', since))),
    countForBell(query(questionsTo(firestore, uid), ...newerThan('createdAt', since))),
    countForBell(query(talliesTo(firestore, uid), ...newerThan('lastRequestAt', since))),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}
