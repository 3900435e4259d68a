// projects/{id}/spending/{entryId} and projects/{id}/spendingTotal/total (issue 34): spending on the
// record. firestore.rules (spendingKeys, validSpendingFields, isNewSpending, isSpendingCorrection,
// spendingTotalMoved) enforce the same; tests/unit/schema-drift.test.ts holds the two equal.
import { z } from 'zod/mini';
import { boundedText, timestamp } from '@/lib/schema-fields';
import { safeUrlField } from '@/features/campaigns/api/projects/project-schema';
import { SPENDING_LIMITS, SPENDING_MESSAGES } from './spending-limits';

export const spendingEntrySchema = z.object({
  /** The day spent: midnight UTC of it, not after today, not before the day of approval. */
  spentOn: timestamp(),
  /** The plan line by position ('0' to '7'), or 'other'. */
  line: z.string().check(z.regex(/^([0-7]|other)$/)),
  /** Whole dollars: 1 to amountMax for an entry, -1 down to minus the corrected entry's amount for a correction. */
  amount: z.int(),
  paidFor: boundedText(1, SPENDING_LIMITS.paidFor, SPENDING_MESSAGES.paidFor, SPENDING_MESSAGES.paidForLong),
  evidenceUrl: safeUrlField('Evidence link'),
  /** '' for an entry; the id of the entry a correction corrects. */
  corrects: z.string(),
  createdAt: timestamp(),
  /** Its project and the project's title when recorded, so What's new can list a followed project's spending across projects (as updates). */
  projectId: z.string(),
  projectTitle: z.string(),
});
export type StoredSpendingEntry = z.output<typeof spendingEntrySchema>;

export const spendingTotalSchema = z.object({
  spent: z.int(),
  entryCount: z.int(),
  /** Spent per line key ('0' to '7', 'other'). */
  byLine: z.record(z.string(), z.int()),
  /** The entry whose batch moved the total last (the rules check the move by it). */
  lastEntryId: z.string(),
});
export type StoredSpendingTotal = z.output<typeof spendingTotalSchema>;

/** What the Add spending form checks of the words it sends (the day, line and amount are checked in spending-model). */
export const spendingWordsSchema = z.object({
  paidFor: spendingEntrySchema.shape.paidFor,
  evidenceUrl: spendingEntrySchema.shape.evidenceUrl,
});
