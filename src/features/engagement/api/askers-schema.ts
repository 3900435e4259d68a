// projects/{id}/askers/{uid}: one member's count of questions on one project (firestore.rules askerKeys),
// and the role a question records beside its asker's name (questionSchema.askerRole).
import { z } from 'zod/mini';
import { timestamp, wholeRange } from '@/lib/schema-fields';

import { ASKER_ROLES, QUESTION_LIMITS } from './askers-read';

export const askerRoleSchema = z.enum(ASKER_ROLES);

export const askerSchema = z.object({
  lastAskedAt: timestamp(),
  windowStart: timestamp(),
  countInWindow: wholeRange(1, QUESTION_LIMITS.perDay),
  lastQuestionId: z.string(),
});

export type AskerDocument = z.output<typeof askerSchema>;
