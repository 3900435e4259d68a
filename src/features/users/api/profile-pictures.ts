// profilePictures/{uid}: the one module that knows where a member's profile picture is stored.
// Resized and stored through the project pictures' own path (resizeTo, storedVersion), at one small
// square size; shown from its own address, which the member's public copy names by its hash
// (profiles/{uid} pictureHash, written in the same batch).
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { resizeTo, storedVersion, type PictureVersion, type ResizeOptions } from '@/lib/pictures/picture-resize';
import { pictureHash } from '@shared/pictures/picture-address';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { nameProfilePicture } from './users';

/** The one version a profile picture has. */
export type ProfilePictureVersions = { square: PictureVersion };

/** The chosen file's centre square, resized (resizeTo) to PROFILE_PICTURE. */
export const resizeProfilePicture = (file: File, options: ResizeOptions = {}): Promise<ProfilePictureVersions> =>
  resizeTo(file, { square: PROFILE_PICTURE }, { ...options, square: true });

const pictureRef = (uid: string, firestore: Firestore) => doc(firestore, 'profilePictures', uid);

/** Sets or replaces the member's own picture, and their public copy names it. */
export async function saveProfilePicture(uid: string, versions: ProfilePictureVersions, firestore: Firestore = db) {
  const stored = await storedVersion(versions.square);
  const batch = writeBatch(firestore);
  batch.set(pictureRef(uid, firestore), { ...stored, updatedAt: serverTimestamp() });
  await nameProfilePicture(batch, uid, await pictureHash(stored.bytes.toUint8Array()), firestore);
  await batch.commit();
}

/** Takes the member's own picture away (Settings), and their public copy names none. */
export async function removeProfilePicture(uid: string, firestore: Firestore = db) {
  const batch = writeBatch(firestore);
  batch.delete(pictureRef(uid, firestore));
  await nameProfilePicture(batch, uid, null, firestore);
  await batch.commit();
}
