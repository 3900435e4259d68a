// The clock's reminders: each tick works out every reminder What's new should show now and
// makes users/{uid}/reminders equal to it: a backer's last day to cancel, a saved campaign's last 48
// hours, a founder's milestone due within 7 days or Late. What is found again is left as it is (a
// repeated tick writes nothing), what no longer holds (the money was cancelled, the milestone
// delivered, the window passed) is removed. What's new then reads a few documents, however long the
// member's history.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { campaignMoney } from '../../../shared/money/campaign-money';
import { judgedDue } from '../../../shared/milestones/missed-due';
import {
  cancelReminderAt,
  cancelWindowEnds,
  ENDING_REMINDER_MS,
  isEndingSoon,
  lastRemindedDueDay,
  milestoneReminderKind,
  reminderId,
  type StoredReminderFacts,
} from '../../../shared/reminders/reminder-windows';
import { judgedMilestone } from '../milestones/stored-milestone';
import { toMillis } from '../stored';
import { whole } from '../../../shared/money/stored-value';

type Due = StoredReminderFacts & { uid: string; id: string };

const stored = (reminder: StoredReminderFacts) => ({
  kind: reminder.kind,
  projectId: reminder.projectId,
  projectTitle: reminder.projectTitle,
  at: Timestamp.fromMillis(reminder.at),
  until: reminder.until === null ? null : Timestamp.fromMillis(reminder.until),
  ...(reminder.milestoneTitle === undefined ? {} : { milestoneTitle: reminder.milestoneTitle }),
});

const titleOf = (data: Record<string, unknown> | undefined) => (typeof data?.title === 'string' ? data.title : '');

/** Approved campaigns whose deadline falls in (after, upTo]. */
const cardsEnding = (db: Firestore, after: number, upTo: number) =>
  db
    .collection('projectCards')
    .where('approved', '==', true)
    .where('endsAt', '>', Timestamp.fromMillis(after))
    .where('endsAt', '<=', Timestamp.fromMillis(upTo))
    .select('title', 'endsAt')
    .get();

/** Backers with active money in a campaign whose cut-off to cancel falls within the next day. */
async function cancelReminders(db: Firestore, now: number): Promise<Due[]> {
  const { after, upTo } = cancelWindowEnds(now);
  const cards = await cardsEnding(db, after, upTo);
  const perCampaign = await Promise.all(
    cards.docs.map(async (card) => {
      const at = cancelReminderAt(toMillis(card.get('endsAt')) ?? 0, now);
      if (at === null) return [];
      const active = await db
        .collection('investments')
        .where('projectId', '==', card.id)
        .where('status', '==', 'active')
        .select('investorId')
        .get();
      const backers = new Set(active.docs.map((investment) => String(investment.get('investorId'))));
      return [...backers].map((uid) => ({
        uid,
        id: reminderId('cancel-reminder', card.id),
        kind: 'cancel-reminder' as const,
        projectId: card.id,
        projectTitle: titleOf(card.data()),
        at,
        until: at,
      }));
    }),
  );
  return perCampaign.flat();
}

/**
 * Members who saved a campaign in its last 48 hours. They are found by the inbox, which follows what a
 * member saved or backed (at most ENGAGEMENT_LIMITS.following, the newest), then by their saved mark.
 */
async function endingReminders(db: Firestore, now: number): Promise<Due[]> {
  const cards = await cardsEnding(db, now, now + ENDING_REMINDER_MS);
  const perCampaign = await Promise.all(
    cards.docs.map(async (card) => {
      const endsAt = toMillis(card.get('endsAt')) ?? 0;
      if (!isEndingSoon(endsAt, now)) return [];
      const followers = await db.collectionGroup('inbox').where('following', 'array-contains', card.id).select().get();
      const uids = followers.docs.flatMap((inbox) => inbox.ref.parent.parent?.id ?? []);
      if (uids.length === 0) return [];
      const saved = await db.getAll(...uids.map((uid) => db.doc(`users/${uid}/saved/${card.id}`)));
      return saved
        .filter((mark) => mark.exists)
        .map((mark) => ({
          uid: mark.ref.parent.parent?.id ?? '',
          id: reminderId('ending-reminder', card.id),
          kind: 'ending-reminder' as const,
          projectId: card.id,
          projectTitle: titleOf(card.data()),
          at: endsAt,
          until: endsAt,
        }));
    }),
  );
  return perCampaign.flat();
}

