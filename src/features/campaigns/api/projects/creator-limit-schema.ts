// creatorLimits/{uid}: a founder's count of new projects (firestore.rules creatorLimitKeys), written in
// the batch of each project they create.
import { z } from 'zod/mini';
import { timestamp, wholeRange } from '@/lib/schema-fields';
import { NEW_PROJECT_LIMITS } from './project-limits';

export const creatorLimitSchema = z.object({
  lastCreatedAt: timestamp(),
  windowStart: timestamp(),
  countInWindow: wholeRange(1, NEW_PROJECT_LIMITS.perDay),
  lastProjectId: z.string(),
});

export type CreatorLimitDocument = z.output<typeof creatorLimitSchema>;
