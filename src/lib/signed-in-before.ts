// Whether someone was signed in on this device last time, and nothing about who. Without it a visit
// is most likely signed out: its guest-only screen renders before Firebase Auth starts, and Auth,
// which has the last word, sends on a visitor it finds signed in after all
// (docs/decisions/0011-remembered-session.md).
import { SESSION_FLAG } from '@shared/auth-storage';

/** Any value counts: builds before 2026-11-26 kept the profile under this key, and Auth's next answer replaces it. */
export function signedInBefore(): boolean {
  try {
    return localStorage.getItem(SESSION_FLAG) !== null;
  } catch {
    return false;
  }
}

/** Set when Auth confirms a user; cleared on sign-out and when Auth finds no session. */
export function recordSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SESSION_FLAG, '1');
    else localStorage.removeItem(SESSION_FLAG);
  } catch {
    // storage off (private browsing): every visit starts as most likely signed out
  }
}
