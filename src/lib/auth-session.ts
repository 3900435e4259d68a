// Firebase side of the auth provider; loaded lazily so the welcome page paints without the SDK.
// It needs Auth only: Firestore (the user document) is loaded once someone is signed in.
import { onAuthStateChanged, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { isAdminAccount } from '@/lib/policies';
import type { AuthState, LoadProfileSource, SessionProfile, SessionUser } from '@/lib/auth-state';
import { forgetProfiles, rememberedProfile, rememberProfile } from '@/lib/remembered-profile';

export function watchSession(onChange: (state: AuthState) => void, loadProfiles: LoadProfileSource): () => void {
  let stopProfile = () => {};
  // Bumped on every auth change and on stop, so a late Firestore download never starts a stale watch.
  let generation = 0;
  const stopAuth = onAuthStateChanged(auth, (user) => {
    stopProfile();
    stopProfile = () => {};
    const current = ++generation;
    if (!user) {
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
    const signedIn = (profile: SessionProfile | null): AuthState => ({ status: 'signedIn', user: sessionUser, profile, role: admin ? 'admin' : (profile?.role ?? '') });
    // A returning user's screen opens at once with the role they had; the read below confirms or corrects it.
    const remembered = rememberedProfile(user.uid);
    if (remembered) onChange(signedIn(remembered));
    // Spec section 8: a failure to read user data is only logged; the role stays empty.
    const readFailed = (error: unknown) => {
      console.error('Reading user data failed', error);
      onChange(signedIn(null));
    };
    loadProfiles().then(({ ensureAdminProfile, watchUserProfile }) => {
      if (current !== generation) return;
      if (admin) ensureAdminProfile(user.uid, user.email ?? '').catch((error) => console.error('Admin profile', error));
      stopProfile = watchUserProfile(
        user.uid,
        (profile) => {
          rememberProfile(user.uid, profile);
          // The document agreeing with what was remembered changes nothing on screen: no second render.
          if (remembered && profile?.role === remembered.role && profile.fullName === remembered.fullName) return;
          onChange(signedIn(profile));
        },
        readFailed,
      );
    }, (error) => {
      if (current === generation) readFailed(error);
    });
  });
  return () => {
    generation++;
    stopProfile();
    stopAuth();
  };
}

export async function signOutSession() {
  await signOut(auth);
  forgetProfiles();
}
