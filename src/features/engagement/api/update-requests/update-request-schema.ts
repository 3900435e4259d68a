// projects/{id}/updateRequests/{uid} and projects/{id}/updateRequestTally/tally: a backer's
// request for an update, and the tally of a round's requests. firestore.rules (updateRequestKeys,
// serverUpdateRequestKeys, mayAskForUpdate) enforce the request's; tests/unit/schema-drift.test.ts holds
// the two equal. The tally is the server's (functions/src/update-requests/count-request.ts).
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';

export const updateRequestSchema = z.object({
  /** When the backer asked: the server's time. */
  requestedAt: timestamp(),
  /** The founder's last update (or the deadline before the first) the request asks after: one request per round. */
  round: timestamp(),
  /** The server's: the round it counted the request in (absent until it has). */
  countedRound: z.optional(timestamp()),
});
export type StoredUpdateRequest = z.output<typeof updateRequestSchema>;

export const updateRequestTallySchema = z.object({
  /** The round the count is of: the newest request's. */
  round: timestamp(),
  /** How many backers asked in that round. */
  count: z.int().check(z.gte(1)),
  lastRequestAt: timestamp(),
  projectId: z.string(),
  /** The project's title when the newest request was made (the founder's What's new says it). */
  projectTitle: z.string(),
  creatorId: z.string(),
});
export type StoredUpdateRequestTally = z.output<typeof updateRequestTallySchema>;
