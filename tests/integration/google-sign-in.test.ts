// A Google sign-in as the app completes it (spec sections 4 and 6), against the emulators. The
// popup cannot reach Google here, so the user signs in with a Google ID token the Auth emulator
// accepts, and then the app's own completeGoogleSignIn runs, under the real security rules.
import { GoogleAuthProvider, signInWithCredential, signOut } from 'firebase/auth';
import { deleteApp } from 'firebase/app';
import { doc, getDoc, updateDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { app } from '@/lib/firebase-app';
import { auth } from '@/lib/firebase-auth';
import { doc as adminDoc, setDoc } from 'firebase/firestore';
import { completeGoogleSignIn } from '@/features/auth/api/auth-actions';
import { askQuestion } from '@/features/engagement/api/questions-api';
import { fetchUserProfile } from '@/features/users/api/users';
import { readAdminEmail } from '../../scripts/vite/read-rules-constants.ts';
import { clearEmulators, withAdminFirestore } from '../../scripts/seed-lib';

type GoogleClaims = { sub: string; email: string; email_verified: boolean; name?: string };

async function signInWithGoogleAccount(claims: GoogleClaims) {
  const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
  await completeGoogleSignIn(user);
  return user;
}

beforeAll(clearEmulators);
afterEach(() => signOut(auth));
afterAll(() => deleteApp(app));

describe('Google sign-in', () => {
  it('makes a first-time Google user an investor', async () => {
    const user = await signInWithGoogleAccount({ sub: 'g-123', email: 'gina@example.com', email_verified: true, name: 'Gina Rossi' });
    expect(user.providerData.map((info) => info.providerId)).toEqual(['google.com']);
    expect(await fetchUserProfile(user.uid)).toMatchObject({
      email: 'gina@example.com',
      role: 'investor',
      fullName: 'Gina Rossi',
      profileCompleted: false,
    });
  });

  it('keeps the role of a returning user', async () => {
    const claims = { sub: 'g-456', email: 'gus@example.com', email_verified: true };
    const first = await signInWithGoogleAccount(claims);
    expect((await fetchUserProfile(first.uid))?.role).toBe('investor');
    // The one role change a user may make for themselves (creating a campaign does it).
    await updateDoc(doc(db, 'users', first.uid), { role: 'entrepreneur' });
    await signOut(auth);

    const again = await signInWithGoogleAccount(claims);
    expect(again.uid).toBe(first.uid);
    expect(await fetchUserProfile(again.uid)).toMatchObject({ email: 'gus@example.com', role: 'entrepreneur' });
  });

  it('makes the verified admin address the admin, named Admin', async () => {
    const adminEmail = readAdminEmail();
    const user = await signInWithGoogleAccount({ sub: 'g-admin', email: adminEmail, email_verified: true });
    const stored = await getDoc(doc(db, 'users', user.uid));
    expect(stored.data()).toMatchObject({ email: adminEmail, role: 'admin', displayName: 'Admin' });

    // A second sign-in leaves the admin document as it is.
    await signOut(auth);
    await signInWithGoogleAccount({ sub: 'g-admin', email: adminEmail, email_verified: true });
    expect((await fetchUserProfile(user.uid))?.role).toBe('admin');
  });

  it('stores a Google name trimmed, and the member asks under it', async () => {
    const project = { id: 'google-asks', title: 'Kelp Farms', creatorId: 'someone-else' };
    await withAdminFirestore((admin) =>
      setDoc(adminDoc(admin, 'projects', project.id), {
        title: project.title,
        creatorId: project.creatorId,
        approved: true,
        status: 'approved',
      }),
    );
    const user = await signInWithGoogleAccount({ sub: 'g-space', email: 'sara@example.com', email_verified: true, name: '  Sara  Lind ' });
    const profile = await fetchUserProfile(user.uid);
    expect(profile?.fullName).toBe('Sara Lind');
    await askQuestion(project, { uid: user.uid, name: profile?.fullName ?? '' }, 'Is kelp tasty?');
  });

  it.each([
    ['an e-mail address', 'tom@example.com'],
    ['a reserved word', 'StartupFund Admin'],
  ])('stores no name when Google gives %s (the app asks for one)', async (_case, name) => {
    const user = await signInWithGoogleAccount({ sub: `g-${name}`, email: 'tom@example.com', email_verified: true, name });
    expect((await fetchUserProfile(user.uid))?.fullName).toBe('');
  });
});
