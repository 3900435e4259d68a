// users/{uid}/reminders/{id}: What's new's reminders, written by the clock alone (functions/src/clock/reminders.ts).
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';
import { REMINDER_KINDS } from '@shared/reminders/reminder-windows';

export const reminderSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  projectId: z.string(),
  projectTitle: z.string(),
  at: timestamp(),
  until: z.nullable(timestamp()),
  milestoneTitle: z.optional(z.string()),
});

export type StoredReminder = z.output<typeof reminderSchema>;
