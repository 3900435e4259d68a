// What's new's reminders (issue 34): the reads. The backer's held campaigns come from the read What's
// new already makes for their investments' outcomes; a saver's are one query of the campaigns ending
// within 48 hours (at most ENDING_CARDS_READ cards) and one of their saved documents among those.
// A founder's milestones: founder-news reads no list of their projects, so one query of their approved
// cards (at most FOUNDER_MILESTONE_CAMPAIGNS, newest first; the founder page's index), then the
// milestones of those that can have them (fetchMilestones: at most 6 each). At most 10 + 60 documents.
import { collection, documentId, getDocs, limit, orderBy, query, Timestamp, where, type Firestore } from 'firebase/firestore/lite';
import { fetchFounderCampaigns } from '@/features/campaigns/api/founders/founder-campaigns';
import { fetchMilestones } from '@/features/campaigns/api/milestones/milestones-reads';
import { ENDING_REMINDER_MS, mayHaveMilestoneReminders } from './reminder-model';

export const ENDING_CARDS_READ = 30;
/** The founder's newest approved campaigns whose milestones What's new reads. */
export const FOUNDER_MILESTONE_CAMPAIGNS = 10;

/** The milestones of the founder's approved campaigns that can have reminders (mayHaveMilestoneReminders). */
export async function fetchFounderMilestones(uid: string, firestore: Firestore) {
  const campaigns = (await fetchFounderCampaigns(uid, FOUNDER_MILESTONE_CAMPAIGNS, firestore)).filter(mayHaveMilestoneReminders);
  return Promise.all(
    campaigns.map(async (card) => ({
      projectId: card.id,
      projectTitle: card.title,
      milestones: await fetchMilestones(card.id, firestore),
    })),
  );
}

/** The approved campaigns that end within 48 hours, soonest first, among those the member saved. */
export async function fetchSavedEndingSoon(uid: string, firestore: Firestore, now = new Date()) {
  const cards = await getDocs(
    query(
      collection(firestore, 'projectCards'),
      where('approved', '==', true),
      where('endsAt', '>', Timestamp.fromDate(now)),
      where('endsAt', '<=', Timestamp.fromMillis(now.getTime() + ENDING_REMINDER_MS)),
      orderBy('endsAt', 'asc'),
      limit(ENDING_CARDS_READ),
    ),
  );
  const ending = cards.docs.map((card) => ({
    projectId: card.id,
    projectTitle: String(card.get('title') ?? ''),
    endsAt: (card.get('endsAt') as Timestamp | undefined)?.toDate?.() ?? null,
  }));
  if (ending.length === 0) return { ending, saved: new Set<string>() };
  const saved = await getDocs(
    query(
      collection(firestore, 'users', uid, 'saved'),
      where(
        documentId(),
        'in',
        ending.map((card) => card.projectId),
      ),
    ),
  );
  return { ending, saved: new Set(saved.docs.map((d) => d.id)) };
}
