// The Auth emulator's real errors, as the app's actions raise them, mapped to the product's texts
// (spec section 8).
import { signOut } from 'firebase/auth';
import { deleteApp } from 'firebase/app';
import { app } from '@/lib/firebase-app';
import { auth } from '@/lib/firebase-auth';
import { registerWithEmail, signInWithEmail, type Registration } from '@/features/auth/api/auth-actions';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { fetchUserProfile } from '@/features/users/api/users';
import { clearEmulators } from '../../scripts/seed-lib';

/** The text the app shows for what `action` throws. */
async function messageFor(action: Promise<unknown>): Promise<string> {
  try {
    await action;
  } catch (error) {
    return authErrorMessage(error);
  }
  throw new Error('expected the action to fail');
}

const ivy: Registration = {
  fullName: 'Ivy Chen',
  email: 'ivy@example.com',
  phoneNumber: '+1 312 555 0177',
  password: 'secret1',
  role: 'investor',
};

beforeAll(async () => {
  await clearEmulators();
  await registerWithEmail(ivy);
  await signOut(auth);
});
afterEach(() => signOut(auth));
afterAll(() => deleteApp(app));

describe('auth errors from the emulator', () => {
  it('signs in a registered user (the baseline)', async () => {
    await signInWithEmail('ivy@example.com', 'secret1');
    expect(auth.currentUser?.email).toBe('ivy@example.com');
    expect((await fetchUserProfile(auth.currentUser!.uid))?.role).toBe('investor');
  });

  it('says "Incorrect password" for a wrong password', async () => {
    expect(await messageFor(signInWithEmail('ivy@example.com', 'wrong-password'))).toBe('Incorrect password. Please try again.');
    expect(auth.currentUser).toBeNull();
  });

  it('says there is no account for an unknown e-mail', async () => {
    expect(await messageFor(signInWithEmail('nobody@example.com', 'secret1'))).toBe(
      'No account found with this email. Please register first.',
    );
  });

  it('says the e-mail is already in use when registering twice', async () => {
    expect(await messageFor(registerWithEmail({ ...ivy, fullName: 'Another Ivy' }))).toBe(
      'An account with this email already exists. Please login instead.',
    );
    expect(auth.currentUser).toBeNull();
  });

  it('says the e-mail is invalid', async () => {
    expect(await messageFor(registerWithEmail({ ...ivy, email: 'not-an-email' }))).toBe('Please enter a valid email address.');
  });

  it('signs out and says "User data not found" for an account without a user record', async () => {
    const signUp = await fetch(`http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'orphan@example.com', password: 'secret1', returnSecureToken: true }),
    });
    expect(signUp.ok).toBe(true);
    expect(await messageFor(signInWithEmail('orphan@example.com', 'secret1'))).toBe('User data not found. Please register first.');
    expect(auth.currentUser).toBeNull();
  });
});
