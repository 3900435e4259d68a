// Firebase side of the auth provider; loaded lazily so the welcome page paints without the SDK.
// It needs Auth only: Firestore (the user document) is loaded once someone is signed in.
import { onAuthStateChanged, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { isAdminAccount } from '@/lib/policies';
import type { AuthState, LoadProfileSource, SessionProfile, SessionUser } from '@/lib/auth-state';
import { recordSignedIn } from '@/lib/signed-in-before';

/** The signed-in state a user and their document give (admin by the e-mail address alone). */
function signedInState(user: SessionUser, profile: SessionProfile | null): AuthState {
  const admin = isAdminAccount(user.email, user.emailVerified);
  return { status: 'signedIn', user, profile, role: admin ? 'admin' : (profile?.role ?? '') };
}

export function watchSession(onChange: (state: AuthState) => void, loadProfiles: LoadProfileSource): () => void {
  let stopProfile = () => {};
  // Bumped on every auth change and on stop, so a late Firestore download never starts a stale watch.
  let generation = 0;
  let lastUid: string | null = null;
  const stopAuth = onAuthStateChanged(auth, (user) => {
    stopProfile();
    stopProfile = () => {};
    const current = ++generation;
    recordSignedIn(user !== null);
    if (!user) {
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
    // Another user straight after the last (a sign-in in another tab): nothing of the first stays on
    // screen while the second one's document is read.
    if (lastUid !== null && lastUid !== user.uid) onChange({ status: 'loading' });
    lastUid = user.uid;
    // Spec section 8: a failure to read user data is only logged; the role stays empty.
    const readFailed = (error: unknown) => {
      console.error('Reading user data failed', error);
      onChange(signedInState(sessionUser, null));
    };
    loadProfiles().then(
      ({ ensureAdminProfile, watchUserProfile }) => {
        if (current !== generation) return;
        if (admin) ensureAdminProfile(user.uid, user.email ?? '').catch((error) => console.error('Admin profile', error));
        stopProfile = watchUserProfile(user.uid, (profile) => onChange(signedInState(sessionUser, profile)), readFailed);
      },
      (error) => {
        if (current === generation) readFailed(error);
      },
    );
  });
  return () => {
    generation++;
    stopProfile();
    stopAuth();
  };
}

export async function signOutSession() {
  await signOut(auth);
  recordSignedIn(false);
}
