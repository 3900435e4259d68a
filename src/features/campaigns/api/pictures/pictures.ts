// Uploaded project pictures written (resized by src/lib/pictures/picture-resize.ts): the only module
// that knows where a project's pictures are stored. Today that is Firestore (projects/{id}/pictures/
// {card|page}, see docs/scale.md "Pictures"), and the screens show them from their own address
// (shared/pictures/picture-address.ts), named by the hashes the project holds.
import { doc, serverTimestamp, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { storedVersion, type PictureVersions } from '@/lib/pictures/picture-resize';
import { PICTURE_SIZES, type PictureSize } from '@shared/pictures/picture-limits';
import { pictureHash, type PictureHashes } from '@shared/pictures/picture-address';

/**
 * Both versions, replacing the project's current ones, and the project (and its card) showing them as
 * the next picture version, in one batch: all or nothing. `shownVersion` is the project's pictureVersion.
 */
export async function savePictures(db: Firestore, projectId: string, versions: PictureVersions, shownVersion: number | null) {
  const batch = writeBatch(db);
  const pictureHashes: Partial<PictureHashes> = {};
  for (const size of Object.keys(PICTURE_SIZES) as PictureSize[]) {
    const stored = await storedVersion(versions[size]);
    pictureHashes[size] = await pictureHash(stored.bytes.toUint8Array());
    batch.set(doc(db, 'projects', projectId, 'pictures', size), { ...stored, projectId, size, updatedAt: serverTimestamp() });
  }
  // While the campaign holds money the server records the change in its Edit history (functions/src/edits).
  batch.update(doc(db, 'projects', projectId), { pictureVersion: (shownVersion ?? 0) + 1, pictureHashes });
  await batch.commit();
}

/** The creator takes the uploaded picture off the project: both versions go, and the project shows none. */
export async function removePictures(db: Firestore, projectId: string) {
  const batch = writeBatch(db);
  deletePictures(batch, db, projectId);
  batch.update(doc(db, 'projects', projectId), { pictureVersion: null, pictureHashes: null });
  await batch.commit();
}

/** Adds the removal of a project's pictures to a batch (removePictures, or the admin's Delete). */
export function deletePictures(batch: WriteBatch, db: Firestore, projectId: string) {
  for (const size of Object.keys(PICTURE_SIZES) as PictureSize[]) batch.delete(doc(db, 'projects', projectId, 'pictures', size));
}
