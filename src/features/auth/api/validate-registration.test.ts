import { USER_LIMITS } from '@/features/users/api/user-limits';
import { DISPLAY_NAME_MAX } from '@shared/members/display-name';
import { validateRegistration, type RegistrationInput } from './validate-registration';

const valid: RegistrationInput = {
  fullName: '  Ivy Chen ',
  email: ' ivy@example.com ',
  phoneNumber: ' +1 312 555 0177 ',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'investor',
};

const check = (changes: Partial<RegistrationInput>) => validateRegistration({ ...valid, ...changes });

describe('validateRegistration', () => {
  it('accepts a complete form and trims the text fields (not the password)', () => {
    expect(check({ password: ' pass1 ', confirmPassword: ' pass1 ', role: 'entrepreneur' })).toEqual({
      ok: true,
      registration: {
        fullName: 'Ivy Chen',
        email: 'ivy@example.com',
        phoneNumber: '+1 312 555 0177',
        password: ' pass1 ',
        role: 'entrepreneur',
      },
    });
  });

  it('refuses a name or phone number longer than the user schema (and the rules) allow', () => {
    expect(check({ fullName: 'x'.repeat(DISPLAY_NAME_MAX) }).ok).toBe(true);
    expect(check({ fullName: 'x'.repeat(DISPLAY_NAME_MAX + 1) })).toMatchObject({
      ok: false,
      errors: { fullName: `Please keep your name to ${DISPLAY_NAME_MAX} characters` },
    });
    expect(check({ phoneNumber: '1'.repeat(USER_LIMITS.phoneNumber + 1) })).toMatchObject({
      ok: false,
      errors: { phoneNumber: `Please keep this under ${USER_LIMITS.phoneNumber} characters` },
    });
  });

  it('refuses a phone number Settings and the rules refuse: digits, spaces and + - ( ), 7 to 20 digits', () => {
    expect(check({ phoneNumber: '+1 999' })).toMatchObject({
      ok: false,
      errors: { phoneNumber: 'Please enter a phone number of 7 to 20 digits' },
    });
    expect(check({ phoneNumber: '312.555.0177' })).toMatchObject({
      ok: false,
      errors: { phoneNumber: 'Please use only digits, spaces and + - ( ) in your phone number' },
    });
  });

  it.each([
    ['an e-mail address', 'erin@startfund.com', 'Please use your name, not an e-mail address'],
    ['Admin', 'Admin', 'That name is kept for StartupFund itself. Please use your own name'],
    ['the platform’s name', 'StartupFund Support', 'That name is kept for StartupFund itself. Please use your own name'],
    ['a moderator title', 'Moderator Team', 'That name is kept for StartupFund itself. Please use your own name'],
  ])('refuses %s as a full name, with a message for the field', (_case, fullName, message) => {
    expect(check({ fullName })).toEqual({ ok: false, message, errors: { fullName: message } });
  });

  it('stores the name with runs of spaces made one', () => {
    expect(check({ fullName: ' Ivy   Chen ' })).toMatchObject({ ok: true, registration: { fullName: 'Ivy Chen' } });
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(check({ password: 'abcdef', confirmPassword: 'abcdef' }).ok).toBe(true);
  });

  it('says "Passwords do not match" when the confirmation differs', () => {
    const result = check({ confirmPassword: 'secret2' });
    expect(result).toEqual({ ok: false, message: 'Passwords do not match', errors: { confirmPassword: 'Passwords do not match' } });
  });

  it('says the password is too short under 6 characters', () => {
    const result = check({ password: 'abc12', confirmPassword: 'abc12' });
    expect(result).toEqual({
      ok: false,
      message: 'Password must be at least 6 characters long',
      errors: { password: 'Password must be at least 6 characters long' },
    });
  });

  it('reports a mismatch before the length, as the spec lists them', () => {
    const result = check({ password: 'abc', confirmPassword: 'abd' });
    expect(result.ok || result.message).toBe('Passwords do not match');
    expect(result.ok || result.errors).toEqual({
      confirmPassword: 'Passwords do not match',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('requires a role of investor or entrepreneur', () => {
    expect(check({ role: '' })).toEqual({ ok: false, message: 'Please choose your role', errors: { role: 'Please choose your role' } });
    expect(check({ role: 'admin' as never }).ok).toBe(false);
  });

  it('requires every field, treating blanks as empty, and names the first missing one', () => {
    const result = validateRegistration({ fullName: ' ', email: '', phoneNumber: '  ', password: '', confirmPassword: '', role: '' });
    expect(result).toEqual({
      ok: false,
      message: 'Full name is required',
      errors: {
        fullName: 'Full name is required',
        email: 'Email is required',
        phoneNumber: 'Phone number is required',
        password: 'Password is required',
        confirmPassword: 'Please confirm your password',
        role: 'Please choose your role',
      },
    });
  });

  it('rejects an address without an @', () => {
    const result = check({ email: 'ivy.example.com' });
    expect(result.ok || result.message).toBe('Please enter a valid email address.');
  });
});
