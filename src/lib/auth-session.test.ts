// The order of the session's states for a returning user. Firebase Auth is replaced at its module
// boundary; tests/integration/session-role.test.ts runs the session against the real emulators.
import type { User } from 'firebase/auth';
import type { AuthState, SessionProfile } from '@/lib/auth-state';
import { rememberedProfile, rememberProfile } from '@/lib/remembered-profile';

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

it('opens a returning user with the remembered role at once, then takes the role their document gives', async () => {
  rememberProfile('ivy', { role: 'investor' });
  const session = watch();
  auth.emit(ivy);
  expect(session.roles).toEqual(['investor']); // before the document is read
  await session.respond({ role: 'entrepreneur' });
  expect(session.roles).toEqual(['investor', 'entrepreneur']);
  expect(rememberedProfile('ivy')).toEqual({ role: 'entrepreneur' });
});

it('renders once for a returning user whose document agrees with what was remembered', async () => {
  rememberProfile('ivy', { role: 'investor', fullName: 'Ivy' });
  const session = watch();
  auth.emit(ivy);
  await session.respond({ role: 'investor', fullName: 'Ivy' });
  expect(session.roles).toEqual(['investor']);
});

it('waits for the document when nothing is remembered, and forgets on sign-out', async () => {
  const session = watch();
  auth.emit(ivy);
  expect(session.roles).toEqual([]);
  await session.respond({ role: 'investor' });
  expect(session.roles).toEqual(['investor']);
  await signOutSession();
  expect(rememberedProfile('ivy')).toBeNull();
});
