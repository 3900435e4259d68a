// What's new itself, read only when the panel opens (src/features/engagement/api/use-inbox.ts imports it
// then): the bell's count on every page view needs none of this code (src/features/engagement/api/inbox-api.ts).
import { getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { readAuditEntry } from '@/features/audit/api/audit-read';
import { investmentConverter } from '@/features/investments/api/investment-read';
import { questionConverter, updateConverter } from './engagement-read';
import { db } from '@/lib/firebase';
import { fetchHandledReports } from '@/features/reports/api/reports-api';
import { fetchOutcomes } from '@/features/investments/api/outcome-queries';
import { readSpendingEntry } from '@/features/accountability/api/spending/spending-read';
import { remindersOf } from './reminders/reminder-model';
import { fetchReminders } from '@/features/engagement/api/reminders/reminder-queries';
import { adminActions, investmentsIn, questionsTo } from './founder-news-api';
import { adminNewsOf, investmentDays, NO_FOUNDER_NEWS, questionNewsOf } from './founder-news';
import { fetchOpenUpdateRequests } from '@/features/engagement/api/update-requests/update-request-queries';
import { requestNewsOf } from './update-requests/update-request-model';
import { INBOX_ITEMS, INBOX_QUERIES } from './engagement-model';
import { answersTo, followedSpending, followedUpdates, inEachGroup, type InboxReader } from './inbox-api';

/** The founder's newest investments What's new reads to sum up by day: a busy week's worth, bounded. */
export const FOUNDER_INVESTMENTS_READ = 100;

/** For What's new: the newest admin actions, the newest investments summed up per project and day, and the newest questions. */
export async function fetchFounderNews(firestore: Firestore, uid: string) {
  const [actions, investments, questions, requests] = await Promise.all([
    getDocs(query(adminActions(firestore, uid), orderBy('at', 'desc'), limit(INBOX_ITEMS))),
    getDocs(
      query(
        investmentsIn(firestore, uid).withConverter(investmentConverter),
        orderBy('createdAt', 'desc'),
        limit(FOUNDER_INVESTMENTS_READ),
      ),
    ),
    getDocs(query(questionsTo(firestore, uid).withConverter(questionConverter), orderBy('createdAt', 'desc'), limit(INBOX_ITEMS))),
    fetchOpenUpdateRequests(firestore, uid).catch(() => []),
  ]);
  return {
    adminNews: adminNewsOf(actions.docs.map((d) => readAuditEntry(d.id, d.data()))),
    investmentDays: investmentDays(investments.docs.map((d) => d.data())),
    questionNews: questionNewsOf(questions.docs.map((d) => d.data())),
    requestNews: requestNewsOf(requests),
  };
}

/**
 * Read when What's new is opened: the newest updates of followed projects, answers to the user's
 * questions, their handled reports, what became of their money in campaigns that ended or closed, and
 * reminders: the last day to cancel a backed campaign's investment, a saved campaign's last 48 hours,
 * and a founder's milestones due within 7 days or Late. The last two are the clock's, one query each.
 */
export async function fetchInboxItems({ uid, askerKey, founder }: InboxReader, following: string[], firestore: Firestore = db) {
  const newest = (field: string) => [orderBy(field, 'desc'), limit(INBOX_ITEMS)] as const;
  const [followed, answers] = await Promise.all([
    inEachGroup(firestore, following, (ids) =>
      Promise.all([
        getDocs(query(followedUpdates(firestore, ids).withConverter(updateConverter), ...newest(INBOX_QUERIES.updates.orderBy))).then((s) =>
          s.docs.map((d) => d.data()),
        ),
        getDocs(query(followedSpending(firestore, ids), ...newest(INBOX_QUERIES.spending.orderBy))).then((s) =>
          s.docs.map((d) => readSpendingEntry(d.id, d.data())),
        ),
      ]),
    ),
    askerKey
      ? getDocs(query(answersTo(firestore, askerKey).withConverter(questionConverter), ...newest(INBOX_QUERIES.answers.orderBy))).then(
          (s) => s.docs.map((d) => d.data()),
        )
      : [],
  ]);
  // The reader's reports the admin handled, what became of their money and their reminders, both kept
  // ready by the clock; What's new still opens should any read fail.
  const now = new Date();
  const [reports, outcomes, founderNews, reminders] = await Promise.all([
    fetchHandledReports(uid, firestore).catch(() => []),
    fetchOutcomes(uid, firestore, INBOX_ITEMS, now).catch(() => []),
    founder ? fetchFounderNews(firestore, uid).catch(() => NO_FOUNDER_NEWS) : NO_FOUNDER_NEWS,
    fetchReminders(uid, firestore)
      .then((stored) => remindersOf(stored, now))
      .catch(() => []),
  ]);
  const newestFirst = <T extends { createdAt: Date | null }>(docs: T[]) =>
    docs.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0)).slice(0, INBOX_ITEMS);
  const updates = newestFirst(followed.results.flatMap(([groupUpdates]) => groupUpdates));
  const spending = newestFirst(followed.results.flatMap(([, groupSpending]) => groupSpending));
  return { updates, answers, reports, outcomes, founderNews, reminders, spending };
}
