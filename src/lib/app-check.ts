// App Check with reCAPTCHA Enterprise: Firestore and Auth requests carry a token showing they come
// from this app in a real browser. Builds without App Check (the emulators, or no site key) get an
// empty stand-in for this module instead (scripts/vite/app-check-switch.ts): none of its bytes.
import type { FirebaseApp } from 'firebase/app';
import { type AppCheck, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { resolveAppCheck } from '@shared/firebase-env';

declare global {
  // Read by the App Check SDK: true prints a new debug token, a string is a registered one.
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

/** Starts App Check when these settings ask for it; call it before the app's first request. */
export function startAppCheck(app: FirebaseApp, env: ImportMetaEnv): AppCheck | null {
  const settings = resolveAppCheck(env);
  if (!settings) return null;
  // Development against a real project from a machine reCAPTCHA cannot vouch for (docs/deploy.md).
  if (settings.debugToken) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = settings.debugToken === 'true' ? true : settings.debugToken;
  return initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(settings.siteKey), isTokenAutoRefreshEnabled: true });
}
