// What's new's reminders: when each is due, for the clock that writes them
// (functions/src/clock/reminders.ts) and the app that shows them. Times are milliseconds, so the
// app's SDK and the Admin SDK both pass them.
import { CANCELLATION_CUTOFF_MS } from '../money/policy';
import { DAY_MS, isPastDay } from '../milestones/missed-due';

const HOUR_MS = 3_600_000;
/** A backer hears of the cut-off to cancel in its last day. */
export const CANCEL_REMINDER_MS = 24 * HOUR_MS;
/** Someone who saved a campaign hears of it in its last 48 hours. */
export const ENDING_REMINDER_MS = 48 * HOUR_MS;
/** A founder hears of a milestone due within this many days (UTC days, as due days are kept). */
export const MILESTONE_REMINDER_DAYS = 7;

export const REMINDER_KINDS = ['cancel-reminder', 'ending-reminder', 'milestone-due', 'milestone-late'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The stored reminder (users/{uid}/reminders/{id}): what the app needs to say it in the reader's time zone. */
export type StoredReminderFacts = {
  kind: ReminderKind;
  projectId: string;
  projectTitle: string;
  /** When it is about: the cut-off, the deadline, or the milestone's due day. */
  at: number;
  /** After this the reminder says nothing true any more (the cut-off or the deadline passed); null for milestones. */
  until: number | null;
  /** A milestone's reminder: its title. */
  milestoneTitle?: string;
};

/** The cut-off to cancel (48 hours before the deadline) when it falls within the next day and has not passed. */
export function cancelReminderAt(endsAt: number, now: number): number | null {
  const cutoff = endsAt - CANCELLATION_CUTOFF_MS;
  return cutoff > now && cutoff - now <= CANCEL_REMINDER_MS ? cutoff : null;
}

/** Whether a campaign is in its last 48 hours. */
export const isEndingSoon = (endsAt: number, now: number) => endsAt > now && endsAt - now <= ENDING_REMINDER_MS;

/** Days from today to a due day, both UTC days. */
const daysUntil = (due: number, now: number) => Math.floor(due / DAY_MS) - Math.floor(now / DAY_MS);

/**
 * A milestone not delivered: Late once the day it is judged by (missed-due.ts judgedDue) has ended,
 * due soon within MILESTONE_REMINDER_DAYS of its due day now (a postponement moves it), else nothing.
 */
export function milestoneReminderKind(due: number, judged: number, now: number): 'milestone-due' | 'milestone-late' | null {
  if (isPastDay(judged, now)) return 'milestone-late';
  return daysUntil(due, now) <= MILESTONE_REMINDER_DAYS ? 'milestone-due' : null;
}

/** The windows the clock looks in: deadlines within these spans of now. */
export const cancelWindowEnds = (now: number) => ({
  after: now + CANCELLATION_CUTOFF_MS,
  upTo: now + CANCELLATION_CUTOFF_MS + CANCEL_REMINDER_MS,
});
/** The last due day a reminder can be for (the latest day within MILESTONE_REMINDER_DAYS). */
export const lastRemindedDueDay = (now: number) => (Math.floor(now / DAY_MS) + MILESTONE_REMINDER_DAYS) * DAY_MS;

/** The reminder's document id: one per kind and subject, so a tick that finds it again writes the same one. */
export const reminderId = (kind: ReminderKind, projectId: string, slot?: string) =>
  `${{ 'cancel-reminder': 'cr', 'ending-reminder': 'er', 'milestone-due': 'md', 'milestone-late': 'ml' }[kind]}-${projectId}${slot ? `-${slot}` : ''}`;
