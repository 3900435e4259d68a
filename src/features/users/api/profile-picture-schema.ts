// profilePictures/{uid}: a member's optional profile picture, a small square. firestore.rules
// enforces the same (profilePictureKeys, validProfilePicture); tests/unit/schema-drift.test.ts fails
// when the two differ. Its bounds are PROFILE_PICTURE's (profile-picture-limits.ts).
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';
import { PICTURE_TYPES } from '@shared/pictures/picture-limits';
import { pictureBytes } from '@/lib/pictures/picture-schema';

export const profilePictureSchema = z.object({
  bytes: pictureBytes(),
  contentType: z.enum(PICTURE_TYPES),
  /** Width and height are equal: the picture is square. */
  width: z.int(),
  height: z.int(),
  updatedAt: timestamp(),
});
export type StoredProfilePicture = z.output<typeof profilePictureSchema>;
