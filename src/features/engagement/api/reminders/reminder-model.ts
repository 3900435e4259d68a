// What's new's reminders as the member reads them: the clock keeps them
// (shared/reminders/reminder-windows.ts says when each is due), and each is said here in the reader's
// time zone. One whose moment has passed since the last tick says nothing and is left out.
import { cancelUntilText } from '@/lib/campaign-life';
import { formatDueDay } from '@/features/accountability/api/milestones/milestone-model';
import type { ReadShape } from '@/lib/read-doc';
import { CANCELLATION_CUTOFF_MS } from '@shared/money/policy';
import type { ReminderKind } from '@shared/reminders/reminder-windows';
import { formatDateTime } from '@/utils/format';
import type { StoredReminder } from './reminder-schema';

export type Reminder = {
  kind: ReminderKind;
  id: string;
  projectId: string;
  projectTitle: string;
  title: string;
  at: Date;
};

type ReadReminder = ReadShape<StoredReminder> & { id: string };

/** A cancel reminder is about the cut-off; the sentence names it from the deadline, as the invest pages do. */
function titleOf({ kind, milestoneTitle }: ReadReminder, at: Date, now: Date): string {
  if (kind === 'cancel-reminder') return cancelUntilText(new Date(at.getTime() + CANCELLATION_CUTOFF_MS), now);
  if (kind === 'ending-reminder') return `It ends ${formatDateTime(at)}.`;
  const due = formatDueDay(at);
  return kind === 'milestone-late' ? `Milestone “${milestoneTitle}” is late (due ${due})` : `Milestone “${milestoneTitle}” is due ${due}`;
}

/** The stored reminders still true now, each with its sentence, the soonest first. */
export function remindersOf(stored: ReadReminder[], now = new Date()): Reminder[] {
  return stored
    .flatMap((reminder): Reminder[] => {
      const { at, until } = reminder;
      if (!at || (until && until.getTime() <= now.getTime())) return [];
      const { id, kind, projectId, projectTitle } = reminder;
      return [{ id, kind, projectId, projectTitle, title: titleOf(reminder, at, now), at }];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
