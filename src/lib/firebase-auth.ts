// Initialises the Firebase app and Auth. Kept apart from Firestore (src/lib/firebase.ts) so a
// signed-out visitor's session check downloads Auth only, not the much larger Firestore SDK.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { EMULATOR_HOSTS, resolveFirebaseConfig } from '@/config/firebase-config';

const { options, useEmulators } = resolveFirebaseConfig(import.meta.env);

export const app = initializeApp(options);
export const auth = getAuth(app);
export { useEmulators };

if (useEmulators) connectAuthEmulator(auth, EMULATOR_HOSTS.auth, { disableWarnings: true });
