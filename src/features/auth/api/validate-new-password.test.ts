import { validateNewPassword } from './validate-new-password';

describe('validateNewPassword', () => {
  it('accepts two matching passwords of at least 6 characters, as Register does', () => {
    expect(validateNewPassword('abcdef', 'abcdef')).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'Password is required', confirmPassword: 'Please confirm your password' });
  });

  it("says the spec's messages: a mismatch, and a password too short", () => {
    expect(validateNewPassword('secret1', 'secret2')).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateNewPassword('abc12', 'abc12')).toEqual({ password: 'Password must be at least 6 characters long' });
  });
});
