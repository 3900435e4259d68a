import { validatePasswordChange } from './validate-password-change';

describe('validatePasswordChange', () => {
  it('accepts the current password and a new one of at least 6 characters, confirmed', () => {
    expect(validatePasswordChange({ currentPassword: 'demo1234', password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });

  it("says what is missing or wrong, in Register's words", () => {
    expect(validatePasswordChange({ currentPassword: '', password: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Please enter your current password',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validatePasswordChange({ currentPassword: 'x', password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
    });
  });
});
