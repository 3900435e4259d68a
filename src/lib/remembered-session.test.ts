import { forgetSession, initialAuthState, rememberedSession, rememberSession, sameAuthState, signedInState } from '@/lib/remembered-session';

const ivy = { uid: 'ivy', email: 'ivy@example.com', emailVerified: true, displayName: null };
const admin = { uid: 'boss', email: __ADMIN_EMAIL__, emailVerified: true, displayName: null };

beforeEach(() => localStorage.clear());

describe('remembered session', () => {
  it('starts a returning user signed in with the role and name of last time; anyone else loading', () => {
    expect(initialAuthState()).toEqual({ status: 'loading', likelySignedOut: true });
    rememberSession(ivy, { role: 'investor', fullName: 'Ivy Investor' });
    expect(initialAuthState()).toEqual({ status: 'signedIn', user: ivy, role: 'investor', profile: { role: 'investor', fullName: 'Ivy Investor' } });
  });

  it('forgets on sign-out and when the user has no document', () => {
    rememberSession(ivy, { role: 'investor' });
    forgetSession();
    expect(rememberedSession()).toBeNull();
    rememberSession(ivy, { role: 'investor' });
    rememberSession(ivy, null);
    expect(rememberedSession()).toBeNull();
  });

  it('gives the admin role only to the admin address, never from a stored role', () => {
    rememberSession(admin, { role: '' });
    expect(initialAuthState()).toMatchObject({ status: 'signedIn', role: 'admin' });
    localStorage.setItem('startupfund:session', JSON.stringify({ user: ivy, profile: { role: 'admin' } }));
    expect(initialAuthState()).toEqual({ status: 'loading', likelySignedOut: true });
  });

  it('ignores an unknown role, a user without a role and damaged data', () => {
    for (const stored of [{ user: ivy, profile: { role: 'owner' } }, { user: ivy, profile: { role: '' } }, { user: { uid: 7 }, profile: { role: 'investor' } }]) {
      localStorage.setItem('startupfund:session', JSON.stringify(stored));
      expect(rememberedSession()).toBeNull();
    }
    localStorage.setItem('startupfund:session', '{not json');
    expect(initialAuthState()).toEqual({ status: 'loading', likelySignedOut: true });
  });

  it('tells a state that shows nothing new (no render) from one that does', () => {
    const shown = signedInState(ivy, { role: 'investor', fullName: 'Ivy' });
    expect(sameAuthState(shown, signedInState({ ...ivy }, { role: 'investor', fullName: 'Ivy' }))).toBe(true);
    expect(sameAuthState(shown, signedInState(ivy, { role: 'entrepreneur', fullName: 'Ivy' }))).toBe(false);
    expect(sameAuthState(shown, signedInState(ivy, { role: 'investor', fullName: 'Ivy V.' }))).toBe(false);
    expect(sameAuthState(shown, signedInState({ ...ivy, emailVerified: false }, { role: 'investor', fullName: 'Ivy' }))).toBe(false);
    expect(sameAuthState(shown, signedInState(ivy, null))).toBe(false);
    expect(sameAuthState(shown, { status: 'signedOut' })).toBe(false);
    expect(sameAuthState({ status: 'loading' }, { status: 'loading' })).toBe(true);
    // The admin's role comes from the address: a remembered '' and the document's 'admin' agree.
    expect(sameAuthState(signedInState(admin, { role: '' }), signedInState(admin, { role: 'admin' as never }))).toBe(true);
  });
});
