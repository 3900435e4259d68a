// Reading users/{uid} by userSchema's fields (user-schema.ts), without loading the schema library on
// every page (the session reads the profile). The table must name exactly the schema's fields (the
// type says so) with the schema's kinds (tests/unit/schema-drift.test.ts).
import { readDoc, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import { ROLES, type Role } from '@/lib/roles';
import type { StoredUser } from './user-schema';

export const userKinds = {
  email: 'string',
  role: ROLES,
  fullName: 'string',
  displayName: 'string',
  phoneNumber: 'string',
  photoURL: 'string',
  profileCompleted: 'boolean',
  bio: 'string',
  createdAt: 'timestamp',
  askerKey: 'string',
  risksAcknowledgedAt: 'timestamp',
  risksVersion: 'number',
} as const satisfies ReadKinds<StoredUser>;

export type UserProfile = Omit<ReadShape<StoredUser>, 'role' | 'displayName'> & { id: string; role: Role | '' };

export function readUserProfile(id: string, data: Record<string, unknown>): UserProfile {
  const { displayName, ...profile } = readDoc<StoredUser>(userKinds, data);
  return {
    ...profile,
    id,
    role: (ROLES as readonly unknown[]).includes(data.role) ? profile.role : '',
    // Older documents used displayName; both are read, fullName is written.
    fullName: profile.fullName || displayName,
  };
}
