// Firebase side of the auth provider; loaded lazily so the welcome page paints without the SDK.
// It needs Auth only: Firestore (the user document) is loaded once someone is signed in.
import { onAuthStateChanged, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { isAdminAccount } from '@/lib/policies';
import type { AuthState, LoadProfileSource, SessionUser } from '@/lib/auth-state';
import { forgetSession, rememberedSession, rememberSession, signedInState } from '@/lib/remembered-session';

export function watchSession(onChange: (state: AuthState) => void, loadProfiles: LoadProfileSource): () => void {
  let stopProfile = () => {};
  // Bumped on every auth change and on stop, so a late Firestore download never starts a stale watch.
  let generation = 0;
  const stopAuth = onAuthStateChanged(auth, (user) => {
    stopProfile();
    stopProfile = () => {};
    const current = ++generation;
    if (!user) {
      forgetSession();
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
    // A returning user goes on at once with the document remembered from last time; someone else
    // than the remembered user waits for their own (the provider shows nothing of the other's).
    const remembered = rememberedSession();
    if (remembered?.user.uid === user.uid) onChange(signedInState(sessionUser, remembered.profile));
    else if (remembered) {
      forgetSession();
      onChange({ status: 'loading' });
    }
    // Spec section 8: a failure to read user data is only logged; the role stays empty.
    const readFailed = (error: unknown) => {
      console.error('Reading user data failed', error);
      onChange(signedInState(sessionUser, null));
    };
    loadProfiles().then(
      ({ ensureAdminProfile, watchUserProfile }) => {
        if (current !== generation) return;
        if (admin) ensureAdminProfile(user.uid, user.email ?? '').catch((error) => console.error('Admin profile', error));
        stopProfile = watchUserProfile(
          user.uid,
          (profile) => {
            rememberSession(sessionUser, profile);
            onChange(signedInState(sessionUser, profile));
          },
          readFailed,
        );
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
  forgetSession();
}
