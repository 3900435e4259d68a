// A campaign's life in pure functions, the one place its states are decided: phase, outcome, Ended
// Funded, time left, the cancellation window.
// firestore.rules enforce the same cut-offs with request.time (isCancellation, validInvestment).
import { formatDate, formatDateTime } from '@/utils/format';
import { canCancelBefore, CANCELLATION_CUTOFF_HOURS, CANCELLATION_CUTOFF_MS } from '@shared/money/policy';

const DAY = 86_400_000;

/** What a campaign's life is judged by: approved (the app's projects read `status === 'approved'` as it) and its deadline. */
export type Life = { approved: boolean; endsAt: Date | null };
type Money = { raised: number; goal: number };
export type CampaignPhase = 'not-started' | 'live' | 'ended';

export function campaignPhase(project: Life, now = new Date()): CampaignPhase {
  if (!project.approved || !project.endsAt) return 'not-started';
  return project.endsAt.getTime() > now.getTime() ? 'live' : 'ended';
}

export const isLive = (project: Life, now = new Date()) => campaignPhase(project, now) === 'live';

/** Whether a deadline has passed (whatever the project's status, a closed one included). */
export const deadlinePassed = (endsAt: Date | null, now = new Date()) => !!endsAt && endsAt.getTime() <= now.getTime();

/** Funded as soon as raised reaches the goal (the campaign keeps running); not funded only once ended. */
export function campaignOutcome(project: Life & Money, now = new Date()): 'funded' | 'not-funded' | null {
  if (project.goal > 0 && project.raised >= project.goal) return 'funded';
  return campaignPhase(project, now) === 'ended' ? 'not-funded' : null;
}

/**
 * Ended Funded: approved, past its deadline, with raised at or above the goal (what the pages show; the
 * server's settlement decides the money by the same).
 */
export const endedFunded = (project: Life & Money, now = new Date()) =>
  campaignPhase(project, now) === 'ended' && campaignOutcome(project, now) === 'funded';

/** The calendar day of `date` in the viewer's time zone, as a day number, so differences count midnights. */
const dayNumber = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY;

/**
 * "23 days left", "1 day left", "Ends today" or "Ended Nov 3, 2026", counted in calendar days of the
 * viewer's time zone. Never negative.
 */
export function formatTimeLeft(endsAt: Date, now = new Date()): string {
  if (endsAt.getTime() <= now.getTime()) return `Ended ${formatDate(endsAt)}`;
  const days = Math.max(0, dayNumber(endsAt) - dayNumber(now));
  if (days === 0) return 'Ends today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/**
 * What the invest forms say before confirming: until when an investment made now can be
 * cancelled, in the viewer's time zone, or that it cannot be.
 */
export function cancelUntilText(endsAt: Date | null, now = new Date()): string {
  if (endsAt && canCancelBefore(endsAt, now))
    return `You can cancel until ${formatDateTime(new Date(endsAt.getTime() - CANCELLATION_CUTOFF_MS))}`;
  return `This campaign ends in less than ${CANCELLATION_CUTOFF_HOURS} hours: this investment cannot be cancelled`;
}
