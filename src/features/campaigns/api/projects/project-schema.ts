// projects/{id} and its card projectCards/{id}: the one description of a project's fields and limits.
// The types, the converter, the create form's checks and messages, the test data and the seed come
// from here; firestore.rules enforces the same (projectKeys, validContent), and
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { boundedText, safeUrlField, timestamp, wholeDollars, wholeRange } from '@/lib/schema-fields';
import { DISPLAY_NAME_MAX } from '@shared/members/display-name';
import { CATEGORIES, LIMITS, PROJECT_STATUSES } from './project-limits';
import { CAMPAIGN_DAYS } from '@shared/projects/deadlines';
import { MAX_EXTENSION_DAYS, REASON_NEEDED, reasonTooLong } from '@shared/admin/admin-calls';
import { NON_CARD_FIELDS } from '@shared/projects/card-copy';
import { dealTermsSchema } from '@/features/campaigns/api/deal-terms/deal-terms-schema';

export const GOAL_MESSAGE = 'Funding goal must be a whole number of dollars, at least $1';
export const DURATION_MESSAGE = `Campaign length must be a whole number of days from ${CAMPAIGN_DAYS.min} to ${CAMPAIGN_DAYS.max}`;

/** What the creator writes: the create and edit form's fields. */
export const projectContentSchema = z.object({
  title: boundedText(1, LIMITS.title, 'Project title is required'),
  description: boundedText(1, LIMITS.description, 'Description is required'),
  goal: wholeDollars(LIMITS.goalMax, GOAL_MESSAGE),
  category: z.enum(CATEGORIES, 'Please choose a category'),
  imageUrl: safeUrlField('Image URL'),
  videoUrl: safeUrlField('Video URL'),
  businessPlan: boundedText(1, LIMITS.longText, 'Business plan is required'),
  teamInfo: boundedText(1, LIMITS.longText, 'Team information is required'),
  risks: boundedText(1, LIMITS.longText, 'Risks and challenges are required'),
  durationDays: wholeRange(CAMPAIGN_DAYS.min, CAMPAIGN_DAYS.max, DURATION_MESSAGE),
});

/** A stored project document: everything a project may hold (firestore.rules projectKeys). */
export const projectSchema = z.object({
  ...projectContentSchema.shape,
  searchTokens: z.array(z.string().check(z.minLength(1), z.maxLength(LIMITS.searchToken))).check(z.maxLength(LIMITS.searchTokens)),
  /** The founder's public name, their profile's when the project was created: what cards show. */
  creatorName: boundedText(1, DISPLAY_NAME_MAX),
  /** The founder's account (My Projects lists by it); their e-mail address is in private/founder, never here. */
  creatorId: z.string(),
  approved: z.boolean(),
  status: z.enum(PROJECT_STATUSES),
  raised: z.number(),
  updates: z.array(z.string()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  bookmarked: z.boolean(),
  /** Fixed at approval: approval time + durationDays (+ extensionDays). Null until approved. */
  endsAt: z.nullable(timestamp()),
  /** 0 until the admin extends the campaign, once. */
  extensionDays: z.int().check(z.lte(MAX_EXTENSION_DAYS)),
  /** Active investments. */
  backerCount: z.int(),
  /** raised / goal, kept in step by the rules, for "Closest to goal". */
  fundedRatio: z.number(),
  /** How many times the admin sent it back with changes requested. */
  reviewCount: z.optional(z.int()),
  /** Set by its first investment: a project that took money is closed, never deleted. */
  lastInvestmentId: z.optional(z.string()),
  closedAt: z.optional(timestamp()),
  /** Which uploaded picture it shows: its own projects/{id}/pictures at this version (1, 2, … per upload); absent or null for none. */
  pictureVersion: z.optional(z.nullable(z.int())),
  /** That picture's SHA-256 per size, naming its address (shared/pictures/picture-address.ts); null with no picture. */
  pictureHashes: z.optional(z.nullable(z.object({ card: z.string(), page: z.string() }))),
  /** The audit entry of the admin's last audited action on it (never on the card). */
  lastAuditId: z.optional(z.string()),
  /** When raised, backerCount and fundedRatio were last copied from the shards (the server's time). */
  raisedSyncedAt: z.optional(timestamp()),
  /** The shards that sync summed (ids '0'..'3'; the rules read those and check the others do not exist; never on the card). */
  syncedShards: z.optional(z.array(z.string())),
  /** What an investor gets: optional, set by the founder until approval, then fixed; never on the card. */
  dealTerms: z.optional(dealTermsSchema),
});

/** projects/{id}/shards/{0..3}: one part of the project's counter (firestore.rules, match /shards). */
export const projectShardSchema = z.object({
  raised: z.int(),
  backerCount: z.int(),
  /** UTC day number (ms / 86,400,000) -> whole dollars invested that day, less what was cancelled since. */
  days: z.record(z.string(), z.int()),
  lastInvestmentId: z.string(),
});

/** deletedProjects/{id}: the tombstone that retires a deleted project's id. */
export const tombstoneSchema = z.object({ deletedAt: timestamp(), auditId: z.optional(z.string()) });

/** projects/{id}/private/review: the admin's reason for sending it back, private to creator and admin. */
export const reviewNoteSchema = z.object({
  note: boundedText(1, LIMITS.reviewNote, REASON_NEEDED, reasonTooLong),
  reviewCount: z.int(),
  sentBackAt: timestamp(),
});

/**
 * projects/{id}/private/founder: the founder's e-mail address (the spec's createdBy), read only by the
 * founder and the admin, written once with the project. The project itself, which every member and
 * guest reads, holds no e-mail address.
 */
export const founderSchema = z.object({ email: z.string() });

const nonCardMask = Object.fromEntries(NON_CARD_FIELDS.map((key) => [key, true])) as { [K in (typeof NON_CARD_FIELDS)[number]]: true };

/**
 * The card's own field (CARD_ONLY_FIELDS in shared/projects/card-copy.ts), not on its project: openDues, slot
 * ('0' to '5') -> the due day each of the project's milestones not delivered is judged Late by (the one
 * it missed, else its current one), kept by the server (functions/src/milestones), so a card
 * shows Late without reading the milestones. Absent on cards of projects without milestones.
 */
export const cardOnlySchema = z.object({ openDues: z.optional(z.record(z.string().check(z.regex(/^[0-5]$/)), timestamp())) });

/** projectCards/{id}: an exact copy of its project's card fields, for the lists, and the card's own fields. */
export const projectCardSchema = z.extend(z.omit(projectSchema, nonCardMask), cardOnlySchema.shape);
export type StoredCardOnly = z.output<typeof cardOnlySchema>;
export type ProjectContent = z.output<typeof projectContentSchema>;
export type StoredProject = z.output<typeof projectSchema>;
export type StoredReviewNote = z.output<typeof reviewNoteSchema>;
export type StoredFounder = z.output<typeof founderSchema>;

/** The reject dialog's reason checked by reviewNoteSchema: its message, or undefined when the (trimmed) reason may be sent. */
export const reviewNoteProblem = (reason: string): string | undefined =>
  z.safeParse(reviewNoteSchema.shape.note, reason.trim()).error?.issues[0]?.message;
