import { doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore, type FirestoreDataConverter } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import type { SelfChosenRole } from '@/lib/policies';
import { readUserProfile, type UserProfile } from './user-read';

export const userConverter: FirestoreDataConverter<UserProfile> = {
  toFirestore: (profile) => profile,
  fromFirestore: (snapshot) => readUserProfile(snapshot.id, snapshot.data()),
};

const userRef = (uid: string, firestore: Firestore = db) => doc(firestore, 'users', uid);
const typedUserRef = (uid: string) => userRef(uid).withConverter(userConverter);

export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(typedUserRef(uid));
  return snapshot.exists() ? snapshot.data() : null;
}

// The session's watchers, by uid. Firestore Lite has no listeners (that is what keeps it small),
// so the writes below that change a user's document tell the watchers to read it again.
const watchers = new Map<string, Set<() => void>>();
/** Tells the session to read the user's document again; called after every write that changes it. */
export const userProfileChanged = (uid: string) => watchers.get(uid)?.forEach((reload) => reload());

/** Reads the user's document now and again after each change made through this module. */
export function watchUserProfile(
  uid: string,
  onProfile: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  let latest = 0;
  let active = true;
  // Only the newest read may report: an earlier one can still be in flight when a write lands.
  const reload = () => {
    const current = ++latest;
    getUserProfile(uid).then(
      (profile) => active && current === latest && onProfile(profile),
      (error: Error) => active && current === latest && onError(error),
    );
  };
  const forUid = watchers.get(uid) ?? new Set();
  watchers.set(uid, forUid.add(reload));
  reload();
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

/** A new name to be shown under (already normalised and checked with displayNameProblem; the rules check it again). */
export async function updateProfileName(uid: string, fullName: string, firestore: Firestore = db) {
  await updateDoc(userRef(uid, firestore), { fullName });
  userProfileChanged(uid);
}

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
