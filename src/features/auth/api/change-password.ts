// Settings' Change password: the current password proves it is the member (Firebase asks
// for a recent sign-in before a password changes), then the new one replaces it.
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';

export async function changePassword(currentPassword: string, newPassword: string) {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Please log in again to change your password.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}

/** Whether the signed-in account signs in with a password (one made with Google alone has none to change). */
export const signsInWithPassword = () => auth.currentUser?.providerData.some((provider) => provider.providerId === 'password') ?? false;
