// projects/{id}/askers/{uid}: one member's count of questions on one project (firestore.rules askerKeys).
import { Timestamp } from 'firebase/firestore/lite';
import { z } from 'zod/mini';

export const askerSchema = z.object({
  lastAskedAt: z.instanceof(Timestamp),
  windowStart: z.instanceof(Timestamp),
  countInWindow: z.int().check(z.minimum(1), z.maximum(20)),
  lastQuestionId: z.string(),
});

export type AskerDocument = z.infer<typeof askerSchema>;
