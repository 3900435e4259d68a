import {
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { text, toDate } from '@/lib/firestore-fields';
import { ROLES, type Role, type SelfChosenRole } from '@/lib/policies';

export type UserProfile = {
  id: string;
  email: string;
  role: Role | '';
  fullName: string;
  phoneNumber: string;
  createdAt: Date | null;
  profileCompleted: boolean;
  photoURL: string;
};

const asRole = (value: unknown): Role | '' => (ROLES as readonly unknown[]).includes(value) ? (value as Role) : '';

export const userConverter: FirestoreDataConverter<UserProfile> = {
  toFirestore: (profile) => profile,
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      email: text(data.email),
      role: asRole(data.role),
      // Older documents used displayName; both are read, fullName is written.
      fullName: text(data.fullName) || text(data.displayName),
      phoneNumber: text(data.phoneNumber),
      createdAt: toDate(data.createdAt),
      profileCompleted: data.profileCompleted === true,
      photoURL: text(data.photoURL),
    };
  },
};

const userRef = (uid: string) => doc(db, 'users', uid);
const typedUserRef = (uid: string) => userRef(uid).withConverter(userConverter);

export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(typedUserRef(uid));
  return snapshot.exists() ? snapshot.data() : null;
}

export function watchUserProfile(
  uid: string,
  onProfile: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(typedUserRef(uid), (snapshot) => onProfile(snapshot.exists() ? snapshot.data() : null), onError);
}

type NewProfile = { email: string; role: SelfChosenRole; fullName: string; phoneNumber?: string; photoURL?: string };

export function createUserProfile(uid: string, profile: NewProfile & { profileCompleted: boolean }) {
  return setDoc(userRef(uid), {
    email: profile.email,
    role: profile.role,
    fullName: profile.fullName,
    phoneNumber: profile.phoneNumber ?? '',
    photoURL: profile.photoURL ?? '',
    profileCompleted: profile.profileCompleted,
    createdAt: serverTimestamp(),
  });
}

/** The admin's document: created if missing with displayName Admin, and its role forced to admin. */
export async function ensureAdminProfile(uid: string, email: string) {
  const existing = await getDoc(userRef(uid));
  if (existing.exists()) {
    if (existing.get('role') !== 'admin') await setDoc(userRef(uid), { role: 'admin' }, { merge: true });
    return;
  }
  await setDoc(userRef(uid), {
    email,
    role: 'admin',
    displayName: 'Admin',
    fullName: 'Admin',
    phoneNumber: '',
    photoURL: '',
    profileCompleted: true,
    createdAt: serverTimestamp(),
  });
}
