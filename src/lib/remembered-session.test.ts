import { forgetSession, initialAuthState, rememberedSession, rememberSession } from '@/lib/remembered-session';

const ivy = { uid: 'ivy', email: 'ivy@example.com', emailVerified: true, displayName: null };
const admin = { uid: 'boss', email: __ADMIN_EMAIL__, emailVerified: true, displayName: null };

beforeEach(() => localStorage.clear());

describe('remembered session', () => {
  it('starts a returning user signed in with the role and name of last time; anyone else loading', () => {
    expect(initialAuthState()).toEqual({ status: 'loading' });
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
    expect(initialAuthState()).toEqual({ status: 'loading' });
  });

  it('ignores an unknown role, a user without a role and damaged data', () => {
    for (const stored of [{ user: ivy, profile: { role: 'owner' } }, { user: ivy, profile: { role: '' } }, { user: { uid: 7 }, profile: { role: 'investor' } }]) {
      localStorage.setItem('startupfund:session', JSON.stringify(stored));
      expect(rememberedSession()).toBeNull();
    }
    localStorage.setItem('startupfund:session', '{not json');
    expect(initialAuthState()).toEqual({ status: 'loading' });
  });
});
