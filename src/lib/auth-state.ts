import type { Viewer } from '@/lib/policies';
import type { Role } from '@/lib/roles';

/** What the session needs of the user's own document (the users feature reads it; lib does not import features). */
/** `askerKey`: what the user's questions name them by (firestore.rules, questions); absent until their first question. */
/** `risksVersion`: the version of "Before you invest" the member acknowledged; absent until then. */
export type SessionProfile = { role: Role | ''; fullName?: string; askerKey?: string; risksVersion?: number };

/** How the session reads the user's document: given by the app (src/app/provider.tsx), loaded once someone signs in. */
export type ProfileSource = {
  ensureAdminProfile: (uid: string, email: string) => Promise<void>;
  watchUserProfile: (
    uid: string,
    onProfile: (profile: SessionProfile | null) => void,
    onError: (error: Error) => void,
    readNow?: boolean,
  ) => () => void;
};
export type LoadProfileSource = () => Promise<ProfileSource>;

export type SessionUser = { uid: string; email: string | null; emailVerified: boolean; displayName: string | null };

export type AuthState =
  /** `likelySignedOut`: nobody was signed in on this device last time (signed-in-before.ts); Auth has yet to confirm it. */
  | { status: 'loading'; likelySignedOut?: boolean }
  | { status: 'signedOut' }
  /**
   * `provisional`: shown from what index.html read with the token Auth kept (decision 0084), before
   * Auth itself has answered; Auth's answer replaces it (another user, or none: the guard then sends on).
   */
  | { status: 'signedIn'; user: SessionUser; role: Role | ''; profile: SessionProfile | null; provisional?: true };

/** Signed out, or most likely so while Auth starts: the screens show a visitor's links and pages. */
export const looksSignedOut = (state: AuthState) =>
  state.status === 'signedOut' || (state.status === 'loading' && state.likelySignedOut === true);

/**
 * Whether two states show the same: the same status, user, role and name. The provider keeps its
 * state when the session announces what it already shows (the user document read again), so that
 * costs no render.
 */
export function sameAuthState(a: AuthState, b: AuthState): boolean {
  if (a.status !== 'signedIn' || b.status !== 'signedIn') return a.status === b.status;
  const { user: x } = a;
  const { user: y } = b;
  return (
    a.role === b.role &&
    a.provisional === b.provisional &&
    a.profile?.fullName === b.profile?.fullName &&
    a.profile?.askerKey === b.profile?.askerKey &&
    a.profile?.risksVersion === b.profile?.risksVersion &&
    (a.profile === null) === (b.profile === null) &&
    x.uid === y.uid &&
    x.email === y.email &&
    x.emailVerified === y.emailVerified &&
    x.displayName === y.displayName
  );
}

export function viewerOf(state: AuthState): Viewer | null {
  return state.status === 'signedIn' ? { ...state.user, role: state.role } : null;
}

/**
 * The signed-in person's public name: their profile's name (fullName, else displayName), trimmed, as
 * firestore.rules compares it (isProfileName). '' when the profile has none. Never their e-mail.
 */
export function publicNameOf(state: AuthState): string {
  return state.status === 'signedIn' ? (state.profile?.fullName ?? '').trim() : '';
}
