// A picture's real size, as the browser's decoder reads it from its bytes, checked against its size's
// bounds before it is stored (and a profile picture before it is shown). The width and height a
// picture document declares are what the uploader's client wrote (the rules bound them and the bytes,
// but cannot decode): a small file that decodes to an enormous image would stall a viewer's browser.
// A project picture shown from its address has passed the server's check (docs/security.md, "Pictures").
import { PICTURE_SIZES, type PictureSize } from '@shared/pictures/picture-limits';

export type DecodedSize = { width: number; height: number };
/** Reads a picture's size from its bytes; rejects when they are not a picture the browser decodes. */
export type DecodeSize = (blob: Blob) => Promise<DecodedSize>;

/**
 * The browser's reading: an Image that is never put on the page, its naturalWidth and naturalHeight
 * once loaded. Loading parses the file's header with the browser's own decoder; the pixels are decoded
 * only to be painted, which this image never is, so an enormous one costs nothing here.
 */
export const browserDecodeSize: DecodeSize = (blob) =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(blob);
    const image = new Image();
    const done = () => URL.revokeObjectURL(url);
    image.onload = () => {
      done();
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      done();
      reject(new Error('The picture could not be decoded.'));
    };
    image.src = url;
  });

let decoder: DecodeSize = browserDecodeSize;
/** The decoder the screens use (tests under jsdom, which decodes nothing, give their own). */
export const setPictureDecoder = (decode: DecodeSize) => void (decoder = decode);

/** Whether the bytes decode, both sides within the size's longest side (whatever width and height the document declares). */
export const decodesWithin = (size: PictureSize, blob: Blob, decode: DecodeSize = decoder): Promise<boolean> =>
  decodesWithinSide(PICTURE_SIZES[size].maxSide, blob, decode);

/** Whether the bytes decode, both sides from 1 to maxSide pixels (any stored picture: a project's, a profile's). */
export async function decodesWithinSide(maxSide: number, blob: Blob, decode: DecodeSize = decoder): Promise<boolean> {
  let decoded: DecodedSize;
  try {
    decoded = await decode(blob);
  } catch {
    return false;
  }
  const side = (value: number) => Number.isInteger(value) && value >= 1 && value <= maxSide;
  return side(decoded.width) && side(decoded.height);
}

/** A resized version whose bytes do not decode within its size's bounds: it is not stored. */
export class PictureBoundsError extends Error {
  constructor(size: PictureSize) {
    super(`This picture does not decode within ${PICTURE_SIZES[size].maxSide} pixels a side. Please choose another picture.`);
    this.name = 'PictureBoundsError';
  }
}

/** Throws a PictureBoundsError unless every version's bytes decode within its size's bounds. */
export async function assertStorable(versions: Record<PictureSize, { blob: Blob }>, decode: DecodeSize = decoder) {
  for (const size of Object.keys(PICTURE_SIZES) as PictureSize[]) {
    if (!(await decodesWithin(size, versions[size].blob, decode))) throw new PictureBoundsError(size);
  }
}
