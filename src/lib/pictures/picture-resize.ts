// The picture pipeline's resizing: a chosen file made into stored versions (centred, scaled and encoded
// under each size's bytes), for a project's pictures and a member's profile picture alike.
import { Bytes } from 'firebase/firestore/lite';
import { encodeUnder, PictureTooLargeError } from './picture-fit';
import { PICTURE_SIZES, PICTURE_TYPES, type PictureSize } from '@shared/pictures/picture-limits';

export type PictureVersion = { blob: Blob; contentType: (typeof PICTURE_TYPES)[number]; width: number; height: number };
export type PictureVersions = Record<PictureSize, PictureVersion>;
/** One stored size's bounds: its longest side in pixels and its bytes. */
export type SizeBounds = { readonly maxSide: number; readonly maxBytes: number };

/** Whether this browser's canvas encodes WebP (Safari before 14 and some others give PNG instead). */
function canEncodeWebp() {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  return canvas.toDataURL('image/webp').startsWith('data:image/webp');
}

async function sizeOf(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const { width, height } = bitmap;
  bitmap.close();
  return { width, height };
}

/** The chosen file could not be decoded as a picture (a damaged or disguised file). */
export class PictureUnreadableError extends Error {
  constructor(cause: unknown) {
    super('This picture could not be read.', { cause });
    this.name = 'PictureUnreadableError';
  }
}

export type ResizeOptions = {
  /** Aborting stops the work (the worker too); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** 0 to 100 over both versions. */
  onProgress?: (percent: number) => void;
};

/**
 * The centre square of a picture, turned upright by its EXIF orientation, at most `side` pixels a side,
 * as a lossless PNG for the resizing below (a profile picture).
 */
async function centreSquare(file: Blob, side: number): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const crop = Math.min(bitmap.width, bitmap.height);
  const out = Math.min(crop, side);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = out;
  canvas.getContext('2d')!.drawImage(bitmap, (bitmap.width - crop) / 2, (bitmap.height - crop) / 2, crop, crop, 0, 0, out, out);
  bitmap.close();
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped.'))), 'image/png'),
  );
  return new File([png], 'square.png', { type: 'image/png' });
}

/**
 * A version per size of a chosen file: downsized (longest side at most the size's maximum), turned
 * upright by its EXIF orientation, re-encoded as WebP (JPEG where WebP cannot be encoded), at the
 * highest quality that fits the size's byte limit; `square`: its centre square only. Loads the
 * compression library on first use.
 */
export async function resizeTo<K extends string>(
  file: File,
  sizes: Record<K, SizeBounds>,
  { signal, onProgress, square = false }: ResizeOptions & { square?: boolean } = {},
): Promise<Record<K, PictureVersion>> {
  const [{ default: compress }, { default: libURL }] = await Promise.all([
    import('browser-image-compression'),
    // The worker loads the library from our own origin, not from the CDN the library defaults to.
    import('browser-image-compression/dist/browser-image-compression.js?url'),
  ]);
  signal?.throwIfAborted();
  const contentType = canEncodeWebp() ? 'image/webp' : 'image/jpeg';
  const names = Object.keys(sizes) as K[];
  const version = async (size: K): Promise<PictureVersion> => {
    const { maxSide, maxBytes } = sizes[size];
    const step = names.indexOf(size);
    const progress = (percent: number) => onProgress?.(Math.round((step * 100 + percent) / names.length));
    const source = square ? await centreSquare(file, maxSide) : file;
    signal?.throwIfAborted();
    const blob = await encodeUnder(maxBytes, (initialQuality) =>
      compress(source, {
        maxWidthOrHeight: maxSide,
        fileType: contentType,
        initialQuality,
        maxIteration: 1,
        alwaysKeepResolution: true,
        useWebWorker: true,
        libURL,
        signal,
        onProgress: progress,
      }),
    );
    return { blob, contentType, ...(await sizeOf(blob)) };
  };
  try {
    const versions = {} as Record<K, PictureVersion>;
    for (const size of names) versions[size] = await version(size);
    return versions;
  } catch (error) {
    if (signal?.aborted || error instanceof PictureTooLargeError) throw error;
    throw new PictureUnreadableError(error);
  }
}

/** The card and page versions of a project's chosen file (resizeTo). */
export const resizePicture = (file: File, options: ResizeOptions = {}): Promise<PictureVersions> => resizeTo(file, PICTURE_SIZES, options);

/** A resized version's stored fields (its bytes, type and size), as every picture document holds them. */
export async function storedVersion({ blob, contentType, width, height }: PictureVersion) {
  return { bytes: Bytes.fromUint8Array(new Uint8Array(await blob.arrayBuffer())), contentType, width, height };
}
