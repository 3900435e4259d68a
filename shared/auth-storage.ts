// What the page and the app know of where a session is kept in this browser: plain data, shared by
// index.html's early reads (scripts/vite/early-reads.ts) and the app (src/lib/signed-in-before.ts).

/** Set in localStorage while someone is signed in on this device (src/lib/signed-in-before.ts), nothing about who. */
export const SESSION_FLAG = 'startupfund:session';

/**
 * Where Firebase Auth keeps the signed-in user in this browser (its indexedDBLocalPersistence, and
 * browserLocalPersistence where IndexedDB is unavailable): the SDK's own storage, which the page only
 * reads. Tested against the SDK in e2e/early-session.spec.ts.
 */
export const authStorage = {
  database: 'firebaseLocalStorageDb',
  store: 'firebaseLocalStorage',
  key: (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`,
};

/** A kept token this close to its end is left to Auth to refresh (the SDK refreshes within 30 s of it). */
export const EARLY_TOKEN_MARGIN_MS = 5 * 60_000;
