import { authErrorMessage } from './auth-errors';

const withCode = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email. Please register first.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/email-already-in-use', 'An account with this email already exists. Please login instead.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/account-exists-with-different-credential', 'An account already exists with this email. Please login instead.'],
  ])('maps %s to the product text', (code, text) => {
    expect(authErrorMessage(withCode(code))).toBe(text);
  });

  it("shows the provider's message for anything unmapped", () => {
    expect(authErrorMessage(withCode('auth/operation-not-allowed', 'Firebase: sign-in disabled.'))).toBe('Firebase: sign-in disabled.');
    expect(authErrorMessage('weird')).toBe('Something went wrong. Please try again.');
  });

  it('explains a Google popup that cannot reach Google', () => {
    expect(authErrorMessage(withCode('auth/internal-error'), 'google')).toMatch(/Google sign-in is not available/);
    expect(authErrorMessage(withCode('auth/popup-closed-by-user'), 'google')).toBe('Google sign-in was cancelled.');
  });
});
