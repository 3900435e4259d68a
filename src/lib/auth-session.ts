// Firebase side of the auth provider; loaded lazily so the welcome page paints without the SDK.
// It needs Auth only: Firestore (the user document) is loaded once someone is signed in.
import { onAuthStateChanged, onIdTokenChanged, reload, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { isAdminAccount } from '@/lib/policies';
import type { AuthState, LoadProfileSource, SessionProfile, SessionUser } from '@/lib/auth-state';
import { signedInState } from '@/lib/signed-in-state';
import { recordSignedIn } from '@/lib/signed-in-before';

/**
 * Follows Auth's session and the user's document. `early`: the session index.html read (decision
 * 0084), already shown; if Auth finds the same user, its document is not read again.
 */
export function watchSession(
  onChange: (state: AuthState) => void,
  loadProfiles: LoadProfileSource,
  early?: { uid: string; profile: SessionProfile },
): () => void {
  let stopProfile = () => {};
  // Bumped on every auth change and on stop, so a late Firestore download never starts a stale watch.
  let generation = 0;
  let lastUid: string | null = null;
  // What the session shows of the signed-in user, kept so a verified address re-renders it in place.
  let shown: { user: SessionUser; profile: SessionProfile | null } | null = null;
  const show = (user: SessionUser, profile: SessionProfile | null) => {
    shown = { user, profile };
    onChange(signedInState(user, profile));
  };
  const stopAuth = onAuthStateChanged(auth, (user) => {
    shown = null;
    stopProfile();
    stopProfile = () => {};
    const current = ++generation;
    recordSignedIn(user !== null);
    if (!user) {
      early = undefined;
      lastUid = null;
      onChange({ status: 'signedOut' });
      return;
    }
    const sessionUser: SessionUser = {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
    };
    const admin = isAdminAccount(user.email, user.emailVerified);
    // Only Auth's first answer can be the user index.html read.
    const shownUid = lastUid ?? early?.uid;
    const known = early?.uid === user.uid ? early.profile : undefined;
    early = undefined;
    // Another user straight after the last (a sign-in in another tab, or not the one index.html read):
    // nothing of the first stays on screen while the second one's document is read.
    if (shownUid !== undefined && shownUid !== user.uid) onChange({ status: 'loading' });
    lastUid = user.uid;
    // Spec section 8: a failure to read user data is only logged; the role stays empty.
    const readFailed = (error: unknown) => {
      console.error('Reading user data failed', error);
      show(sessionUser, null);
    };
    if (known) show(sessionUser, known);
    loadProfiles().then(
      ({ ensureAdminProfile, watchUserProfile }) => {
        if (current !== generation) return;
        // The document index.html read already says admin: nothing to make sure of.
        if (admin && known?.role !== 'admin')
          ensureAdminProfile(user.uid, user.email ?? '').catch((error) => console.error('Admin profile', error));
        stopProfile = watchUserProfile(user.uid, (profile) => show(shown?.user ?? sessionUser, profile), readFailed, !known);
      },
      (error) => {
        if (current === generation) readFailed(error);
      },
    );
  });
  // Auth tells onAuthStateChanged nothing when the same user's address becomes verified; a reload
  // of the user (recheckVerification) and its fresh token do reach onIdTokenChanged.
  const stopToken = onIdTokenChanged(auth, (user) => {
    if (!user || !shown || user.uid !== shown.user.uid || user.emailVerified === shown.user.emailVerified) return;
    show({ ...shown.user, emailVerified: user.emailVerified }, shown.profile);
  });
  // The address is verified outside the app (the e-mail's link, often in another tab): coming back
  // to this page rechecks an unverified user, so the app notices without signing out.
  // Focus and visibilitychange often come together: one re-read at a time.
  let rechecking = false;
  const recheck = () => {
    if (rechecking || document.visibilityState !== 'visible' || !shown || shown.user.emailVerified) return;
    rechecking = true;
    recheckVerification()
      .catch((error) => console.error('Rechecking the e-mail verification failed', error))
      .finally(() => (rechecking = false));
  };
  // No page when the session runs in Node (tests/integration): nothing comes back into view there.
  const page = typeof document === 'undefined' ? null : document;
  page?.defaultView?.addEventListener('focus', recheck);
  page?.addEventListener('visibilitychange', recheck);
  return () => {
    generation++;
    stopProfile();
    stopAuth();
    stopToken();
    page?.defaultView?.removeEventListener('focus', recheck);
    page?.removeEventListener('visibilitychange', recheck);
  };
}

/**
 * Re-reads the signed-in user from Auth and, once the address is verified, takes a fresh token
 * (whose email_verified the rules check); the session then shows the user verified. Returns whether
 * the address is verified.
 */
export async function recheckVerification(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await reload(user);
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

export async function signOutSession() {
  await signOut(auth);
  recordSignedIn(false);
}
