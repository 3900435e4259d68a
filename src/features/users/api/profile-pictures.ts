// profilePictures/{uid}: the one module that knows where a member's profile picture lives.
// Resized and stored through the project pictures' own path (resizeTo, storedVersion, pictureImageOf),
// at one small square size.
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, type Firestore, type FirestoreDataConverter } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { pictureImageOf, type StoredPictureImage } from '@/lib/pictures/picture-converter';
import { resizeTo, storedVersion, type PictureVersion, type ResizeOptions } from '@/lib/pictures/picture-resize';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';

/** The one version a profile picture has. */
export type ProfilePictureVersions = { square: PictureVersion };

/** The chosen file's centre square, resized (resizeTo) to PROFILE_PICTURE. */
export const resizeProfilePicture = (file: File, options: ResizeOptions = {}): Promise<ProfilePictureVersions> =>
  resizeTo(file, { square: PROFILE_PICTURE }, { ...options, square: true });

/** Writes go through saveProfilePicture. */
const profilePictureConverter: FirestoreDataConverter<StoredPictureImage> = {
  toFirestore: (picture) => picture,
  fromFirestore: (snapshot) => pictureImageOf(snapshot.data()),
};

const pictureRef = (uid: string, firestore: Firestore) => doc(firestore, 'profilePictures', uid);

/** Sets or replaces the member's own picture. */
export async function saveProfilePicture(uid: string, versions: ProfilePictureVersions, firestore: Firestore = db) {
  await setDoc(pictureRef(uid, firestore), { ...(await storedVersion(versions.square)), updatedAt: serverTimestamp() });
}

/** Takes the member's own picture away (Settings, and Delete my account). */
export const removeProfilePicture = (uid: string, firestore: Firestore = db) => deleteDoc(pictureRef(uid, firestore));

/** A member's picture, or null when they have none. */
export async function readProfilePicture(uid: string, firestore: Firestore = db): Promise<StoredPictureImage | null> {
  const snapshot = await getDoc(pictureRef(uid, firestore).withConverter(profilePictureConverter));
  return snapshot.exists() ? snapshot.data() : null;
}
