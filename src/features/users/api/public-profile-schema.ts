// profiles/{uid}: what anyone may read of a member: the name they are shown under, their bio
// and when they joined; never their e-mail address or phone number. A copy of their users/{uid} document,
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
});

export type StoredPublicProfile = z.output<typeof publicProfileSchema>;
