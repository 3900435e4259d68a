// users/{uid}: a person's profile. firestore.rules enforces the same (userKeys, validProfileFields);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { boundedText, readDoc, timestamp, type ReadShape } from '@/lib/schema-fields';
import { ROLES, type Role } from '@/lib/roles';
import { safeUrlField } from '@/features/campaigns/api/url';

export const USER_LIMITS = { name: 120, phoneNumber: 40 } as const;

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

export type UserProfile = Omit<ReadShape<typeof userSchema>, 'role' | 'displayName'> & { id: string; role: Role | '' };

export function readUserProfile(id: string, data: Record<string, unknown>): UserProfile {
  const { displayName, ...profile } = readDoc(userSchema, data);
  return {
    ...profile,
    id,
    role: (ROLES as readonly unknown[]).includes(data.role) ? profile.role : '',
    fullName: profile.fullName || displayName,
  };
}