/**
 * Founders' milestones not delivered that are Late or due within 7 days, in campaigns that are
 * approved and whose money was not Returned (a campaign that ended short has nothing left to deliver).
 */
async function milestoneReminders(db: Firestore, now: number): Promise<Due[]> {
  const open = await db
    .collectionGroup('milestones')
    .where('deliveredAt', '==', null)
    .where('due', '<=', Timestamp.fromMillis(lastRemindedDueDay(now)))
    .get();
  const projectIds = [...new Set(open.docs.flatMap((milestone) => milestone.ref.parent.parent?.id ?? []))];
  if (projectIds.length === 0) return [];
  const projects = new Map((await db.getAll(...projectIds.map((id) => db.doc(`projects/${id}`)))).map((p) => [p.id, p.data()]));
  return open.docs.flatMap((milestone): Due[] => {
    const projectId = milestone.ref.parent.parent?.id ?? '';
    const project = projects.get(projectId);
    if (!project || project.status !== 'approved' || typeof project.creatorId !== 'string') return [];
    const endsAt = toMillis(project.endsAt);
    const facts = {
      status: 'approved',
      endsAt: endsAt === null ? null : new Date(endsAt),
      raised: whole(project.raised),
      goal: whole(project.goal),
    };
    if (campaignMoney(facts, new Date(now)) === 'returned') return [];
    const judged = judgedMilestone(milestone.id, milestone.data());
    if (!judged || judged.delivered) return [];
    const kind = milestoneReminderKind(judged.due, judgedDue(judged.due, judged), now);
    if (!kind) return [];
    return [
      {
        uid: project.creatorId,
        id: reminderId(kind, projectId, milestone.id),
        kind,
        projectId,
        projectTitle: titleOf(project),
        at: judged.due,
        until: null,
        milestoneTitle: String(milestone.get('title') ?? ''),
      },
    ];
  });
}

/** Whether a stored reminder says what the tick found (Timestamps compared by their time). */
const sameReminder = (old: Record<string, unknown>, found: ReturnType<typeof stored>) =>
  old.kind === found.kind &&
  old.projectId === found.projectId &&
  old.projectTitle === found.projectTitle &&
  toMillis(old.at) === found.at.toMillis() &&
  toMillis(old.until) === (found.until?.toMillis() ?? null) &&
  (old.milestoneTitle ?? undefined) === found.milestoneTitle;

/** One tick's reminders: writes those that are new or changed, removes those that no longer hold. */
export async function keepReminders(db: Firestore, now = new Date()) {
  const at = now.getTime();
  const due = (await Promise.all([cancelReminders(db, at), endingReminders(db, at), milestoneReminders(db, at)])).flat();
  const wanted = new Map(due.map((reminder) => [`users/${reminder.uid}/reminders/${reminder.id}`, stored(reminder)]));
  const existing = await db.collectionGroup('reminders').get();
  const have = new Map(existing.docs.map((doc) => [doc.ref.path, doc.data()]));
  const writer = db.bulkWriter();
  let written = 0;
  let removed = 0;
  for (const [path, data] of wanted) {
    const old = have.get(path);
    if (old && sameReminder(old, data)) continue;
    void writer.set(db.doc(path), data);
    written++;
  }
  for (const doc of existing.docs)
    if (!wanted.has(doc.ref.path)) {
      void writer.delete(doc.ref);
      removed++;
    }
  await writer.close();
  return { written, removed };
}
