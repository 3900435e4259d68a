// A campaign's life in pure functions: phase, outcome, time left, the cancellation window.
// firestore.rules enforce the same cut-offs with request.time (isCancellation, validInvestment).
import { dateFormat, formatDate } from '@/utils/format';
import type { Project } from './project-model';

const DAY = 86_400_000;
/** Investors may cancel until this long before the deadline (Reg CF). */
export const CANCELLATION_CUTOFF_MS = 48 * 3_600_000;

type Life = Pick<Project, 'approved' | 'endsAt'>;
export type CampaignPhase = 'not-started' | 'live' | 'ended';

export function campaignPhase(project: Life, now = new Date()): CampaignPhase {
  if (!project.approved || !project.endsAt) return 'not-started';
  return project.endsAt.getTime() > now.getTime() ? 'live' : 'ended';
}

export const isLive = (project: Life, now = new Date()) => campaignPhase(project, now) === 'live';

/** Whether a deadline has passed (whatever the project's status, a closed one included). */
export const deadlinePassed = (endsAt: Date | null, now = new Date()) => !!endsAt && endsAt.getTime() <= now.getTime();

/** Funded as soon as raised reaches the goal (the campaign keeps running); not funded only once ended. */
export function campaignOutcome(project: Life & Pick<Project, 'raised' | 'goal'>, now = new Date()): 'funded' | 'not-funded' | null {
  if (project.goal > 0 && project.raised >= project.goal) return 'funded';
  return campaignPhase(project, now) === 'ended' ? 'not-funded' : null;
}

/**
 * The calendar day of `date` in `timeZone`, as a day number, so differences count midnights. The
 * viewer's own zone needs no Intl (whose first use loads the ICU data: see formatUsd).
 */
function dayNumber(date: Date, timeZone?: string): number {
  if (!timeZone) return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY;
  const parts = dateFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY;
}

export const formatEndDate = (date: Date, timeZone?: string) =>
  timeZone ? dateFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(date) : formatDate(date);

/**
 * "23 days left", "1 day left", "Ends today" or "Ended Nov 3, 2026", counted in calendar days of the
 * viewer's time zone (or `timeZone`). Never negative.
 */
export function formatTimeLeft(endsAt: Date, now = new Date(), timeZone?: string): string {
  if (endsAt.getTime() <= now.getTime()) return `Ended ${formatEndDate(endsAt, timeZone)}`;
  const days = Math.max(0, dayNumber(endsAt, timeZone) - dayNumber(now, timeZone));
  if (days === 0) return 'Ends today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** Whether an active investment may still be cancelled: until 48 hours before the deadline. */
export const canCancelBefore = (endsAt: Date | null, now = new Date()) =>
  !!endsAt && now.getTime() < endsAt.getTime() - CANCELLATION_CUTOFF_MS;

/** The deadline an approval now sets: now + the campaign's length. */
export const approvalDeadline = (durationDays: number, now = new Date()) => new Date(now.getTime() + durationDays * DAY);

export const extendedDeadline = (endsAt: Date, days: number) => new Date(endsAt.getTime() + days * DAY);
