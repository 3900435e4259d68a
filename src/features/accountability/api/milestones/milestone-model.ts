// Milestones with dates in pure functions: Late and Delivered late, where a due day falls
// against the campaign's deadline, the due days a founder may choose, and who may deliver or postpone.
// firestore.rules (isMilestoneDue, mayFollowUp, isDelivery, isPostponement) enforce the same.
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { dayStart, isoDay } from '@shared/utc-days';
import { formatUtcDay } from '@/utils/format';
import { missedDue } from '@shared/milestones/missed-due';
import { MILESTONE_LIMITS, MILESTONE_MESSAGES } from './milestone-limits';
import type { Milestone } from './milestone-read';

const DAY = 86_400_000;

/** A milestone as the founder plans it (Create Campaign, Update Project Details), before approval. */
export type MilestonePlan = { title: string; description: string; due: Date };
/** What a create or edit sends of the milestones: the list to store (slots 0 to n-1), or undefined to leave them (locked at approval). */
export type MilestoneChange = { milestones?: MilestonePlan[] };

/** A row of the form: the due day as the date field holds it ('YYYY-MM-DD'). */
export type MilestoneRow = { title: string; day: string; description: string };
export const emptyMilestoneRow = (): MilestoneRow => ({ title: '', day: '', description: '' });
export const toMilestoneRows = (milestones: readonly Milestone[]): MilestoneRow[] =>
  milestones.map((m) => ({ title: m.title, day: isoDay(m.due), description: m.description }));

export type MilestoneStatus = 'upcoming' | 'late' | 'delivered' | 'delivered-late';

/** What lateness is judged by beside the due day: the server's mark and the postponements. */
type LatenessOf = Partial<Pick<Milestone, 'lateDue' | 'postponements'>>;

/**
 * The due day the milestone missed, once it missed one (shared/milestones/missed-due): the clock's
 * mark, or a day it was postponed from after that day had ended. Null while it has missed none.
 */
export function missedDay({ lateDue = null, postponements = [] }: LatenessOf): Date | null {
  const missed = missedDue({
    lateDue: lateDue?.getTime() ?? null,
    postponements: postponements.map((entry) => ({ from: entry.from.getTime(), at: entry.at?.getTime() ?? null })),
  });
  return missed === null ? null : new Date(missed);
}

/**
 * A due day is met by the end of it (UTC). Not delivered: Late once its current due day is over, and
 * from then on until delivered, however it is postponed (judged by the day it missed). Delivered:
 * Delivered late when the server's time of delivery is after its original due day.
 */
export function milestoneStatus(
  milestone: Pick<Milestone, 'due' | 'originalDue' | 'deliveredAt'> & LatenessOf,
  now = new Date(),
): MilestoneStatus {
  if (milestone.deliveredAt)
    return milestone.deliveredAt.getTime() >= milestone.originalDue.getTime() + DAY ? 'delivered-late' : 'delivered';
  const judged = missedDay(milestone) ?? milestone.due;
  return now.getTime() >= judged.getTime() + DAY ? 'late' : 'upcoming';
}

/** The due line's start: "Late, postponed to <day>" for one postponed since the day it missed, else "Due <day>". */
export function dueLine(milestone: Pick<Milestone, 'due' | 'deliveredAt'> & LatenessOf): string {
  const missed = milestone.deliveredAt ? null : missedDay(milestone);
  return missed && milestone.due > missed ? `Late, postponed to ${formatDueDay(milestone.due)}` : `Due ${formatDueDay(milestone.due)}`;
}

export const STATUS_LABELS: Record<MilestoneStatus, string> = {
  upcoming: 'Due',
  late: 'Late',
  delivered: 'Delivered',
  'delivered-late': 'Delivered late',
};

/** A due day as the page shows it: its UTC day ("Nov 23, 2026"), the same in every time zone. */
export const formatDueDay = (date: Date) => formatUtcDay(Math.floor(date.getTime() / DAY));

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Where a due day falls against the campaign's deadline (its day, UTC); none before approval sets one. */
export function againstDeadline(due: Date, endsAt: Date | null): string {
  if (!endsAt) return 'The campaign’s deadline is set at approval';
  const difference = Math.round((due.getTime() - dayStart(isoDay(endsAt))!.getTime()) / DAY);
  if (difference === 0) return 'On the day the campaign ends';
  return difference > 0 ? `${days(difference)} after the campaign ends` : `${days(-difference)} before the campaign ends`;
}

/** The earliest and latest due day the date field offers: tomorrow, and three years ahead (UTC). */
export const dueDayRange = (now = new Date()) => ({
  min: isoDay(new Date(now.getTime() + DAY)),
  max: isoDay(new Date(now.getTime() + MILESTONE_LIMITS.aheadDaysMax * DAY)),
});

/** A due day as typed: from tomorrow (UTC) to three years ahead; stored as its midnight UTC. */
export function checkDueDay(day: string, now = new Date()): { error?: string; due?: Date } {
  const due = dayStart(day);
  if (!due) return { error: MILESTONE_MESSAGES.due };
  if (Math.floor(due.getTime() / DAY) <= Math.floor(now.getTime() / DAY)) return { error: MILESTONE_MESSAGES.dueSoon };
  if (due.getTime() > now.getTime() + MILESTONE_LIMITS.aheadDaysMax * DAY) return { error: MILESTONE_MESSAGES.dueFar };
  return { due };
}

/** Mark as delivered and Postpone: the creator's, once the project is approved (not closed), on a milestone not yet delivered. */
export const mayFollowUp = (uid: string | undefined, project: Pick<Project, 'creatorId' | 'status'>) =>
  !!uid && uid === project.creatorId && project.status === 'approved';
/** One delivered, postponed or marked Late keeps its record: a send-back does not open it to a new plan (firestore.rules isReplannable). */
export const keepsRecord = (milestone: Pick<Milestone, 'deliveredAt' | 'postponements' | 'lateAt'>) =>
  !!milestone.deliveredAt || milestone.postponements.length > 0 || !!milestone.lateAt;
export const mayPostpone = (milestone: Pick<Milestone, 'deliveredAt' | 'postponements'>) =>
  !milestone.deliveredAt && milestone.postponements.length < MILESTONE_LIMITS.postponements;
