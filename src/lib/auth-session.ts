// Firebase side of the auth provider; loaded lazily so the welcome page paints without the SDK.
import { onAuthStateChanged, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { isAdminAccount } from '@/lib/policies';
import { ensureAdminProfile, watchUserProfile } from '@/features/users/api/users';
import type { AuthState, SessionUser } from '@/lib/auth-state';

export function watchSession(onChange: (state: AuthState) => void): () => void {
  let stopProfile = () => {};
  const stopAuth = onAuthStateChanged(auth, (user) => {
    stopProfile();
    stopProfile = () => {};
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
    if (admin) ensureAdminProfile(user.uid, user.email ?? '').catch((error) => console.error('Admin profile', error));
    stopProfile = watchUserProfile(
      user.uid,
      (profile) => onChange({ status: 'signedIn', user: sessionUser, profile, role: admin ? 'admin' : (profile?.role ?? '') }),
      (error) => {
        // Spec section 8: a failure to read user data is only logged; the role stays empty.
        console.error('Reading user data failed', error);
        onChange({ status: 'signedIn', user: sessionUser, profile: null, role: admin ? 'admin' : '' });
      },
    );
  });
  return () => {
    stopProfile();
    stopAuth();
  };
}

export async function signOutSession() {
  await signOut(auth);
}
