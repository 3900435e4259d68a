// projects/{id}/pictures/{card|page}: one uploaded picture of a project, resized in the browser.
// firestore.rules enforces the same (pictureKeys, validPicture, maxPictureSide, maxPictureBytes), and
// tests/unit/schema-drift.test.ts fails when the two differ.
import { Bytes } from 'firebase/firestore/lite';
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';

/** Longest side in pixels and stored bytes per size; well under Firestore's 1 MiB document limit. */
export const PICTURE_SIZES = {
  card: { maxSide: 640, maxBytes: 150_000 },
  page: { maxSide: 1600, maxBytes: 600_000 },
} as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
/** WebP, or JPEG where the browser cannot encode WebP. */
export const PICTURE_TYPES = ['image/webp', 'image/jpeg'] as const;

const isBytes = (value: unknown): value is Bytes =>
  value instanceof Bytes || (typeof value === 'object' && value !== null && typeof (value as Bytes).toUint8Array === 'function');

/** A stored picture document; its size's bounds are pictureFits' (the rules' maxPictureSide and maxPictureBytes). */
export const pictureSchema = z.object({
  bytes: z.custom<Bytes>(isBytes),
  contentType: z.enum(PICTURE_TYPES),
  width: z.int(),
  height: z.int(),
  projectId: z.string(),
  /** The document's own id, so that a list asks for the card size only (readCardPictures). */
  size: z.enum(['card', 'page']),
  updatedAt: timestamp(),
});
export type PictureDoc = z.output<typeof pictureSchema>;

/** What a picture of this size may be: the rules' validPicture less the path and the server time. */
export function pictureFits(size: PictureSize, picture: { byteLength: number; contentType: string; width: number; height: number }) {
  const { maxSide, maxBytes } = PICTURE_SIZES[size];
  const side = (value: number) => Number.isInteger(value) && value >= 1 && value <= maxSide;
  return picture.byteLength <= maxBytes && (PICTURE_TYPES as readonly string[]).includes(picture.contentType) && side(picture.width) && side(picture.height);
}
