// users/{uid}/outcomes/{projectId}: what became of an investor's money in a campaign that ended or was
// closed, written by the clock when it settles the campaign (functions/src/clock/settle.ts).
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';

export const outcomeSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  closed: z.boolean(),
  endsAt: z.nullable(timestamp()),
  endedAt: z.nullable(timestamp()),
  raised: z.int(),
  goal: z.int(),
});

export type StoredOutcome = z.output<typeof outcomeSchema>;
