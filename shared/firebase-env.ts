// Which Firebase the app talks to, from the VITE_FIREBASE_* settings, and whether a build may be
// deployed with them. Shared by the app (src/lib/firebase*.ts, src/lib/app-check.ts) and the build
// (scripts/vite/: the early reads' REST address, the CSP, the deploy checks): no app code here.
import type { FirebaseOptions } from 'firebase/app';

export const DEMO_PROJECT_ID = 'demo-startupfund';
export const EMULATOR_HOSTS = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
  functions: { host: '127.0.0.1', port: 5001 },
};

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

/** What a production build needs: Auth, Firestore and App Check's attestation all use these. */
export const DEPLOY_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/**
 * Why these settings cannot make a deployable build (empty when they can). `deployProject` is the
 * project firebase-tools deploys to (GCLOUD_PROJECT in its predeploy hook), when known.
 */
export function deploySettingsProblems(env: Env, deployProject?: string): string[] {
  const missing = DEPLOY_SETTINGS.filter((name) => !env[name]?.trim());
  const problems = missing.length
    ? [`missing ${missing.join(', ')} (copy .env.example to .env.local and fill them in from the Firebase console)`]
    : [];
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (projectId?.startsWith('demo-'))
    problems.push(`VITE_FIREBASE_PROJECT_ID is "${projectId}": demo- projects exist only on the emulators`);
  if (projectId && deployProject && projectId !== deployProject) {
    problems.push(
      `the settings are for project "${projectId}" but firebase-tools deploys to "${deployProject}" (GCLOUD_PROJECT; pick the project with --project)`,
    );
  }
  if (env.VITE_APP_CHECK_DEBUG_TOKEN) problems.push('VITE_APP_CHECK_DEBUG_TOKEN is set: a debug token must never ship in a deployed build');
  return problems;
}

/** One line for the build and dev-server output: where this build's Firebase calls go. */
export function describeFirebaseTarget(env: Env): string {
  const { options, useEmulators } = resolveFirebaseConfig(env);
  if (!useEmulators)
    return `Firebase project "${options.projectId}"${resolveAppCheck(env) ? ' with App Check' : ' (App Check off: no VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)'}`;
  const { host, port } = EMULATOR_HOSTS.firestore;
  return `the Firebase emulators (${DEMO_PROJECT_ID}: Auth ${EMULATOR_HOSTS.auth.replace('http://', '')}, Firestore ${host}:${port}, Functions ${EMULATOR_HOSTS.functions.host}:${EMULATOR_HOSTS.functions.port}), because VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY are not both set; npm run deploy builds for a real project`;
}

/** App Check runs only against a real project with a reCAPTCHA Enterprise site key, never on the emulators. */
export function resolveAppCheck(env: Env): { siteKey: string; debugToken?: string } | null {
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim();
  if (!siteKey || resolveFirebaseConfig(env).useEmulators) return null;
  const debugToken = env.VITE_APP_CHECK_DEBUG_TOKEN?.trim();
  return debugToken ? { siteKey, debugToken } : { siteKey };
}
