import type { Role, Viewer } from '@/lib/policies';
import type { UserProfile } from '@/features/users/api/users';

export type SessionUser = { uid: string; email: string | null; emailVerified: boolean; displayName: string | null };

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser; role: Role | ''; profile: UserProfile | null };

export function viewerOf(state: AuthState): Viewer | null {
  return state.status === 'signedIn' ? { ...state.user, role: state.role } : null;
}
