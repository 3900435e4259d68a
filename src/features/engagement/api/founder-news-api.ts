import { collection, collectionGroup, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { readAuditEntry } from '@/features/audit/api/audit-read';
import { investmentConverter } from '@/features/investments/api/investment-converters';
import { INBOX_ITEMS } from './engagement-model';
import { questionConverter } from './engagement-converters';
import { adminNewsOf, investmentDays, questionNewsOf } from './founder-news';
import { countForBell, newerThan } from './inbox-queries';
import { fetchOpenUpdateRequests, talliesTo } from './update-requests/update-request-reads';
import { requestNewsOf } from './update-requests/update-request-model';

/** The founder's newest investments What's new reads to sum up by day: a busy week's worth, bounded. */
export const FOUNDER_INVESTMENTS_READ = 100;

// The rules let a creator list the audit entries and the investments stamped with their uid (the query must say so).
const adminActions = (firestore: Firestore, uid: string) => query(collection(firestore, 'audit'), where('creatorId', '==', uid));
const investmentsIn = (firestore: Firestore, uid: string) =>
  query(collection(firestore, 'investments').withConverter(investmentConverter), where('creatorId', '==', uid));
// And the questions asked on their projects, by the creatorId stamped at asking.
const questionsTo = (firestore: Firestore, uid: string) =>
  query(collectionGroup(firestore, 'questions').withConverter(questionConverter), where('creatorId', '==', uid));

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

/** For What's new: the newest admin actions, the newest investments summed up per project and day, and the newest questions. */
export async function fetchFounderNews(firestore: Firestore, uid: string) {
  const [actions, investments, questions, requests] = await Promise.all([
    getDocs(query(adminActions(firestore, uid), orderBy('at', 'desc'), limit(INBOX_ITEMS))),
    getDocs(query(investmentsIn(firestore, uid), orderBy('createdAt', 'desc'), limit(FOUNDER_INVESTMENTS_READ))),
    getDocs(query(questionsTo(firestore, uid), orderBy('createdAt', 'desc'), limit(INBOX_ITEMS))),
    fetchOpenUpdateRequests(firestore, uid).catch(() => []),
  ]);
  return {
    adminNews: adminNewsOf(actions.docs.map((d) => readAuditEntry(d.id, d.data()))),
    investmentDays: investmentDays(investments.docs.map((d) => d.data())),
    questionNews: questionNewsOf(questions.docs.map((d) => d.data())),
    requestNews: requestNewsOf(requests),
  };
}
