// Firebase for the feature APIs: Firestore here, on top of the app and Auth from ./firebase-auth.ts
// (those two files are the only places that initialise Firebase). Imported lazily by the route
// screens, so the welcome page paints before the SDK downloads.
// Firestore Lite: plain requests, no listeners or offline cache, about a fifth of the full SDK's
// size. Nothing in the app listens; the session re-reads the user document after its own writes.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { EMULATOR_HOSTS } from '@/config/firebase-config';
import { app, auth, useEmulators } from '@/lib/firebase-auth';

export { app, auth };
export const db = getFirestore(app);

if (useEmulators) connectFirestoreEmulator(db, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
