import type { AuthState, SessionProfile, SessionUser } from '@/lib/auth-state';
import { isAdminAccount } from '@/lib/policies';

// The signed-in user as of their last visit, kept on their device, so a returning user's screen
// opens at once instead of after Firebase Auth has restored the session and their document has
// been read again (both still happen, and have the last word). Only what the screens choose by:
// the rules, not this, decide what anyone may read or write. Firebase Auth keeps far more (the
// tokens) in the same browser.
const KEY = 'startupfund:session';
const ROLES: ReadonlyArray<unknown> = ['entrepreneur', 'investor'];

type Remembered = { user: SessionUser; profile: SessionProfile };

/** The signed-in state a user and their document give (admin by the e-mail address alone). */
export function signedInState(user: SessionUser, profile: SessionProfile | null): AuthState {
  const admin = isAdminAccount(user.email, user.emailVerified);
  return { status: 'signedIn', user, profile, role: admin ? 'admin' : (profile?.role ?? '') };
}

export function rememberSession(user: SessionUser, profile: SessionProfile | null) {
  try {
    if (!profile) return localStorage.removeItem(KEY);
    const remembered: Remembered = { user, profile: { role: profile.role, fullName: profile.fullName } };
    localStorage.setItem(KEY, JSON.stringify(remembered));
  } catch {
    // storage full or off (private browsing): the next visit waits for the session as before
  }
}

/** The remembered user and document, if they make a signed-in state with a role; else null. */
export function rememberedSession(): Remembered | null {
  try {
    const { user, profile } = (JSON.parse(localStorage.getItem(KEY) ?? 'null') ?? {}) as Partial<Remembered>;
    if (typeof user?.uid !== 'string' || !user.uid || typeof user.email !== 'string' || typeof user.emailVerified !== 'boolean') return null;
    const admin = isAdminAccount(user.email, user.emailVerified);
    if (!admin && !ROLES.includes(profile?.role)) return null;
    const fullName = typeof profile?.fullName === 'string' ? profile.fullName : undefined;
    const role = ROLES.includes(profile?.role) ? (profile!.role as SessionProfile['role']) : '';
    const sessionUser: SessionUser = { uid: user.uid, email: user.email, emailVerified: user.emailVerified, displayName: typeof user.displayName === 'string' ? user.displayName : null };
    return { user: sessionUser, profile: { role, ...(fullName === undefined ? {} : { fullName }) } };
  } catch {
    return null;
  }
}

/**
 * Where a visit starts: a returning user signed in as last time; anyone else loading, most likely
 * signed out (the guest-only screens render at once for them, and Auth confirms it after the first paint).
 */
export function initialAuthState(): AuthState {
  const remembered = rememberedSession();
  return remembered ? signedInState(remembered.user, remembered.profile) : { status: 'loading', likelySignedOut: true };
}

/**
 * Whether two states show the same: the same status, user, role and name. The provider keeps its
 * state when the session announces what it already shows (a remembered user confirmed by Auth and by
 * their document), so that costs no render.
 */
export function sameAuthState(a: AuthState, b: AuthState): boolean {
  if (a.status !== 'signedIn' || b.status !== 'signedIn') return a.status === b.status;
  const { user: x } = a;
  const { user: y } = b;
  return (
    a.role === b.role &&
    a.profile?.fullName === b.profile?.fullName &&
    (a.profile === null) === (b.profile === null) &&
    x.uid === y.uid &&
    x.email === y.email &&
    x.emailVerified === y.emailVerified &&
    x.displayName === y.displayName
  );
}

/** On sign-out, and when Auth finds no session: nothing of the user stays behind. */
export function forgetSession() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
