// The session's role follows the user's own writes. Firestore Lite has no listeners, so the session
// re-reads the user document after registration and after a first campaign (an investor who
// creates one becomes an entrepreneur); this runs that path against the emulators and real rules.
import { signOut } from 'firebase/auth';
import { deleteApp } from 'firebase/app';
import { app } from '@/lib/firebase-app';
import { auth } from '@/lib/firebase-auth';
import { recheckVerification, watchSession } from '@/lib/auth-session';
import type { AuthState } from '@/lib/auth-state';
import { registerWithEmail } from '@/features/auth/api/auth-actions';
import { createCampaign } from '@/features/accountability/api/campaign-writes';
import { clearEmulators, markEmailVerified, sentEmails } from '../../scripts/seed-lib';
import { sampleContent } from '../rules/rules-env';

beforeAll(clearEmulators);
afterAll(() => deleteApp(app));

it('moves from signed out to investor on registration, then to entrepreneur with a first campaign', async () => {
  let latest: AuthState = { status: 'loading' };
  const stop = watchSession(
    (state) => (latest = state),
    () => import('@/features/users/api/users'),
  );
  const role = () => (latest.status === 'signedIn' ? latest.role : latest.status);
  try {
    await vi.waitFor(() => expect(role()).toBe('signedOut'));

    const email = 'ian@example.com';
    await registerWithEmail({ fullName: 'Ian Vest', email, phoneNumber: '+1 555 0100', password: 'secret1', role: 'investor' });
    await vi.waitFor(() => expect(role()).toBe('investor'));

    // Registration sends the verification e-mail; a campaign needs a verified address.
    expect(await sentEmails()).toContainEqual(expect.objectContaining({ email, requestType: 'VERIFY_EMAIL' }));
    await expect(
      createCampaign(sampleContent, { uid: auth.currentUser!.uid, email, name: 'Ian Vest', role: 'investor' }),
    ).rejects.toThrow();
    expect(await recheckVerification()).toBe(false);
    await markEmailVerified(auth.currentUser!.uid);
    expect(await recheckVerification()).toBe(true);
    // The session shows the address verified in place: no sign-out, no reload.
    await vi.waitFor(() => expect(latest.status === 'signedIn' && latest.user.emailVerified).toBe(true));

    await createCampaign(sampleContent, { uid: auth.currentUser!.uid, email, name: 'Ian Vest', role: 'investor' });
    await vi.waitFor(() => expect(role()).toBe('entrepreneur'));
  } finally {
    stop();
    await signOut(auth);
  }
});
