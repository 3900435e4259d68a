// Firestore for the feature APIs, on the app of ./firebase-app.ts (Auth is ./firebase-auth.ts).
// Imported lazily by the route screens, so the welcome page paints before the SDK downloads.
// Firestore Lite: plain requests, no listeners or offline cache, about a fifth of the full SDK's
// size. Nothing in the app listens; the session re-reads the user document after its own writes.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { EMULATOR_HOSTS } from '@shared/firebase-env';
import { app, useEmulators } from '@/lib/firebase-app';

export const db = getFirestore(app);

if (useEmulators) connectFirestoreEmulator(db, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
