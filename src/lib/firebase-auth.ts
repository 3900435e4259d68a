// Initialises the Firebase app and Auth. Kept apart from Firestore (src/lib/firebase.ts) so a
// signed-out visitor's session check downloads Auth only, not the much larger Firestore SDK.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { EMULATOR_HOSTS, resolveFirebaseConfig } from '@/config/firebase-config';
import { startAppCheck } from '@/lib/app-check';

const { options, useEmulators } = resolveFirebaseConfig(import.meta.env);

export const app = initializeApp(options);
// Before any request: App Check for a real project with a site key; nothing on the emulators.
startAppCheck(app, import.meta.env);
// Not getAuth(): its popup resolver loads Google's API script and iframe on every page view. The
// resolver is passed to the one call that opens Google's popup (src/features/auth/api).
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
export { useEmulators };

if (useEmulators) connectAuthEmulator(auth, EMULATOR_HOSTS.auth, { disableWarnings: true });
