// What's new's reminders (issue 34), computed when the member opens it (no server jobs): for a backer,
// the last day to cancel (the cut-off the rules use: cancellationCutoffHours before the deadline), for
// someone who saved a campaign, that it ends in 48 hours, and for a founder, a milestone due within 7
// days or Late (milestoneStatus, by the due days the server keeps).
import { cancelUntilText } from '@/features/campaigns/api/projects/campaign-life';
import { CANCELLATION_CUTOFF_MS, canCancelBefore } from '@shared/money/policy';
import { formatDueDay, milestoneStatus } from '@/features/campaigns/api/milestones/milestone-model';
import type { Milestone } from '@/features/campaigns/api/milestones/milestone-read';
import { formatDateTime } from '@/utils/format';

const HOUR = 3_600_000;
/** A backer hears of the cut-off in its last day. */
export const CANCEL_REMINDER_MS = 24 * HOUR;
/** Someone who saved a campaign hears of it in its last 48 hours. */
export const ENDING_REMINDER_MS = 48 * HOUR;
/** A founder hears of a milestone due within this many days (UTC days, as due days are kept). */
export const MILESTONE_REMINDER_DAYS = 7;
const DAY = 24 * HOUR;

export type Reminder = {
  kind: 'cancel-reminder' | 'ending-reminder' | 'milestone-due' | 'milestone-late';
  id: string;
  projectId: string;
  projectTitle: string;
  title: string;
  at: Date;
};

type HeldCampaign = { projectId: string; projectTitle: string; money: string; facts: { endsAt: Date | null } };

/** The campaigns the backer holds active money in whose cut-off to cancel falls within the next day. */
export function cancelReminders(held: HeldCampaign[], now = new Date()): Reminder[] {
  return held.flatMap(({ projectId, projectTitle, money, facts: { endsAt } }) => {
    if (money !== 'active' || !endsAt || !canCancelBefore(endsAt, now)) return [];
    const cutoff = new Date(endsAt.getTime() - CANCELLATION_CUTOFF_MS);
    if (cutoff.getTime() - now.getTime() > CANCEL_REMINDER_MS) return [];
    return [
      { kind: 'cancel-reminder' as const, id: `cr-${projectId}`, projectId, projectTitle, title: cancelUntilText(endsAt, now), at: cutoff },
    ];
  });
}

type EndingCard = { projectId: string; projectTitle: string; endsAt: Date | null };

/** The saved campaigns that end within 48 hours (and have not ended). */
export function endingReminders(cards: EndingCard[], saved: Set<string>, now = new Date()): Reminder[] {
  return cards.flatMap(({ projectId, projectTitle, endsAt }) => {
    if (!saved.has(projectId) || !endsAt) return [];
    const left = endsAt.getTime() - now.getTime();
    if (left <= 0 || left > ENDING_REMINDER_MS) return [];
    return [
      {
        kind: 'ending-reminder' as const,
        id: `er-${projectId}`,
        projectId,
        projectTitle,
        title: `It ends ${formatDateTime(endsAt)}.`,
        at: endsAt,
      },
    ];
  });
}

/** What a founder's card says of a campaign, enough to tell whether its milestones still matter. */
type FounderCard = { status: string; endsAt: Date | null; raised: number; goal: number; raisedSyncedAt: Date | null };

/**
 * Whether a founder's campaign can have milestones to remind them of: approved (a pending one's cannot
 * be delivered yet, a closed one's no longer), and not one whose final copy of Raised (synced at or
 * after the deadline, as the rules judge Funded) says it ended short of its goal: that money went back.
 */
export function mayHaveMilestoneReminders(card: FounderCard): boolean {
  if (card.status !== 'approved') return false;
  const final = !!card.endsAt && !!card.raisedSyncedAt && card.raisedSyncedAt.getTime() >= card.endsAt.getTime();
  return !(final && card.raised < card.goal);
}

type FounderMilestones = {
  projectId: string;
  projectTitle: string;
  milestones: Pick<Milestone, 'id' | 'title' | 'due' | 'originalDue' | 'deliveredAt'>[];
};

/** Days from today to a due day, both UTC days. */
const daysUntil = (due: Date, now: Date) => Math.floor(due.getTime() / DAY) - Math.floor(now.getTime() / DAY);

/**
 * The founder's milestones not yet delivered that are Late (milestoneStatus) or due within
 * MILESTONE_REMINDER_DAYS, by their due day now (a postponement moves it).
 */
export function milestoneReminders(campaigns: FounderMilestones[], now = new Date()): Reminder[] {
  return campaigns.flatMap(({ projectId, projectTitle, milestones }) =>
    milestones.flatMap((milestone): Reminder[] => {
      const status = milestoneStatus(milestone, now);
      const due = formatDueDay(milestone.due);
      const about = { projectId, projectTitle, at: milestone.due };
      if (status === 'late')
        return [
          {
            kind: 'milestone-late' as const,
            id: `ml-${projectId}-${milestone.id}`,
            title: `Milestone “${milestone.title}” is late (due ${due})`,
            ...about,
          },
        ];
      if (status === 'upcoming' && daysUntil(milestone.due, now) <= MILESTONE_REMINDER_DAYS)
        return [
          {
            kind: 'milestone-due' as const,
            id: `md-${projectId}-${milestone.id}`,
            title: `Milestone “${milestone.title}” is due ${due}`,
            ...about,
          },
        ];
      return [];
    }),
  );
}

/** Reminders come first in What's new, the soonest first. */
export const sortedReminders = (reminders: Reminder[]) => [...reminders].sort((a, b) => a.at.getTime() - b.at.getTime());
