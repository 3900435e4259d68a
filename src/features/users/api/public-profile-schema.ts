// profiles/{uid}: what anyone may read of a member: the name they are shown under, their bio,
// when they joined and their picture's address; never their e-mail address or phone number. A copy of their users/{uid} document,
// written with it in one batch; firestore.rules (publicProfileKeys, isProfileCopy) requires the copy to
// equal it. tests/unit/schema-drift.test.ts fails when the two sides differ.
import { z } from 'zod/mini';
import { boundedText, timestamp } from '@/lib/schema-fields';
import { DISPLAY_NAME_MAX } from '@shared/members/display-name';
import { USER_LIMITS } from './user-limits';

export const publicProfileSchema = z.object({
  /** The users document's fullName ('' for a Google account that has not chosen one yet). */
  displayName: boundedText(0, DISPLAY_NAME_MAX),
  bio: boundedText(0, USER_LIMITS.bio),
  /** The users document's createdAt. */
  joinedAt: timestamp(),
  /** The SHA-256 of their profile picture's bytes, naming its address (memberPictureAddress); absent or null for none. */
  pictureHash: z.optional(z.nullable(z.string())),
});

export type StoredPublicProfile = z.output<typeof publicProfileSchema>;
