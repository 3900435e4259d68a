// Uploaded project pictures written (resized by src/lib/pictures/picture-resize.ts): with picture-queries.ts, the only modules that know where a
// project's pictures live. Today that is Firestore (projects/{id}/pictures/{card|page}, see
// docs/scale.md "Pictures"); moving them to Cloud Storage behind a CDN changes these two files and
// src/lib/pictures/picture-converter.ts, not the screens.
import { doc, serverTimestamp, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { storedVersion, type PictureVersions } from '@/lib/pictures/picture-resize';
import { PICTURE_SIZES, type PictureSize } from '@shared/pictures/picture-limits';

/**
 * Both versions, replacing the project's current ones, and the project (and its card) showing them as
 * the next picture version, in one batch: all or nothing. `shownVersion` is the project's pictureVersion.
 */
export async function savePictures(db: Firestore, projectId: string, versions: PictureVersions, shownVersion: number | null) {
  const batch = writeBatch(db);
  // While the campaign holds money the server records the change in its Edit history (functions/src/edits).
  batch.update(doc(db, 'projects', projectId), { pictureVersion: (shownVersion ?? 0) + 1 });
  for (const size of Object.keys(PICTURE_SIZES) as PictureSize[]) {
    batch.set(doc(db, 'projects', projectId, 'pictures', size), {
      ...(await storedVersion(versions[size])),
      projectId,
      size,
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

/** The creator takes the uploaded picture off the project: both versions go, and the project shows none. */
export async function removePictures(db: Firestore, projectId: string) {
  const batch = writeBatch(db);
  deletePictures(batch, db, projectId);
  batch.update(doc(db, 'projects', projectId), { pictureVersion: null });
  await batch.commit();
}

/** Adds the removal of a project's pictures to a batch (removePictures, or the admin's Delete). */
export function deletePictures(batch: WriteBatch, db: Firestore, projectId: string) {
  for (const size of Object.keys(PICTURE_SIZES) as PictureSize[]) batch.delete(doc(db, 'projects', projectId, 'pictures', size));
}
