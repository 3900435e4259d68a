// users/{uid}: a person's profile. firestore.rules enforces the same (userKeys, validProfileFields);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { boundedText, timestamp } from '@/lib/schema-fields';
import { ROLES } from '@/lib/roles';
import { safeUrlField } from '@/features/campaigns/api/project-schema';
import { USER_LIMITS } from './user-read';

export { USER_LIMITS } from './user-read';

export const userSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  fullName: z.optional(boundedText(0, USER_LIMITS.name)),
  /** Older documents (and the admin's) carry displayName; fullName is written. */
  displayName: z.optional(boundedText(0, USER_LIMITS.name)),
  phoneNumber: z.optional(boundedText(0, USER_LIMITS.phoneNumber)),
  photoURL: z.optional(safeUrlField('Photo URL must be an https:// address')),
  profileCompleted: z.optional(z.boolean()),
  createdAt: timestamp(),
});

export type StoredUser = z.output<typeof userSchema>;
