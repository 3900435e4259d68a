// The Late badge on a project card, from the card's openDues (projectCards, kept by the
// server: functions/src/milestones/card-lateness.ts): no milestone is read per card.
import { isTimestamp } from '@/lib/read-doc';
import { endedFunded } from '@/lib/campaign-life';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';

const DAY = 86_400_000;

/** The earliest due day the milestones not delivered are judged by, as the card holds them; null when none. */
export function cardNextDue(openDues: Record<string, unknown> | undefined): Date | null {
  const days = Object.values(openDues ?? {}).flatMap((value) => (isTimestamp(value) ? [value.toMillis()] : []));
  return days.length > 0 ? new Date(Math.min(...days)) : null;
}

/**
 * Late on the card: the campaign ended Funded and a milestone not delivered is past the due day it is judged by
 * (met by the end of that day, UTC, as milestone-model's milestoneStatus judges it on the project page).
 */
export function isCardLate(
  project: Pick<ProjectSummary, 'approved' | 'endsAt' | 'raised' | 'goal' | 'openDues'>,
  now = new Date(),
): boolean {
  const next = cardNextDue(project.openDues);
  return !!next && endedFunded(project, now) && now.getTime() >= next.getTime() + DAY;
}
