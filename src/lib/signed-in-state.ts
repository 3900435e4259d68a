import { isAdminAccount } from '@/lib/policies';
import type { AuthState, SessionProfile, SessionUser } from '@/lib/auth-state';

/** The signed-in state a user and their document give (admin by the e-mail address alone). */
export function signedInState(user: SessionUser, profile: SessionProfile | null): Extract<AuthState, { status: 'signedIn' }> {
  const admin = isAdminAccount(user.email, user.emailVerified);
  return { status: 'signedIn', user, profile, role: admin ? 'admin' : (profile?.role ?? '') };
}
