// The app's data layer runs on Firestore Lite (src/lib/firebase.ts), whose instances the full-SDK
// ones from rules-unit-testing are not. Tests that call the app's own write path (recordInvestment)
// get a Lite instance here, signed in through the emulator's mock token the same way.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { afterAll } from 'vitest';
import { activeProjectId } from './rules-env';

const apps: FirebaseApp[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

export function appFirestoreAs(user: { uid: string; email: string; verified?: boolean }, projectId = activeProjectId()): Firestore {
  const app = initializeApp({ projectId }, `app-client-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 8080, {
    mockUserToken: { user_id: user.uid, email: user.email, email_verified: user.verified ?? true },
  });
  return db;
}
