// Firebase for the feature APIs: Firestore here, on top of the app and Auth from ./firebase-auth.ts
// (those two files are the only places that initialise Firebase). Imported lazily by the route
// screens, so the welcome page paints before the SDK downloads.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { EMULATOR_HOSTS } from '@/config/firebase-config';
import { app, auth, useEmulators } from '@/lib/firebase-auth';

export { app, auth };
export const db = getFirestore(app);

if (useEmulators) connectFirestoreEmulator(db, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
