// Firebase Auth error codes → the product's messages (spec section 8). Unmapped errors show the
// provider's own message.
const messages: Record<string, string> = {
  'auth/user-not-found': 'No account found with this email. Please register first.',
  'auth/wrong-password': 'Incorrect password. Please try again.',
  // With e-mail enumeration protection Firebase no longer says which of the two was wrong.
  'auth/invalid-credential': 'Incorrect password. Please try again.',
  'auth/invalid-login-credentials': 'Incorrect password. Please try again.',
  'auth/email-already-in-use': 'An account with this email already exists. Please login instead.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/account-exists-with-different-credential': 'An account already exists with this email. Please login instead.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Please check your connection and try again.',
};

const googleUnavailable = 'Google sign-in is not available right now. Please try again later or use your email and password.';
const googleMessages: Record<string, string> = {
  'auth/internal-error': googleUnavailable,
  'auth/network-request-failed': googleUnavailable,
  'auth/popup-blocked': 'The Google sign-in window was blocked. Please allow pop-ups and try again.',
  'auth/popup-closed-by-user': 'Google sign-in was cancelled.',
  'auth/cancelled-popup-request': 'Google sign-in was cancelled.',
};

export const USER_DATA_NOT_FOUND = 'User data not found. Please register first.';

export function authErrorMessage(error: unknown, via: 'password' | 'google' = 'password'): string {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string') {
    const text = (via === 'google' && googleMessages[code]) || messages[code];
    if (text) return text;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

export const ACTION_LINK_EXPIRED = 'This link has expired or has already been used.';

/** What went wrong with a link from Auth's e-mails (the action page): expired or used, or Auth's own reason. */
export function actionLinkMessage(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (code === 'auth/expired-action-code' || code === 'auth/invalid-action-code') return ACTION_LINK_EXPIRED;
  if (code === 'auth/user-disabled') return 'This account has been disabled.';
  if (code === 'auth/user-not-found') return 'This account no longer exists.';
  return authErrorMessage(error);
}
