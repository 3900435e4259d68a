// A look-alike name on the emulators: the rules accept "Adrnin" (they cannot compute TR 39's
// skeleton), so a member who writes it past the app's forms, straight through the client SDK, keeps it
// only until the memberNameCheck trigger (functions/src/members/name-check.ts) clears it on the profile
// and its public copy. A fine name, and the admin's "Admin", are left as they are.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_HOSTS } from '../../shared/firebase-env';
import { ADMIN_EMAIL } from '../../shared/admin/admin-account';
import { clearRefusedNames, refusedNames } from '../../functions/src/members/name-check';
import { updateProfileSettings } from '../../src/features/users/api/users';
import { adminDb, member, type Member } from './money-env';
import { TRIGGER_WAIT } from './trigger-env';

/** The member's own Firestore (Lite, as the app writes), signed in through her app. */
function firestoreOf(who: Member): Firestore {
  const firestore = getFirestore(who.auth.app);
  connectFirestoreEmulator(firestore, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port);
  return firestore;
}

const stored = async (path: string) => (await adminDb.doc(path).get()).data();

// The trigger's first event starts its process (up to 20 s on a loaded machine): once, before the tests' own waits.
beforeAll(async () => {
  const warm = adminDb.doc(`users/warm-${randomUUID()}`);
  await warm.set({ email: 'warm@example.com', role: 'investor', fullName: 'Adrnin', createdAt: Timestamp.now() });
  await vi.waitFor(async () => expect((await warm.get()).get('fullName')).toBe(''), TRIGGER_WAIT);
}, 60_000);

describe('memberNameCheck', () => {
  it('clears a look-alike name a member wrote through the client SDK, on her profile and its public copy', async () => {
    const ivy = await member({ name: 'Ivy Chen' });
    await updateProfileSettings(ivy.uid, { fullName: 'Adrnin' }, firestoreOf(ivy));
    await vi.waitFor(async () => expect((await stored(`users/${ivy.uid}`))?.fullName).toBe(''), TRIGGER_WAIT);
    await vi.waitFor(async () => expect((await stored(`profiles/${ivy.uid}`))?.displayName).toBe(''), TRIGGER_WAIT);
    // The app then asks her for a name (the profile has none it may show), which she may give.
    await updateProfileSettings(ivy.uid, { fullName: 'Ivy Chen' }, firestoreOf(ivy));
    expect((await stored(`users/${ivy.uid}`))?.fullName).toBe('Ivy Chen');
  });

  it('clears only the refused name of a write, and leaves a fine one', async () => {
    const sam = await member({ name: 'Sam Okafor' });
    await adminDb.doc(`users/${sam.uid}`).update({ fullName: 'Sam Okafor Jr', displayName: '\uff21\uff24\uff2d\uff29\uff2e' });
    await vi.waitFor(async () => expect((await stored(`users/${sam.uid}`))?.displayName).toBe(''), TRIGGER_WAIT);
    expect((await stored(`users/${sam.uid}`))?.fullName).toBe('Sam Okafor Jr');
  });

  it('writes nothing on a second run, nor over a newer name', async () => {
    const olivia = await member({ name: 'Olivia Martins' });
    const user = adminDb.doc(`users/${olivia.uid}`);
    await user.update({ fullName: '0fficial' });
    await vi.waitFor(async () => expect((await user.get()).get('fullName')).toBe(''), TRIGGER_WAIT);
    const cleared = await user.get();
    expect(await clearRefusedNames(adminDb, olivia.uid, { fullName: '0fficial' })).toEqual([]);
    expect((await user.get()).updateTime?.isEqual(cleared.updateTime!)).toBe(true);
    await user.update({ fullName: 'Olivia M' });
    expect(await clearRefusedNames(adminDb, olivia.uid, { fullName: '0fficial' })).toEqual([]);
    expect((await user.get()).get('fullName')).toBe('Olivia M');
  });
});

describe('the names a write stored that may not be shown', () => {
  it('judges only the names it changed, by the app’s policy, with Admin the admin’s alone', () => {
    const investor = { role: 'investor', email: 'ivy@example.com' };
    expect(refusedNames(undefined, { ...investor, fullName: 'Adrnin', displayName: 'Ivy' })).toEqual({ fullName: 'Adrnin' });
    expect(refusedNames({ ...investor, fullName: ' Ivy ' }, { ...investor, fullName: ' Ivy ', bio: 'Hi' })).toEqual({});
    expect(refusedNames({ ...investor, fullName: 'Adrnin' }, { ...investor, fullName: '' })).toEqual({});
    expect(refusedNames(undefined, { ...investor, fullName: 'Admin' })).toEqual({ fullName: 'Admin' });
    expect(refusedNames(undefined, { role: 'admin', email: ADMIN_EMAIL, fullName: 'Admin', displayName: 'Admin' })).toEqual({});
    expect(refusedNames({ ...investor, fullName: 'Ivy' }, undefined)).toEqual({});
  });
});
