// The one place that initialises Firebase. Imported lazily (auth provider, feature APIs) so the
// welcome page paints before the SDK downloads.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { EMULATOR_HOSTS, resolveFirebaseConfig } from '@/config/firebase-config';

const { options, useEmulators } = resolveFirebaseConfig(import.meta.env);

export const app = initializeApp(options);
export const auth = getAuth(app);
export const db = getFirestore(app);

if (useEmulators) {
  connectAuthEmulator(auth, EMULATOR_HOSTS.auth, { disableWarnings: true });
  connectFirestoreEmulator(db, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
}
