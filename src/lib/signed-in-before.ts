// Whether someone was signed in on this device last time, and nothing about who. Without it a visit
// is most likely signed out: its guest-only screen renders before Firebase Auth starts, and Auth,
// which has the last word, sends on a visitor it finds signed in after all
// (docs/decisions/0011-remembered-session.md).
const KEY = 'startupfund:session';

/** Any value counts: builds before 2026-11-26 kept the profile under this key, and Auth's next answer replaces it. */
export function signedInBefore(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Set when Auth confirms a user; cleared on sign-out and when Auth finds no session. */
export function recordSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage off (private browsing): every visit starts as most likely signed out
  }
}

/** Calls `signedIn` when another tab of this site records a sign-in. Returns a stop function. */
export function onSignedInElsewhere(signedIn: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue !== null) signedIn();
  };
  addEventListener('storage', listener);
  return () => removeEventListener('storage', listener);
}
