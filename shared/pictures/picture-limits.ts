// The bounds of an uploaded picture, without the schema library (picture-schema.ts holds the stored
// document's shape): the pages that show or resize pictures read these; firestore.rules enforces the same.
/** Longest side in pixels and stored bytes per size; well under Firestore's 1 MiB document limit. */
export const PICTURE_SIZES = {
  card: { maxSide: 640, maxBytes: 150_000 },
  page: { maxSide: 1600, maxBytes: 600_000 },
} as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
/** WebP, or JPEG where the browser cannot encode WebP. */
export const PICTURE_TYPES = ['image/webp', 'image/jpeg'] as const;

/** What a picture of this size may be: the rules' validPicture less the path and the server time. */
export function pictureFits(size: PictureSize, picture: { byteLength: number; contentType: string; width: number; height: number }) {
  const { maxSide, maxBytes } = PICTURE_SIZES[size];
  const side = (value: number) => Number.isInteger(value) && value >= 1 && value <= maxSide;
  return (
    picture.byteLength <= maxBytes &&
    (PICTURE_TYPES as readonly string[]).includes(picture.contentType) &&
    side(picture.width) &&
    side(picture.height)
  );
}
