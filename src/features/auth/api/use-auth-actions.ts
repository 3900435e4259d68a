// The auth actions as components use them. auth-actions (and with it the Firebase SDK) is loaded on
// first use, so the login and register screens paint before the SDK arrives. Tests pass fakes.
import type { Registration } from './auth-actions';

export type AuthActions = {
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  registerWithEmail: (registration: Registration) => Promise<void>;
  resendVerificationEmail: () => Promise<void>;
  refreshEmailVerification: () => Promise<boolean>;
};

const load = () => import('./auth-actions');

export const lazyAuthActions: AuthActions = {
  signInWithEmail: async (email, password) => (await load()).signInWithEmail(email, password),
  signInWithGoogle: async () => (await load()).signInWithGoogle(),
  registerWithEmail: async (registration) => (await load()).registerWithEmail(registration),
  resendVerificationEmail: async () => (await load()).resendVerificationEmail(),
  refreshEmailVerification: async () => (await load()).refreshEmailVerification(),
};

/** The real actions, with any of them replaced by `overrides` (component tests). */
export function useAuthActions(overrides?: Partial<AuthActions>): AuthActions {
  return overrides ? { ...lazyAuthActions, ...overrides } : lazyAuthActions;
}
