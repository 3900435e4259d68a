// Auth, on the app of ./firebase-app.ts. Firestore (./firebase.ts) does not import it: Firestore Lite
// sends the session's token from the moment Auth exists, so the screens for signed-in users load
// this before their first render (preloadScreen, src/app/router.tsx) and a signed-out visitor's
// list does not wait for it (the auth provider starts it after the first paint).
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { EMULATOR_HOSTS } from '@shared/firebase-env';
import { app, useEmulators } from '@/lib/firebase-app';

// Not getAuth(): its popup resolver loads Google's API script and iframe on every page view. The
// resolver is passed to the one call that opens Google's popup (src/features/auth/api).
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

if (useEmulators) connectAuthEmulator(auth, EMULATOR_HOSTS.auth, { disableWarnings: true });
