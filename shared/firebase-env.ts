// Which Firebase the app talks to, from the VITE_FIREBASE_* settings. Shared by the app
// (src/config/firebase-config.ts) and the build (the early reads' REST address): no app code here.
import type { FirebaseOptions } from 'firebase/app';

export const DEMO_PROJECT_ID = 'demo-startupfund';
export const EMULATOR_HOSTS = { auth: 'http://127.0.0.1:9099', firestore: { host: '127.0.0.1', port: 8080 } };

type Env = Record<string, string | undefined>;

/** Real settings when VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY are set; otherwise the local emulators. */
export function resolveFirebaseConfig(env: Env): { options: FirebaseOptions; useEmulators: boolean } {
  if (env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_API_KEY) {
    return {
      useEmulators: false,
      options: {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
        messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
        appId: env.VITE_FIREBASE_APP_ID,
      },
    };
  }
  return {
    useEmulators: true,
    options: { apiKey: 'demo-api-key', authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID },
  };
}
