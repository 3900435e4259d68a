// founderRecords/{uid}: what the public Track record needs from a founder's milestones, spending,
// updates and backers' update requests, all kept by the server (functions/src/founders, recordSpending,
// functions/src/update-requests), so the founder page reads
// one document however many campaigns, milestones, entries and updates there are. Every field is
// optional: a record starts with the first move that writes it (a merge of that move's fields). Records
// written before the server kept them may also name their last move (lastMove, lastProjectId, lastRef,
// lastMovedAt), which nothing reads.
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';

/** A milestone as the record keeps it: its original due day, and when it was delivered (the server's time), or null. */
export const recordMilestoneSchema = z.object({ due: timestamp(), deliveredAt: z.nullable(timestamp()) });

/** One gap between updates on a funded campaign: the founder's update before (or the deadline before the first), and this one. */
export const updateGapSchema = z.object({ from: timestamp(), at: timestamp() });

export const founderRecordSchema = z.object({
  /** Keyed '<projectId>_<slot>': each milestone a project has, copied by the server from the milestone. */
  milestones: z.optional(z.record(z.string().check(z.regex(/^.+_[0-5]$/)), recordMilestoneSchema)),
  /** Whole dollars of spending recorded, per project. */
  spentBy: z.optional(z.record(z.string(), z.int())),
  /** The last GAPS_KEPT gaps, a ring keyed gapCount % GAPS_KEPT. */
  gaps: z.optional(z.record(z.string().check(z.regex(/^1?[0-9]$/)), updateGapSchema)),
  /** How many gaps were ever recorded. */
  gapCount: z.optional(z.int().check(z.gte(0))),
  /** Backers' update requests the founder has not answered with an update yet. */
  unanswered: z.optional(z.int().check(z.gte(0))),
});
export type StoredFounderRecord = z.output<typeof founderRecordSchema>;

/**
 * founderRecords/{uid}/recordedUpdates/{updateId}: an update the server has recorded in the record
 * (functions/src/founders/record-update.ts), so a replayed event records it once. Read by no client.
 */
export const recordedUpdateSchema = z.object({ projectId: z.string(), at: timestamp() });
