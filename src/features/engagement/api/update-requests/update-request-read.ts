// Reading update requests and their tally by their schemas' fields, without the schema library.
import { readDoc, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import type { StoredUpdateRequest, StoredUpdateRequestTally } from './update-request-schema';

export const updateRequestKinds = {
  requestedAt: 'timestamp',
  round: 'timestamp',
  countedRound: 'timestamp',
} as const satisfies ReadKinds<StoredUpdateRequest>;

export const updateRequestTallyKinds = {
  round: 'timestamp',
  count: 'number',
  lastRequestAt: 'timestamp',
  projectId: 'string',
  projectTitle: 'string',
  creatorId: 'string',
} as const satisfies ReadKinds<StoredUpdateRequestTally>;

export type UpdateRequest = ReadShape<StoredUpdateRequest>;
export type UpdateRequestTally = ReadShape<StoredUpdateRequestTally>;

export const readUpdateRequest = (data: Record<string, unknown> | undefined): UpdateRequest | null =>
  data ? readDoc<StoredUpdateRequest>(updateRequestKinds, data) : null;

export const readUpdateRequestTally = (data: Record<string, unknown> | undefined): UpdateRequestTally | null =>
  data ? readDoc<StoredUpdateRequestTally>(updateRequestTallyKinds, data) : null;
