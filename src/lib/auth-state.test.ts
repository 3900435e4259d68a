import { sameAuthState, type AuthState } from '@/lib/auth-state';

const ivy = { uid: 'ivy', email: 'ivy@example.com', emailVerified: true, displayName: null };
const shown: AuthState = { status: 'signedIn', user: ivy, role: 'investor', profile: { role: 'investor', fullName: 'Ivy' } };
const changed = (change: Partial<Extract<AuthState, { status: 'signedIn' }>>): AuthState => ({
  ...(shown as Extract<AuthState, { status: 'signedIn' }>),
  ...change,
});

describe('sameAuthState (the provider keeps a state that shows nothing new: no render)', () => {
  it('tells a state that shows nothing new from one that does', () => {
    expect(sameAuthState(shown, changed({ user: { ...ivy } }))).toBe(true);
    expect(sameAuthState(shown, changed({ role: 'entrepreneur' }))).toBe(false);
    expect(sameAuthState(shown, changed({ profile: { role: 'investor', fullName: 'Ivy V.' } }))).toBe(false);
    expect(sameAuthState(shown, changed({ user: { ...ivy, emailVerified: false } }))).toBe(false);
    expect(sameAuthState(shown, changed({ profile: null }))).toBe(false);
    expect(sameAuthState(shown, { status: 'signedOut' })).toBe(false);
    expect(sameAuthState({ status: 'loading' }, { status: 'loading' })).toBe(true);
  });

  it('keeps a visitor most likely signed out while Auth, having found someone, reads their document', () => {
    expect(sameAuthState({ status: 'loading', likelySignedOut: true }, { status: 'loading' })).toBe(true);
  });
});
