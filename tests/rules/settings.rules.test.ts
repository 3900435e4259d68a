// Settings: a member changes their name, phone and bio, and the name and bio reach their public
// copy (profiles/{uid}) in the same batch. Every allow is next to the denials around it: another member,
// a guest and the admin cannot write someone's copy, and the copy must equal its users document.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, Timestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { phoneNumberProblem } from '../../src/features/users/api/phone-number';
import { USER_LIMITS } from '../../src/features/users/api/user-limits';
import { updateProfileSettings } from '../../src/features/users/api/users';
import { appFirestoreAs } from './app-client';
import { type Actor, actors, dbAs, readAsBackend, seed, setupRulesEnv } from './rules-env';

setupRulesEnv();

const joinedAt = Timestamp.fromMillis(Date.UTC(2026, 8, 1, 12, 0, 0, 123));
const ivy = {
  email: actors.investor.email,
  role: 'investor',
  fullName: 'Ivy Chen',
  phoneNumber: '+1 312 555 0177',
  bio: '',
  createdAt: joinedAt,
};
const copyOf = (user: { fullName: string; bio: string }) => ({ displayName: user.fullName, bio: user.bio, joinedAt });

beforeEach(() => seed({ 'users/ivy': ivy, 'users/erin': { ...ivy, email: actors.entrepreneur.email, fullName: 'Erin Park' } }));

/** Ivy's users document changed by `changes`, and profiles/ivy written as `profile`, in one batch, by `actor`. */
function saveAs(actor: Actor, changes: Record<string, unknown>, profile: Record<string, unknown>, db: Firestore = dbAs(actor)) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'users/ivy'), changes);
  batch.set(doc(db, 'profiles/ivy'), profile);
  return batch.commit();
}

