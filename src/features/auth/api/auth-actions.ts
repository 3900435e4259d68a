import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { isAcceptableDisplayName, normaliseDisplayName } from '@shared/members/display-name';
import { isAdminAccount, type SelfChosenRole } from '@/lib/policies';
import { createUserProfile, ensureAdminProfile, fetchUserProfile } from '@/features/users/api/users';
import { normaliseUrl } from '@shared/safe-url';
import { USER_DATA_NOT_FOUND } from './auth-errors';

export type Registration = { fullName: string; email: string; phoneNumber: string; password: string; role: SelfChosenRole };

export async function signInWithEmail(email: string, password: string) {
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  if (isAdminAccount(user.email, user.emailVerified)) {
    await ensureAdminProfile(user.uid, user.email ?? '');
    return;
  }
  if (!(await fetchUserProfile(user.uid))) {
    await signOut(auth);
    throw new Error(USER_DATA_NOT_FOUND);
  }
}

export async function registerWithEmail(registration: Registration) {
  const { user } = await createUserWithEmailAndPassword(auth, registration.email.trim(), registration.password);
  try {
    await updateProfile(user, { displayName: registration.fullName });
    await createUserProfile(user.uid, {
      email: user.email ?? registration.email.trim(),
      role: registration.role,
      fullName: registration.fullName.trim(),
      phoneNumber: registration.phoneNumber.trim(),
      profileCompleted: true,
    });
  } catch (error) {
    // No half-made account: without its user document the person could neither log in nor register again.
    await deleteUser(user).catch(() => signOut(auth));
    throw error;
  }
  // Creating a campaign and investing need a verified address (README, Security). A failed send is
  // not fatal: the notice on those screens offers to send it again.
  await sendEmailVerification(user).catch((error) => console.error('Sending the verification e-mail failed', error));
}

/** Sends the verification e-mail again to the signed-in user. */
export async function resendVerificationEmail() {
  if (auth.currentUser) await sendEmailVerification(auth.currentUser);
}

/**
 * The name a Google account brings, as stored: trimmed, or empty when it is not one others may see
 * (an e-mail address, a reserved word). Never derived from the address: that would show it. The
 * questions section asks a member without a name for one before their first question.
 */
export function googleDisplayName(raw: string | null): string {
  const name = normaliseDisplayName(raw ?? '');
  return isAcceptableDisplayName(name) ? name : '';
}

/** After any Google sign-in: the admin gets their document; a first-time user becomes an investor. */
export async function completeGoogleSignIn(user: User) {
  if (isAdminAccount(user.email, user.emailVerified)) {
    await ensureAdminProfile(user.uid, user.email ?? '');
    return;
  }
  if (await fetchUserProfile(user.uid)) return;
  await createUserProfile(user.uid, {
    email: user.email ?? '',
    role: 'investor',
    fullName: googleDisplayName(user.displayName),
    // Stored as the rules' one idea of a safe address (isSafeUrl), or not at all.
    photoURL: normaliseUrl(user.photoURL ?? '') ?? '',
    profileCompleted: false,
  });
}

export async function signInWithGoogle() {
  const { user } = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  await completeGoogleSignIn(user);
}
