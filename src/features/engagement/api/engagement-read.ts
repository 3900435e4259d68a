// Reading updates, questions and the inbox by their schemas' fields (engagement-schema.ts), without
// loading the schema library where the app only reads. The tables must name exactly the schemas'
// fields (the types say so) with the schemas' kinds (tests/unit/schema-drift.test.ts).
import { readDoc, readingConverter, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import type { StoredInbox, StoredQuestion, StoredUpdate } from './engagement-schema';
import { ASKER_ROLES } from './askers-read';

export const updateKinds = {
  title: 'string',
  body: 'string',
  projectId: 'string',
  projectTitle: 'string',
  creatorId: 'string',
  createdAt: 'timestamp',
  updatedAt: 'timestamp',
} as const satisfies ReadKinds<StoredUpdate>;

export const questionKinds = {
  text: 'string',
  askerKey: 'string',
  askerName: 'string',
  askerRole: ASKER_ROLES,
  projectId: 'string',
  projectTitle: 'string',
  creatorId: 'string',
  createdAt: 'timestamp',
  answer: 'string',
  answeredAt: 'timestamp',
  answerEditedAt: 'timestamp',
} as const satisfies ReadKinds<StoredQuestion>;

export const inboxKinds = { following: 'strings', lastSeenAt: 'timestamp' } as const satisfies ReadKinds<StoredInbox>;

export type CampaignUpdate = Omit<ReadShape<StoredUpdate>, 'creatorId'> & { id: string };
/** answer is '' until the creator answers. */
export type Question = ReadShape<StoredQuestion> & { id: string };

export function readUpdate(id: string, data: Record<string, unknown>): CampaignUpdate {
  const { creatorId: _creator, ...update } = readDoc<StoredUpdate>(updateKinds, data);
  void _creator;
  return { id, ...update };
}
export const readQuestion = (id: string, data: Record<string, unknown>): Question => ({
  id,
  ...readDoc<StoredQuestion>(questionKinds, data),
});

/** projects/{id}/updates documents, read by updateKinds; Timestamps become Dates here. */
export const updateConverter = readingConverter(readUpdate);
/** projects/{id}/questions documents, read by questionKinds. */
export const questionConverter = readingConverter(readQuestion);
