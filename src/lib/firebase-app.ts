// The one Firebase app, with App Check started before any request. Auth (./firebase-auth.ts) and
// Firestore (./firebase.ts) are initialised on it in files of their own, so a screen downloads only
// the SDKs it uses: a signed-out visitor's list (/guest) reads public cards without Auth.
import { initializeApp } from 'firebase/app';
import { resolveFirebaseConfig } from '@shared/firebase-env';
import { startAppCheck } from '@/lib/app-check';

const { options, useEmulators } = resolveFirebaseConfig(import.meta.env);

export const app = initializeApp(options);
// Before any request: App Check for a real project with a site key; nothing on the emulators.
startAppCheck(app, import.meta.env);
export { useEmulators };
