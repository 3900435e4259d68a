// @vitest-environment jsdom
// The order of the session's states, and the device's signed-in mark. Firebase Auth is replaced at
// its module boundary; tests/integration/session-role.test.ts runs the session against the real emulators.
import type { User } from 'firebase/auth';
import type { AuthState, SessionProfile } from '@/lib/auth-state';
import { signedInBefore } from '@/lib/signed-in-before';
import { ADMIN_EMAIL } from '@/config/rules-constants';

const auth = vi.hoisted(() => ({
  emit: (_user: Partial<User> | null) => {},
  emitToken: (_user: Partial<User> | null) => {},
  signOut: vi.fn(async () => {}),
  // What Auth's server says of the signed-in user when it is re-read (reload).
  server: { emailVerified: false },
}));
const firebaseAuth = vi.hoisted(() => ({ currentUser: null as (Partial<User> & { getIdToken: () => Promise<string> }) | null }));
// Firebase Auth cannot run in the unit tests (no emulator): its listeners, reload and signOut are driven by the test.
vi.mock('@/lib/firebase-auth', () => ({ auth: firebaseAuth }));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, next: (user: Partial<User> | null) => void) => {
    auth.emit = next;
    return () => {};
  },
  onIdTokenChanged: (_auth: unknown, next: (user: Partial<User> | null) => void) => {
    auth.emitToken = next;
    return () => {};
  },
  // Like Auth: the re-read user object changes in place, and its token listeners hear of it.
  reload: async (user: { emailVerified: boolean }) => {
    user.emailVerified = auth.server.emailVerified;
    auth.emitToken(user as Partial<User>);
  },
  signOut: auth.signOut,
}));
const { watchSession, signOutSession } = await import('@/lib/auth-session');

const ivy = { uid: 'ivy', email: 'ivy@example.com', emailVerified: true, displayName: null };

function watch(early?: { uid: string; profile: SessionProfile }) {
  const roles: string[] = [];
  let reading: { uid: string; answer: (profile: SessionProfile | null) => void; readNow?: boolean } | null = null;
  const profiles = async () => ({
    ensureAdminProfile: async () => {},
    watchUserProfile: (uid: string, answer: (profile: SessionProfile | null) => void, _failed: unknown, readNow?: boolean) => {
      reading = { uid, answer, readNow };
      return () => {};
    },
  });
  watchSession(
    (state: AuthState) => roles.push(state.status === 'signedIn' ? `${state.user.uid}:${state.role}` : state.status),
    profiles,
    early,
  );
  // Once the session reads this user's document (after its lazy download), the test answers for Firestore.
  const respond = async (uid: string, profile: SessionProfile | null) => {
    await vi.waitFor(() => expect(reading?.uid).toBe(uid));
    reading!.answer(profile);
  };
  return { roles, respond, readsNow: () => reading?.readNow };
}

beforeEach(() => {
  localStorage.clear();
  firebaseAuth.currentUser = null;
  auth.server.emailVerified = false;
});

it('waits for the document before going on, marks the device signed in, and clears the mark on sign-out', async () => {
  const session = watch();
  auth.emit(ivy);
  expect(session.roles).toEqual([]);
  expect(signedInBefore()).toBe(true);
  await session.respond('ivy', { role: 'investor' });
  expect(session.roles).toEqual(['ivy:investor']);
  await signOutSession();
  expect(signedInBefore()).toBe(false);
});

it('clears the mark when Auth finds no session', () => {
  localStorage.setItem('startupfund:session', '1');
  const session = watch();
  auth.emit(null);
  expect(session.roles).toEqual(['signedOut']);
  expect(signedInBefore()).toBe(false);
});

it('follows a sign-in after this tab showed signed out, the document read again correcting the role', async () => {
  const session = watch();
  auth.emit(null);
  auth.emit(ivy);
  await session.respond('ivy', { role: 'investor' });
  await session.respond('ivy', { role: 'entrepreneur' });
  expect(session.roles).toEqual(['signedOut', 'ivy:investor', 'ivy:entrepreneur']);
});

it('shows nothing of the last user when Auth reports another straight after', async () => {
  const session = watch();
  auth.emit(ivy);
  await session.respond('ivy', { role: 'investor' });
  auth.emit({ ...ivy, uid: 'erin', email: 'erin@example.com' });
  expect(session.roles).toEqual(['ivy:investor', 'loading']);
  await session.respond('erin', { role: 'entrepreneur' });
  expect(session.roles).toEqual(['ivy:investor', 'loading', 'erin:entrepreneur']);
});

it('gives the admin role by the verified admin address alone, whatever the document says', async () => {
  const session = watch();
  auth.emit({ ...ivy, uid: 'boss', email: ADMIN_EMAIL });
  await session.respond('boss', { role: '' });
  auth.emit({ ...ivy, uid: 'claimant', email: ADMIN_EMAIL, emailVerified: false });
  await session.respond('claimant', { role: 'investor' });
  expect(session.roles).toEqual(['boss:admin', 'loading', 'claimant:investor']);
});

it('notices, when the page is shown again, an address verified elsewhere: the same user, verified, with a fresh token', async () => {
  const states: AuthState[] = [];
  watchSession(
    (state) => states.push(state),
    async () => ({
      ensureAdminProfile: async () => {},
      watchUserProfile: (_uid, answer) => {
        answer({ role: 'investor' });
        return () => {};
      },
    }),
  );
  const getIdToken = vi.fn(async () => 'fresh');
  const nia = { ...ivy, uid: 'nia', emailVerified: false, getIdToken };
  firebaseAuth.currentUser = nia;
  auth.emit(nia);
  await vi.waitFor(() => expect(states).toHaveLength(1));

  // Coming back before the link was opened: still unverified, nothing re-rendered, no token asked for.
  window.dispatchEvent(new Event('focus'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(states).toHaveLength(1);
  expect(getIdToken).not.toHaveBeenCalled();

  auth.server.emailVerified = true; // the link in the e-mail, opened in another tab
  document.dispatchEvent(new Event('visibilitychange'));
  await vi.waitFor(() => expect(states).toHaveLength(2));
  expect(getIdToken).toHaveBeenCalledWith(true);
  expect(states[1]).toMatchObject({ status: 'signedIn', role: 'investor', user: { uid: 'nia', emailVerified: true } });
});

describe('with the session index.html read (decision 0084)', () => {
  it('shows the same user at once, from the document already read, and reads it again only after a change', async () => {
    const session = watch({ uid: 'ivy', profile: { role: 'investor' } });
    auth.emit(ivy);
    expect(session.roles).toEqual(['ivy:investor']);
    await vi.waitFor(() => expect(session.readsNow()).toBe(false));
  });

  it('shows nothing of it when Auth finds another user, and reads that one', async () => {
    const session = watch({ uid: 'ivy', profile: { role: 'investor' } });
    auth.emit({ ...ivy, uid: 'sam' });
    expect(session.roles).toEqual(['loading']);
    await session.respond('sam', { role: 'entrepreneur' });
    expect(session.readsNow()).toBe(true);
    expect(session.roles).toEqual(['loading', 'sam:entrepreneur']);
  });

  it('is signed out when Auth finds nobody', () => {
    const session = watch({ uid: 'ivy', profile: { role: 'investor' } });
    auth.emit(null);
    expect(session.roles).toEqual(['signedOut']);
  });
});
