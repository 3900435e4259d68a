// projects/{id}/posters/{uid}: the founder's count of campaign updates on one project (firestore.rules
// posterKeys), written in the batch of each update they post.
import { z } from 'zod/mini';
import { timestamp, wholeRange } from '@/lib/schema-fields';
import { UPDATE_LIMITS } from '@shared/updates/update-limits';

export const posterSchema = z.object({
  lastPostedAt: timestamp(),
  windowStart: timestamp(),
  countInWindow: wholeRange(1, UPDATE_LIMITS.perDay),
  lastUpdateId: z.string(),
});

export type PosterDocument = z.output<typeof posterSchema>;
