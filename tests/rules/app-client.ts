// The app's data layer runs on Firestore Lite (src/lib/firebase.ts), whose instances the full-SDK
// ones from rules-unit-testing are not. Tests that call the app's own write path (recordInvestment)
// get a Lite instance here, signed in through the emulator's mock token the same way.
// setupRulesEnv deletes them after the file.
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { activeProjectId, APP_CLIENT_PREFIX } from './rules-env';

let made = 0;

export function appFirestoreAs(user: { uid: string; email: string; verified?: boolean }, projectId = activeProjectId()): Firestore {
  const app = initializeApp({ projectId }, `${APP_CLIENT_PREFIX}${made++}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 8080, {
    mockUserToken: { user_id: user.uid, email: user.email, email_verified: user.verified ?? true },
  });
  return db;
}
