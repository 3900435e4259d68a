// What's new's reminders (issue 34), computed when the member opens it (no server jobs): for a backer,
// the last day to cancel (the cut-off the rules use: cancellationCutoffHours before the deadline), and for
// someone who saved a campaign, that it ends in 48 hours.
import { CANCELLATION_CUTOFF_MS, canCancelBefore, cancelUntilText } from '@/features/campaigns/api/projects/campaign-life';
import { formatDateTime } from '@/utils/format';

const HOUR = 3_600_000;
/** A backer hears of the cut-off in its last day. */
export const CANCEL_REMINDER_MS = 24 * HOUR;
/** Someone who saved a campaign hears of it in its last 48 hours. */
export const ENDING_REMINDER_MS = 48 * HOUR;

export type Reminder = {
  kind: 'cancel-reminder' | 'ending-reminder';
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

/** Reminders come first in What's new, the soonest first. */
export const sortedReminders = (reminders: Reminder[]) => [...reminders].sort((a, b) => a.at.getTime() - b.at.getTime());
