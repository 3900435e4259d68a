// Reading profiles/{uid} by publicProfileSchema's fields, without the schema library on the project page.
import { readDoc, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import type { StoredPublicProfile } from './public-profile-schema';

export const publicProfileKinds = {
  displayName: 'string',
  bio: 'string',
  joinedAt: 'timestamp',
  // '' for none.
  pictureHash: 'string',
} as const satisfies ReadKinds<StoredPublicProfile>;

export type PublicProfile = ReadShape<StoredPublicProfile> & { id: string };

export const readPublicProfile = (id: string, data: Record<string, unknown>): PublicProfile => ({
  ...readDoc<StoredPublicProfile>(publicProfileKinds, data),
  id,
});
