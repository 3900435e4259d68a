/// <reference types="vite/client" />

/** Injected by vite.config.ts from `function adminEmail()` in firestore.rules. */
declare const __ADMIN_EMAIL__: string;

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** App Check (reCAPTCHA Enterprise) for a real project; docs/deploy.md. */
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
  /** Local development against a real project only: "true" prints a new debug token, or a registered token. */
  readonly VITE_APP_CHECK_DEBUG_TOKEN?: string;
}
