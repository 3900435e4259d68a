// founderRecords/{uid} (issue 34, A founder's track record): what the public Track record needs from a
// founder's milestones, spending, updates and backers' update requests: the milestones and spentBy kept
// by the server (functions/src/founders, recordSpending), the gaps and requests in the same batch as each
// update or request (firestore.rules isUpdateMove, isRequestMove),
// so the founder page reads one document however many campaigns, milestones, entries and updates there
// are. firestore.rules (founderRecordKeys) holds the same keys; tests/unit/schema-drift.test.ts holds the two equal.
// Every field is optional: a record starts with the first move that writes it (a merge of that move's fields).
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';

/** A milestone as the record keeps it: its original due day, and when it was delivered (the server's time), or null. */
export const recordMilestoneSchema = z.object({ due: timestamp(), deliveredAt: z.nullable(timestamp()) });

/** One gap between updates on a funded campaign: the founder's update before (or the deadline before the first), and this one. */
export const updateGapSchema = z.object({ from: timestamp(), at: timestamp() });

export const FOUNDER_RECORD_MOVES = ['plan', 'delivery', 'spending', 'update', 'request'] as const;

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
  /** The last member's move, and what it names (an update; '' for a request, never a member): its batch checks it. Records written before issue 50 may name a plan, a delivery or spending. */
  lastMove: z.optional(z.enum(FOUNDER_RECORD_MOVES)),
  lastProjectId: z.optional(z.string()),
  lastRef: z.optional(z.string()),
  lastMovedAt: z.optional(timestamp()),
});
export type StoredFounderRecord = z.output<typeof founderRecordSchema>;