describe('Settings: name, phone and bio, with the public copy', () => {
  it("saves through the app's own write path, and anyone, a guest too, reads the copy", async () => {
    const app = appFirestoreAs(actors.investor);
    await assertSucceeds(
      updateProfileSettings('ivy', { fullName: 'Ivy C. Chen', phoneNumber: '(312) 555-0199', bio: 'Backs clean energy.' }, app),
    );
    expect(await readAsBackend('users/ivy')).toMatchObject({
      fullName: 'Ivy C. Chen',
      phoneNumber: '(312) 555-0199',
      bio: 'Backs clean energy.',
    });
    expect(await readAsBackend('profiles/ivy')).toEqual({ displayName: 'Ivy C. Chen', bio: 'Backs clean energy.', joinedAt });
    for (const reader of ['guest', 'entrepreneur', 'admin'] as const) {
      expect((await assertSucceeds(getDoc(doc(dbAs(reader), 'profiles/ivy')))).data()).toEqual(
        copyOf({ fullName: 'Ivy C. Chen', bio: 'Backs clean energy.' }),
      );
    }
  });

  it('changes one field at a time (the name alone keeps the stored bio in the copy)', async () => {
    await assertSucceeds(saveAs('investor', { bio: 'Hello' }, copyOf({ fullName: 'Ivy Chen', bio: 'Hello' })));
    await assertSucceeds(updateProfileSettings('ivy', { fullName: 'Ivy Chen-Li' }, appFirestoreAs(actors.investor)));
    expect(await readAsBackend('profiles/ivy')).toEqual({ displayName: 'Ivy Chen-Li', bio: 'Hello', joinedAt });
  });

  it('refuses a copy that differs from the users document after the batch, or says more than name, bio and joining time', async () => {
    await assertFails(saveAs('investor', { fullName: 'Ivy C.' }, copyOf({ fullName: 'Ivy Chen', bio: '' })));
    await assertFails(saveAs('investor', { bio: 'Mine' }, copyOf({ fullName: 'Ivy Chen', bio: 'Something else' })));
    await assertFails(saveAs('investor', { bio: 'Mine' }, { ...copyOf({ fullName: 'Ivy Chen', bio: 'Mine' }), joinedAt: Timestamp.now() }));
    await assertFails(saveAs('investor', { bio: 'Mine' }, { ...copyOf({ fullName: 'Ivy Chen', bio: 'Mine' }), email: ivy.email }));
    await assertFails(
      saveAs('investor', { bio: 'Mine' }, { ...copyOf({ fullName: 'Ivy Chen', bio: 'Mine' }), phoneNumber: ivy.phoneNumber }),
    );
    await assertFails(saveAs('investor', { bio: 'Mine' }, { displayName: 'Ivy Chen', bio: 'Mine' }));
  });

  it("refuses another member's, a guest's and the admin's write of someone's copy, even an exact one", async () => {
    const exact = copyOf({ fullName: 'Ivy Chen', bio: '' });
    for (const actor of ['entrepreneur', 'admin', 'guest'] as const) {
      const db = dbAs(actor);
      await assertFails(writeBatch(db).set(doc(db, 'profiles/ivy'), exact).commit());
      // Renaming someone: their users document is theirs alone too.
      await assertFails(saveAs(actor, { fullName: 'Renamed' }, copyOf({ fullName: 'Renamed', bio: '' }), db));
    }
    const own = dbAs('investor');
    await assertSucceeds(writeBatch(own).set(doc(own, 'profiles/ivy'), exact).commit());
  });

  it('lets nobody list the profiles (nobody collects who is a member)', async () => {
    await seed({ 'profiles/ivy': copyOf(ivy) });
    for (const actor of ['guest', 'investor', 'admin'] as const) await assertFails(getDocs(collection(dbAs(actor), 'profiles')));
  });

  it('keeps a name that may not be shown out of both documents', async () => {
    for (const fullName of ['Admin', 'ivy@example.com', '\u0410dmin']) {
      await assertFails(saveAs('investor', { fullName }, copyOf({ fullName, bio: '' })));
    }
  });

  it(`bounds the bio to ${USER_LIMITS.bio} characters`, async () => {
    const longest = 'b'.repeat(USER_LIMITS.bio);
    await assertSucceeds(saveAs('investor', { bio: longest }, copyOf({ fullName: 'Ivy Chen', bio: longest })));
    await assertFails(saveAs('investor', { bio: `${longest}b` }, copyOf({ fullName: 'Ivy Chen', bio: `${longest}b` })));
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy'), { bio: 42 }));
  });
});

// The same phone numbers, asked of the app's check and of the rules: they must agree on every one.
const phones: Array<[phone: string, acceptable: boolean]> = [
  ['+1 312 555 0177', true],
  ['(312) 555-0199', true],
  ['5550100', true],
  ['1'.repeat(20), true],
  ['', true],
  ['555 010', false],
  ['+1 999', false],
  ['1'.repeat(21), false],
  ['+1 312 555 0177 ext 2', false],
  ['312.555.0177', false],
  ['call me', false],
  [`+1 ${'1'.repeat(18)}${' '.repeat(20)}`, false],
];

describe('Settings and Register: phone numbers', () => {
  it.each(phones)('judges %j like the app does (acceptable: %s)', async (phone, acceptable) => {
    expect(phoneNumberProblem(phone) === undefined).toBe(acceptable);
    const attempt = updateDoc(doc(dbAs('investor'), 'users/ivy'), { phoneNumber: phone });
    await (acceptable ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it("refuses changing someone else's phone, the admin's change too", async () => {
    await assertFails(updateDoc(doc(dbAs('entrepreneur'), 'users/ivy'), { phoneNumber: '+1 312 555 0100' }));
    await assertFails(updateDoc(doc(dbAs('admin'), 'users/ivy'), { phoneNumber: '+1 312 555 0100' }));
    await assertFails(updateDoc(doc(dbAs('guest'), 'users/ivy'), { phoneNumber: '+1 312 555 0100' }));
  });
});
