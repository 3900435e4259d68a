import type { ReadKinds } from '@/lib/read-doc';
import { REMINDER_KINDS } from '@shared/reminders/reminder-windows';
import type { StoredReminder } from './reminder-schema';

export const reminderKinds = {
  kind: REMINDER_KINDS,
  projectId: 'string',
  projectTitle: 'string',
  at: 'timestamp',
  until: 'timestamp',
  milestoneTitle: 'string',
} as const satisfies ReadKinds<StoredReminder>;
