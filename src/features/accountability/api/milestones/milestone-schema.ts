// projects/{id}/milestones/{slot}: the founder's dated milestones, slot '0' to '5'.
// firestore.rules (milestoneKeys, postponementKeys, isMilestoneSlot, validMilestonePlan, isMilestoneDue,
// isDelivery, isPostponement) enforce the same; tests/unit/schema-drift.test.ts holds the two equal.
import { z } from 'zod/mini';
import { boundedText, timestamp } from '@/lib/schema-fields';
import { safeUrlField } from '@/lib/schema-fields';
import { MILESTONE_LIMITS, MILESTONE_MESSAGES } from './milestone-limits';

/** firestore.rules isMilestoneSlot(id): the milestone's place in the founder's list, so there are at most 6. */
export const milestoneSlot = () => z.string().check(z.regex(/^[0-5]$/));

/** One postponement: the due day before and after, why, and when (the server's time). */
export const postponementSchema = z.object({
  from: timestamp(),
  to: timestamp(),
  reason: boundedText(1, MILESTONE_LIMITS.reason, MILESTONE_MESSAGES.reason, MILESTONE_MESSAGES.reasonLong),
  at: timestamp(),
});

export const milestoneSchema = z.object({
  title: boundedText(1, MILESTONE_LIMITS.title, MILESTONE_MESSAGES.title, MILESTONE_MESSAGES.titleLong),
  description: boundedText(0, MILESTONE_LIMITS.description, undefined, MILESTONE_MESSAGES.descriptionLong),
  /** The due day now: midnight UTC of it (a postponement moves it). */
  due: timestamp(),
  /** The due day as planned; never changes after approval (Delivered late is judged by it). */
  originalDue: timestamp(),
  /** Postponements by their order, '0' then '1' (a map: the server's time cannot be stamped inside a list). */
  postponements: z.record(z.string().check(z.regex(/^[01]$/)), postponementSchema),
  /** When it was marked delivered: the server's time; null until then. */
  deliveredAt: z.nullable(timestamp()),
  /** What was delivered; '' until then. */
  delivered: boundedText(0, MILESTONE_LIMITS.delivered, MILESTONE_MESSAGES.delivered, MILESTONE_MESSAGES.deliveredLong),
  evidenceUrl: safeUrlField('Evidence link'),
  /** The server's (firestore.rules serverMilestoneKeys): when the clock found it Late, and the due day it missed. */
  lateAt: z.optional(timestamp()),
  lateDue: z.optional(timestamp()),
});
export type StoredMilestone = z.output<typeof milestoneSchema>;

/** What the form checks of a milestone's words (the due day is checked in milestone-model). */
export const milestoneWordsSchema = z.object({ title: milestoneSchema.shape.title, description: milestoneSchema.shape.description });
export const deliveryWordsSchema = z.object({
  delivered: boundedText(1, MILESTONE_LIMITS.delivered, MILESTONE_MESSAGES.delivered, MILESTONE_MESSAGES.deliveredLong),
  evidenceUrl: milestoneSchema.shape.evidenceUrl,
});
export const reasonSchema = postponementSchema.shape.reason;
