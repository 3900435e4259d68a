// The auth actions as components use them. auth-actions (and with it the Firebase SDK) is loaded on
// first use, so the login and register screens paint before the SDK arrives. Tests pass fakes.
import type { Registration } from './auth-actions';

export type AuthActions = {
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  registerWithEmail: (registration: Registration) => Promise<void>;
  resendVerificationEmail: () => Promise<void>;
  refreshEmailVerification: () => Promise<boolean>;
  sendPasswordReset: (email: string) => Promise<void>;
  checkPasswordResetCode: (code: string) => Promise<string>;
  resetPassword: (code: string, newPassword: string) => Promise<void>;
  verifyEmailWithCode: (code: string) => Promise<void>;
};

const load = () => import('./auth-actions');
const loadRecovery = () => import('./account-recovery');

export const lazyAuthActions: AuthActions = {
  signInWithEmail: async (email, password) => (await load()).signInWithEmail(email, password),
  signInWithGoogle: async () => (await load()).signInWithGoogle(),
  registerWithEmail: async (registration) => (await load()).registerWithEmail(registration),
  resendVerificationEmail: async () => (await load()).resendVerificationEmail(),
  // The session's own recheck: once verified, it shows the user verified in place.
  refreshEmailVerification: async () => (await import('@/lib/auth-session')).recheckVerification(),
  sendPasswordReset: async (email) => (await loadRecovery()).sendPasswordReset(email),
  checkPasswordResetCode: async (code) => (await loadRecovery()).checkPasswordResetCode(code),
  resetPassword: async (code, newPassword) => (await loadRecovery()).resetPassword(code, newPassword),
  verifyEmailWithCode: async (code) => (await loadRecovery()).verifyEmailWithCode(code),
};

/** The real actions, with any of them replaced by `overrides` (component tests). */
export function useAuthActions(overrides?: Partial<AuthActions>): AuthActions {
  return overrides ? { ...lazyAuthActions, ...overrides } : lazyAuthActions;
}
