// The links in Auth's e-mails (reset the password, verify the address) open the app's action page
// (/auth/action, docs/deploy.md), which finishes them here.
import { applyActionCode, confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { recheckVerification } from '@/lib/auth-session';

/**
 * Sends Auth's reset e-mail. An address with no account answers as one with an account does, so the
 * form cannot tell anyone who has an account here.
 */
export async function sendPasswordReset(email: string) {
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
}

/** Whether a reset link is still good: the address it resets, or Auth's error (expired, used). */
export async function checkPasswordResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

export async function resetPassword(code: string, newPassword: string) {
  await confirmPasswordReset(auth, code, newPassword);
}

/** Confirms the address; if its owner is signed in on this device, the session shows them verified. */
export async function verifyEmailWithCode(code: string) {
  await applyActionCode(auth, code);
  await auth.authStateReady();
  await recheckVerification().catch((error) => console.error('Rechecking the e-mail verification failed', error));
}
