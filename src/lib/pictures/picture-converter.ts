import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore/lite';
import { PICTURE_TYPES, type PictureSize } from '@shared/pictures/picture-limits';

/** A stored picture as the app shows it: a Blob for URL.createObjectURL, with its size for the img's width and height. */
export type Picture = { projectId: string; size: PictureSize; blob: Blob; width: number; height: number; updatedAt: Date | null };

const pictureType = (value: unknown) =>
  (PICTURE_TYPES as readonly unknown[]).includes(value) ? (value as string) : 'application/octet-stream';

/** A stored picture's bytes and size, as any picture document holds them (a project's, a profile's). */
export type StoredPictureImage = Pick<Picture, 'blob' | 'width' | 'height' | 'updatedAt'>;

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

/** The one place a pictures document's fields become a Picture (the SDK's read, or index.html's early read). */
export function pictureOf(data: DocumentData): Picture {
  return { projectId: String(data.projectId ?? ''), size: data.size === 'page' ? 'page' : 'card', ...pictureImageOf(data) };
}

/** Writes go through savePictures. */
export const pictureConverter: FirestoreDataConverter<Picture> = {
  toFirestore: (picture) => picture,
  fromFirestore: (snapshot) => pictureOf(snapshot.data()),
};
