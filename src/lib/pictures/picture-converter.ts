import type { DocumentData } from 'firebase/firestore/lite';
import { PICTURE_TYPES } from '@shared/pictures/picture-limits';

/** A stored picture's bytes as a Blob for URL.createObjectURL, with its size for the img's width and height. */
export type StoredPictureImage = { blob: Blob; width: number; height: number; updatedAt: Date | null };

const pictureType = (value: unknown) =>
  (PICTURE_TYPES as readonly unknown[]).includes(value) ? (value as string) : 'application/octet-stream';

/** The one place a picture document's bytes, type and size become a Blob to show. */
export function pictureImageOf(data: DocumentData): StoredPictureImage {
  const bytes: Uint8Array = typeof data.bytes?.toUint8Array === 'function' ? data.bytes.toUint8Array() : new Uint8Array();
  return {
    // An unknown type would let a stored file be taken for something else; it shows as nothing.
    blob: new Blob([bytes as BlobPart], { type: pictureType(data.contentType) }),
    width: Number.isInteger(data.width) ? data.width : 0,
    height: Number.isInteger(data.height) ? data.height : 0,
    updatedAt: typeof data.updatedAt?.toDate === 'function' ? data.updatedAt.toDate() : null,
  };
}
