// Campaign updates (projects/{id}/updates), questions (projects/{id}/questions), saved projects
// (users/{uid}/saved/{projectId}) and the inbox (users/{uid}/inbox/state): their fields and limits.
// firestore.rules enforces the same (updateKeys, questionKeys, savedKeys, inboxKeys);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { boundedText, fieldErrors, randomUuid, timestamp } from '@/lib/schema-fields';
import { DISPLAY_NAME_MAX } from '@shared/members/display-name';
import { ENGAGEMENT_LIMITS } from './engagement-limits';
import { askerRoleSchema } from './askers-schema';
import { formatCount } from '@/utils/format';

/** What the creator writes with Write to backers (a campaign update), with the form's messages. */
export const updateDraftSchema = z.object({
  title: boundedText(
    1,
    ENGAGEMENT_LIMITS.updateTitle,
    'Please enter a title',
    `The title can be at most ${ENGAGEMENT_LIMITS.updateTitle} characters`,
  ),
  body: boundedText(
    1,
    ENGAGEMENT_LIMITS.updateBody,
    'Please write the update',
    () => `The update can be at most ${formatCount(ENGAGEMENT_LIMITS.updateBody)} characters`,
  ),
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
  text: boundedText(
    1,
    ENGAGEMENT_LIMITS.question,
    'Please enter your question',
    () => `Please keep it to ${formatCount(ENGAGEMENT_LIMITS.question)} characters`,
  ),
  /** The asker's key (their profile's askerKey), never their uid (firestore.rules, questions). */
  askerKey: randomUuid(),
  askerName: boundedText(1, DISPLAY_NAME_MAX),
  /** What the asker was to the project (askers-schema.ts); the rules decide it. */
  askerRole: askerRoleSchema,
  projectId: z.string(),
  projectTitle: z.string(),
  /** The project's creator at asking (the founder's What's new finds them by it); older questions lack it. */
  creatorId: z.optional(z.string()),
  createdAt: timestamp(),
  /** Empty until the creator answers. */
  answer: z.optional(
    boundedText(
      1,
      ENGAGEMENT_LIMITS.answer,
      'Please write an answer',
      () => `Please keep it to ${formatCount(ENGAGEMENT_LIMITS.answer)} characters`,
    ),
  ),
  answeredAt: z.optional(timestamp()),
  answerEditedAt: z.optional(timestamp()),
});

export const savedSchema = z.object({ savedAt: timestamp() });

export const inboxSchema = z.object({
  following: z.array(z.string()).check(z.maxLength(ENGAGEMENT_LIMITS.following)),
  lastSeenAt: timestamp(),
});

export type UpdateDraft = z.output<typeof updateDraftSchema>;
export type StoredUpdate = z.output<typeof updateSchema>;
export type StoredQuestion = z.output<typeof questionSchema>;
export type StoredInbox = z.output<typeof inboxSchema>;

/** The messages a form shows; empty when the draft may be sent. */
export function validateUpdate(draft: UpdateDraft): Partial<Record<keyof UpdateDraft, string>> {
  const result = z.safeParse(updateDraftSchema, { title: draft.title.trim(), body: draft.body.trim() });
  return result.success ? {} : fieldErrors<keyof UpdateDraft>(result.error);
}

/** The fields Ask a Question and Your answer fill (a question's text, its answer). */
const questionTexts = { question: questionSchema.shape.text, answer: questionSchema.shape.answer } as const;
export type QuestionText = keyof typeof questionTexts;

/** The message a question form shows for this text, or undefined when the (trimmed) text may be sent. */
export const questionTextProblem = (field: QuestionText, text: string): string | undefined =>
  z.safeParse(questionTexts[field], text.trim()).error?.issues[0]?.message;
