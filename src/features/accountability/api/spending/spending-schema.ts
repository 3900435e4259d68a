// projects/{id}/spending/{entryId} and projects/{id}/spendingTotal/total: spending on the
// record, written only by the server (functions/src/spending/record-spending.ts; firestore.rules let
// no client write them). tests/functions/spending.test.ts checks what it writes against these.
import { z } from 'zod/mini';
import { boundedText, timestamp } from '@/lib/schema-fields';
import { safeUrlField } from '@/lib/schema-fields';
import { EVIDENCE_FIELD, SPENDING_LIMITS, SPENDING_MESSAGES } from '@shared/money/spending-refusals';

export const spendingEntrySchema = z.object({
  /** The day spent: midnight UTC of it, not after today, not before the day of approval. */
  spentOn: timestamp(),
  /** The plan line by position ('0' to '7'), or 'other'. */
  line: z.string().check(z.regex(/^([0-7]|other)$/)),
  /** Whole dollars: 1 to amountMax for an entry, -1 down to minus the corrected entry's amount for a correction. */
  amount: z.int(),
  paidFor: boundedText(1, SPENDING_LIMITS.paidFor, SPENDING_MESSAGES.paidFor, SPENDING_MESSAGES.paidForLong),
  evidenceUrl: safeUrlField(EVIDENCE_FIELD),
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
  /** The entry that moved the total last. */
  lastEntryId: z.string(),
});
export type StoredSpendingTotal = z.output<typeof spendingTotalSchema>;

/** What the Add spending form checks of the words it sends (the day, line and amount are checked in spending-model). */
export const spendingWordsSchema = z.object({
  paidFor: spendingEntrySchema.shape.paidFor,
  evidenceUrl: spendingEntrySchema.shape.evidenceUrl,
});
