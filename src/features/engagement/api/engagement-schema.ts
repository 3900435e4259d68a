// Campaign updates (projects/{id}/updates), questions (projects/{id}/questions), saved projects
// (users/{uid}/saved/{projectId}) and the inbox (users/{uid}/inbox/state): their fields and limits.
// firestore.rules enforces the same (updateKeys, questionKeys, savedKeys, inboxKeys);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { boundedText, readDoc, timestamp, type ReadShape } from '@/lib/schema-fields';

export const ENGAGEMENT_LIMITS = {
  updateTitle: 120,
  updateBody: 5000,
  question: 1000,
  answer: 2000,
  /** Projects the inbox follows (saved or backed, newest first). */
  following: 30,
  /** The asker's name, as their profile gives it. */
  askerName: 120,
} as const;

/** What the creator writes in Post an Update, with the form's messages. */
export const updateDraftSchema = z.object({
  title: boundedText(1, ENGAGEMENT_LIMITS.updateTitle, 'Please enter a title', `The title can be at most ${ENGAGEMENT_LIMITS.updateTitle} characters`),
  body: boundedText(1, ENGAGEMENT_LIMITS.updateBody, 'Please write the update', `The update can be at most ${ENGAGEMENT_LIMITS.updateBody.toLocaleString('en-US')} characters`),
});

export const updateSchema = z.object({
  ...updateDraftSchema.shape,
  projectId: z.string(),
  projectTitle: z.string(),
  creatorId: z.string(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const questionSchema = z.object({
  text: boundedText(1, ENGAGEMENT_LIMITS.question),
  askerId: z.string(),
  askerName: boundedText(1, ENGAGEMENT_LIMITS.askerName),
  projectId: z.string(),
  projectTitle: z.string(),
  createdAt: timestamp(),
  /** Empty until the creator answers. */
  answer: z.optional(boundedText(1, ENGAGEMENT_LIMITS.answer)),
  answeredAt: z.optional(timestamp()),
  answerEditedAt: z.optional(timestamp()),
});

export const savedSchema = z.object({ savedAt: timestamp() });

export const inboxSchema = z.object({
  following: z.array(z.string()).check(z.maxLength(ENGAGEMENT_LIMITS.following)),
  lastSeenAt: timestamp(),
});

export type CampaignUpdate = Omit<ReadShape<typeof updateSchema>, 'creatorId'> & { id: string };
export type Question = ReadShape<typeof questionSchema> & { id: string };
export type UpdateDraft = z.output<typeof updateDraftSchema>;

export function readUpdate(id: string, data: Record<string, unknown>): CampaignUpdate {
  const { creatorId: _creator, ...update } = readDoc(updateSchema, data);
  void _creator;
  return { id, ...update };
}
export const readQuestion = (id: string, data: Record<string, unknown>): Question => ({ id, ...readDoc(questionSchema, data) });
