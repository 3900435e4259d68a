// The order of the session's states for a returning user. Firebase Auth is replaced at its module
// boundary; tests/integration/session-role.test.ts runs the session against the real emulators.
import type { User } from 'firebase/auth';
import type { AuthState, SessionProfile } from '@/lib/auth-state';
import { rememberedSession, rememberSession } from '@/lib/remembered-session';

const auth = vi.hoisted(() => ({ emit: (_user: Partial<User> | null) => {}, signOut: vi.fn(async () => {}) }));
vi.mock('@/lib/firebase-auth', () => ({ auth: {} }));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, next: (user: Partial<User> | null) => void) => {
    auth.emit = next;
    return () => {};
  },
  signOut: auth.signOut,
}));
const { watchSession, signOutSession } = await import('@/lib/auth-session');

const ivy = { uid: 'ivy', email: 'ivy@example.com', emailVerified: true, displayName: null };

function watch() {
  const roles: string[] = [];
  let answer: ((profile: SessionProfile | null) => void) | null = null;
  const profiles = async () => ({
    ensureAdminProfile: async () => {},
    watchUserProfile: (_uid: string, onProfile: (profile: SessionProfile | null) => void) => {
      answer = onProfile;
      return () => {};
    },
  });
  watchSession((state: AuthState) => roles.push(state.status === 'signedIn' ? state.role : state.status), profiles);
  // Once the session reads the document (after its lazy download), the test answers for Firestore.
  const respond = async (profile: SessionProfile | null) => {
    await vi.waitFor(() => expect(answer).not.toBeNull());
    answer!(profile);
  };
  return { roles, respond };
}

beforeEach(() => localStorage.clear());

it('goes on with a returning user at once, before the read; their document then corrects the role', async () => {
  rememberSession(ivy, { role: 'investor' });
  const session = watch();
  auth.emit(ivy);
  expect(session.roles).toEqual(['investor']); // before the document is read
  await session.respond({ role: 'entrepreneur' });
  expect(session.roles).toEqual(['investor', 'entrepreneur']);
  expect(rememberedSession()?.profile).toEqual({ role: 'entrepreneur' });
});

it('shows nothing of a remembered user when Auth restores someone else, and forgets them', async () => {
  rememberSession({ ...ivy, uid: 'erin', email: 'erin@example.com' }, { role: 'entrepreneur' });
  const session = watch();
  auth.emit(ivy);
  expect(session.roles).toEqual(['loading']);
  await session.respond({ role: 'investor' });
  expect(session.roles).toEqual(['loading', 'investor']);
  expect(rememberedSession()?.user.uid).toBe('ivy');
});

it('picks up a sign-in that another tab remembered, after this tab showed signed out', async () => {
  const session = watch();
  auth.emit(null);
  rememberSession(ivy, { role: 'investor' }); // the other tab
  auth.emit(ivy);
  expect(session.roles).toEqual(['signedOut', 'investor']);
});

it('waits for the document when nothing is remembered, and forgets on sign-out', async () => {
  const session = watch();
  auth.emit(ivy);
  expect(session.roles).toEqual([]);
  await session.respond({ role: 'investor' });
  expect(session.roles).toEqual(['investor']);
  expect(rememberedSession()?.user).toEqual(ivy);
  await signOutSession();
  expect(rememberedSession()).toBeNull();
});

it('forgets a remembered user when Auth finds no session', () => {
  rememberSession(ivy, { role: 'investor' });
  const session = watch();
  auth.emit(null);
  expect(session.roles).toEqual(['signedOut']);
  expect(rememberedSession()).toBeNull();
});
