// Delete my account, the Auth side: Firebase asks for a recent sign-in before an account is
// deleted, so the member proves it is them first (their password, or a fresh Google sign-in for an
// account made with Google), and the Auth account is deleted last, after their documents.
import {
  browserPopupRedirectResolver,
  deleteUser,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type User,
} from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { signsInWithPassword } from './change-password';

function signedInUser(): User {
  const user = auth.currentUser;
  if (!user) throw new Error('Please log in again to delete your account.');
  return user;
}

/** The password for an e-mail/password account; a Google sign-in (popup) for one made with Google alone. */
export async function reauthenticateMember(password: string) {
  const user = signedInUser();
  if (signsInWithPassword()) {
    if (!user.email) throw new Error('Please log in again to delete your account.');
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  }
}

/** The Auth account itself, once nothing else of the member is left. */
export async function deleteAuthAccount() {
  await deleteUser(signedInUser());
}
