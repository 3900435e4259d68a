// projects/{id}/askers/{uid}: one member's count of questions on one project (firestore.rules askerKeys),
// and the role a question records beside its asker's name (questionSchema.askerRole).
import { z } from 'zod/mini';
import { timestamp, wholeRange } from '@/lib/schema-fields';

/** One question a minute and 20 a rolling day per member and project; firestore.rules (askers) enforce the same. */
export const QUESTION_LIMITS = { cooldownMs: 60_000, perDay: 20, dayMs: 24 * 3_600_000 } as const;

/**
 * What the asker was to the project when they asked, as the rules decided it. Member comes first: a
 * missing or unknown value reads as the first option (readDoc), and a badge must never read as more
 * than the rules granted.
 */
export const ASKER_ROLES = ['member', 'investor', 'founder'] as const;
export const askerRoleSchema = z.enum(ASKER_ROLES);
export type AskerRole = z.output<typeof askerRoleSchema>;

export const askerSchema = z.object({
  lastAskedAt: timestamp(),
  windowStart: timestamp(),
  countInWindow: wholeRange(1, QUESTION_LIMITS.perDay),
  lastQuestionId: z.string(),
});

export type AskerDocument = z.output<typeof askerSchema>;
