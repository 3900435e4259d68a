// users/{uid}: a person's profile. firestore.rules enforces the same (userKeys, validProfileFields);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { boundedText, randomUuid, timestamp } from '@/lib/schema-fields';
import { ROLES } from '@/lib/roles';
import { safeUrlField } from '@/lib/schema-fields';
import { ADMIN_DISPLAY_NAME, DISPLAY_NAME_MAX, isAcceptableDisplayName } from '@shared/members/display-name';
import { USER_LIMITS } from './user-limits';
import { phoneNumberProblem } from './phone-number';

/**
 * A stored name: empty (a Google account without a usable one) or one others may see (shared/members/display-name.ts;
 * firestore.rules validStoredName). "Admin" is the admin's alone, which only the rules can tell.
 */
const storedName = () =>
  z.optional(
    z.string().check(
      z.maxLength(DISPLAY_NAME_MAX),
      z.refine(
        (name: string) => name === '' || name === ADMIN_DISPLAY_NAME || isAcceptableDisplayName(name),
        'That name cannot be shown to others',
      ),
    ),
  );

export const userSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  fullName: storedName(),
  /** Older documents (and the admin's) carry displayName; fullName is written. */
  displayName: storedName(),
  phoneNumber: z.optional(
    boundedText(0, USER_LIMITS.phoneNumber).check(
      z.superRefine((phone: string, context) => {
        const problem = phoneNumberProblem(phone);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: phone });
      }),
    ),
  ),
  photoURL: z.optional(safeUrlField('Photo URL')),
  profileCompleted: z.optional(z.boolean()),
  /** Settings: a few words others read beside the member's name (profiles/{uid} copies it). */
  bio: z.optional(boundedText(0, USER_LIMITS.bio, undefined, `Please keep your bio to ${USER_LIMITS.bio} characters`)),
  createdAt: timestamp(),
  /** Given by the server before the first question, never changed: questions name their asker by it, not by uid (firestore.rules serverUserKeys). */
  askerKey: z.optional(randomUuid()),
  /**
   * "Before you invest": when the member acknowledged the risks (the server's time) and which
   * version of them (RISKS_VERSION, firestore.rules risksVersion()). The rules refuse an investment
   * without the current version.
   */
  risksAcknowledgedAt: z.optional(timestamp()),
  risksVersion: z.optional(z.int()),
});

export type StoredUser = z.output<typeof userSchema>;
