// The reset e-mail answers the same whether or not an account exists: Auth's "no such user" is not passed on.
import type { AuthError } from 'firebase/auth';
const sendPasswordResetEmail = vi.hoisted(() => vi.fn());
// Firebase Auth cannot run in the unit tests (no emulator): its reset call is stubbed to answer as Auth does,
// and the app's Auth instance and session, which would start Auth on import, are stubbed with it.
vi.mock('@/lib/firebase-auth', () => ({ auth: {} }));
vi.mock('@/lib/auth-session', () => ({ recheckVerification: async () => false }));
vi.mock('firebase/auth', () => ({ sendPasswordResetEmail }));
const { sendPasswordReset } = await import('./account-recovery');

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code }) as unknown as AuthError;

it('answers an address with no account as one with an account', async () => {
  sendPasswordResetEmail.mockRejectedValueOnce(authError('auth/user-not-found'));
  await expect(sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
  sendPasswordResetEmail.mockResolvedValueOnce(undefined);
  await expect(sendPasswordReset('ivy@example.com')).resolves.toBeUndefined();
});

it('passes on any other refusal (a malformed address, too many attempts)', async () => {
  sendPasswordResetEmail.mockRejectedValueOnce(authError('auth/invalid-email'));
  await expect(sendPasswordReset('ivy')).rejects.toMatchObject({ code: 'auth/invalid-email' });
});
