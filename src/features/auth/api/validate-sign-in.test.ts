import { validateSignIn } from './validate-sign-in';

describe('validateSignIn', () => {
  it('needs the e-mail and the password, each with its own message', () => {
    expect(validateSignIn({ email: '  ', password: '' }).errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateSignIn({ email: 'ivy@example.com', password: '' }).errors).toEqual({ password: 'Password is required' });
  });

  it('signs in with the trimmed e-mail and the password as typed', () => {
    expect(validateSignIn({ email: ' ivy@example.com ', password: ' demo1234' })).toEqual({
      errors: {},
      signIn: { email: 'ivy@example.com', password: ' demo1234' },
    });
  });
});
