// profiles/{uid} reads: a founder's name, bio and joining date beside their name on their project pages.
import { doc, getDoc, type FirestoreDataConverter } from 'firebase/firestore/lite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { earlyReadNames } from '@shared/early-reads';
import { takeEarlyDocument } from '@/lib/early-reads';
import { readPublicProfile, type PublicProfile } from './public-profile-read';

const publicProfileConverter: FirestoreDataConverter<PublicProfile> = {
  toFirestore: (profile) => profile,
  fromFirestore: (snapshot) => readPublicProfile(snapshot.id, snapshot.data()),
};

/** The member's public profile, or null when they have not saved one in Settings yet. */
export async function fetchPublicProfile(uid: string): Promise<PublicProfile | null> {
  // On the founder's page as it opens, index.html may have read it (shared/early-reads.ts).
  const early = await takeEarlyDocument(earlyReadNames.founder('profile', uid), uid);
  if (early) return readPublicProfile(uid, early.data);
  const snapshot = await getDoc(doc(db, 'profiles', uid).withConverter(publicProfileConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

export const publicProfileKey = (uid: string) => ['publicProfile', uid] as const;

export const publicProfileQuery = (uid: string) =>
  queryOptions({ queryKey: publicProfileKey(uid), queryFn: () => fetchPublicProfile(uid) });

export function usePublicProfile(uid: string) {
  return useQuery({ ...publicProfileQuery(uid), enabled: uid !== '' });
}
