// projects/{id}/pictures/{card|page}: one uploaded picture of a project, resized in the browser.
// firestore.rules enforces the same (pictureKeys, validPicture, maxPictureSide, maxPictureBytes), and
// tests/unit/schema-drift.test.ts fails when the two differ.
import { Bytes } from 'firebase/firestore/lite';
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';
import { PICTURE_TYPES } from '@shared/pictures/picture-limits';

const isBytes = (value: unknown): value is Bytes =>
  value instanceof Bytes || (typeof value === 'object' && value !== null && typeof (value as Bytes).toUint8Array === 'function');
/** A picture's stored bytes (the rules' `is bytes`), in any picture document (a project's, a profile's). */
export const pictureBytes = () => z.custom<Bytes>(isBytes);

/** A stored picture document; its size's bounds are pictureFits' (the rules' maxPictureSide and maxPictureBytes). */
export const pictureSchema = z.object({
  bytes: pictureBytes(),
  contentType: z.enum(PICTURE_TYPES),
  width: z.int(),
  height: z.int(),
  projectId: z.string(),
  /** The document's own id (card or page), checked by the rules against its path. */
  size: z.enum(['card', 'page']),
  updatedAt: timestamp(),
});
export type PictureDoc = z.output<typeof pictureSchema>;
