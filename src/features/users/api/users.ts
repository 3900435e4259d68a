import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
  type FirestoreDataConverter,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { RISKS_VERSION } from '@shared/money/policy';
import type { SelfChosenRole } from '@/lib/policies';
import { readUserProfile, type UserProfile } from './user-read';

export const userConverter: FirestoreDataConverter<UserProfile> = {
  toFirestore: (profile) => profile,
  fromFirestore: (snapshot) => readUserProfile(snapshot.id, snapshot.data()),
};

const userRef = (uid: string, firestore: Firestore = db) => doc(firestore, 'users', uid);
const typedUserRef = (uid: string) => userRef(uid).withConverter(userConverter);

export async function fetchUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(typedUserRef(uid));
  return snapshot.exists() ? snapshot.data() : null;
}

// The session's watchers, by uid. Firestore Lite has no listeners (that is what keeps it small),
// so the writes below that change a user's document tell the watchers to read it again.
const watchers = new Map<string, Set<() => void>>();
/** Tells the session to read the user's document again; called after every write that changes it. */
export const userProfileChanged = (uid: string) => watchers.get(uid)?.forEach((reload) => reload());

/**
 * Reads the user's document now and again after each change made through this module; with `readNow`
 * false, only after a change (the caller has just read it: index.html's early session).
 */
export function watchUserProfile(
  uid: string,
  onProfile: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
  readNow = true,
): () => void {
  let latest = 0;
  let active = true;
  // Only the newest read may report: an earlier one can still be in flight when a write lands.
  const reload = () => {
    const current = ++latest;
    fetchUserProfile(uid).then(
      (profile) => active && current === latest && onProfile(profile),
      (error: Error) => active && current === latest && onError(error),
    );
  };
  const forUid = watchers.get(uid) ?? new Set();
  watchers.set(uid, forUid.add(reload));
  if (readNow) reload();
  return () => {
    active = false;
    forUid.delete(reload);
    if (forUid.size === 0) watchers.delete(uid);
  };
}

type NewProfile = { email: string; role: SelfChosenRole; fullName: string; phoneNumber?: string; photoURL?: string };

export async function createUserProfile(uid: string, profile: NewProfile & { profileCompleted: boolean }, firestore: Firestore = db) {
  await setDoc(userRef(uid, firestore), {
    email: profile.email,
    role: profile.role,
    fullName: profile.fullName,
    phoneNumber: profile.phoneNumber ?? '',
    photoURL: profile.photoURL ?? '',
    profileCompleted: profile.profileCompleted,
    createdAt: serverTimestamp(),
  });
  userProfileChanged(uid);
}

/** What Settings changes of a member's own document (each already normalised and checked; the rules check them again). */
export type ProfileSettings = { fullName: string; phoneNumber: string; bio: string };

const profileCopyRef = (uid: string, firestore: Firestore) => doc(firestore, 'profiles', uid);

/** The public copy of the member's document as it is with these changes: its name, bio and joining time. */
async function profileCopy(uid: string, firestore: Firestore, changes: Partial<ProfileSettings> = {}) {
  // The stored createdAt as it is (a Date would lose the server's microseconds the copy must equal).
  const stored: Record<string, unknown> = (await getDoc(userRef(uid, firestore))).data() ?? {};
  const after = { fullName: stored.fullName ?? '', bio: stored.bio ?? '', ...changes };
  return { displayName: after.fullName, bio: after.bio, joinedAt: stored.createdAt };
}

/**
 * Changes the member's own document and, in the same batch, its public copy (profiles/{uid}: name, bio,
 * joining time), which firestore.rules require to equal the document after the batch. The copy's
 * picture address is kept (merged).
 */
export async function updateProfileSettings(uid: string, changes: Partial<ProfileSettings>, firestore: Firestore = db) {
  const copy = await profileCopy(uid, firestore, changes);
  const batch = writeBatch(firestore);
  batch.update(userRef(uid, firestore), changes);
  batch.set(profileCopyRef(uid, firestore), copy, { merge: true });
  await batch.commit();
  userProfileChanged(uid);
}

/**
 * Adds to a batch the member's public copy naming their picture by its hash (null: none), so their
 * picture shows from its address (shared/pictures/picture-address.ts) wherever the copy is read.
 */
export async function nameProfilePicture(batch: WriteBatch, uid: string, pictureHash: string | null, firestore: Firestore = db) {
  batch.set(profileCopyRef(uid, firestore), { ...(await profileCopy(uid, firestore)), pictureHash }, { merge: true });
}

/** A new name to be shown under (already normalised and checked with displayNameProblem; the rules check it again). */
export const updateProfileName = (uid: string, fullName: string, firestore: Firestore = db) =>
  updateProfileSettings(uid, { fullName }, firestore);

/** The admin's document: created if missing with displayName Admin, and its role forced to admin. */
export async function ensureAdminProfile(uid: string, email: string, firestore: Firestore = db) {
  const existing = await getDoc(userRef(uid, firestore));
  if (existing.exists()) {
    if (existing.get('role') !== 'admin') {
      await setDoc(userRef(uid, firestore), { role: 'admin' }, { merge: true });
      userProfileChanged(uid);
    }
    return;
  }
  await setDoc(userRef(uid, firestore), {
    email,
    role: 'admin',
    displayName: 'Admin',
    fullName: 'Admin',
    phoneNumber: '',
    photoURL: '',
    profileCompleted: true,
    createdAt: serverTimestamp(),
  });
  userProfileChanged(uid);
}

/**
 * "Before you invest": the member's own acknowledgement of the current version of the risks,
 * stamped with the server's time. firestore.rules refuse an investment without it.
 */
export async function acknowledgeRisks(uid: string, firestore: Firestore = db, version: number = RISKS_VERSION) {
  await updateDoc(userRef(uid, firestore), { risksAcknowledgedAt: serverTimestamp(), risksVersion: version });
  userProfileChanged(uid);
}
