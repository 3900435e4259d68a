// The pure part of resizing: try lower qualities until an encoding fits the byte limit.
// Kept apart from the encoder (browser-image-compression, in pictures.ts) so the loop is testable.

/** Qualities tried in turn; below the last the picture is not worth showing. */
export const PICTURE_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35] as const;

export class PictureTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`This picture stays over ${Math.round(maxBytes / 1000)} KB even at low quality. Please choose a simpler or smaller picture.`);
    this.name = 'PictureTooLargeError';
  }
}

/** The first encoding, from the highest quality down, whose size is at most maxBytes. */
export async function encodeUnder<T extends { size: number }>(
  maxBytes: number,
  encode: (quality: number) => Promise<T>,
  qualities: readonly number[] = PICTURE_QUALITIES,
): Promise<T> {
  for (const quality of qualities) {
    const result = await encode(quality);
    if (result.size <= maxBytes) return result;
  }
  throw new PictureTooLargeError(maxBytes);
}
