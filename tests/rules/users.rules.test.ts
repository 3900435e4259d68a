import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { isAcceptableDisplayName, SCRIPT_SETS } from '../../shared/members/display-name';
import { lettersOf } from '../script-samples';
import { type Actor, actors, dbAs, seed, setupRulesEnv, updateProjectAs } from './rules-env';

setupRulesEnv();

const profile = (actor: Exclude<Actor, 'guest'>, role: string) => ({
  email: actors[actor].email,
  role,
  fullName: 'Ivy Chen',
  phoneNumber: '+1 312 555 0177',
  photoURL: '',
  profileCompleted: true,
  createdAt: serverTimestamp(),
});
const stored = (role: string, email = actors.investor.email) => ({
  email,
  role,
  fullName: 'Ivy',
  phoneNumber: '+1 555',
  createdAt: new Date(),
});

describe('users: create', () => {
  it('lets a user create their own document as investor or entrepreneur', async () => {
    await assertSucceeds(setDoc(doc(dbAs('investor'), 'users/ivy'), profile('investor', 'investor')));
    await assertSucceeds(setDoc(doc(dbAs('entrepreneur'), 'users/erin'), profile('entrepreneur', 'entrepreneur')));
  });

  it('denies choosing the admin role, an unknown role, or another e-mail', async () => {
    await assertFails(setDoc(doc(dbAs('investor'), 'users/ivy'), profile('investor', 'admin')));
    await assertFails(setDoc(doc(dbAs('investor'), 'users/ivy'), profile('investor', 'superuser')));
    await assertFails(setDoc(doc(dbAs('investor'), 'users/ivy'), { ...profile('investor', 'investor'), email: 'x@example.com' }));
  });

  it("denies another user's document, signed-out writes, and extra fields", async () => {
    await assertFails(setDoc(doc(dbAs('investor'), 'users/erin'), profile('investor', 'investor')));
    await assertFails(setDoc(doc(dbAs('guest'), 'users/ivy'), profile('investor', 'investor')));
    await assertFails(setDoc(doc(dbAs('investor'), 'users/ivy'), { ...profile('investor', 'investor'), isAdmin: true }));
  });

  it('lets only the verified admin address create an admin document', async () => {
    await assertSucceeds(setDoc(doc(dbAs('admin'), 'users/boss'), profile('admin', 'admin')));
    await assertFails(setDoc(doc(dbAs('fakeAdmin'), 'users/mallory'), profile('fakeAdmin', 'admin')));
  });
});

// The same names, asked of the app's policy and of the rules: they must agree on every one.
const names: Array<[name: string, acceptable: boolean]> = [
  ['Ivy Chen', true],
  ['Zoë Ólafsdóttir-Nguyễn', true],
  ['李小龍', true],
  ['Staffan Berg', true],
  ['A Supporter', true],
  ['Madmin Ray', true],
  ['x'.repeat(120), true],
  ['x'.repeat(121), false],
  [' Ivy', false],
  ['Ivy ', false],
  ['Ivy\u00a0', false],
  ['\tIvy', false],
  ['Ivy\nChen', false],
  ['Ivy\u200bChen', false],
  ['ivy@example.com', false],
  ['Ivy (ivy@startfund.com)', false],
  ['Admin', false],
  ['admin', false],
  ['Administrator', false],
  ['Site admin', false],
  ['admin_2', false],
  ['Moderator Team', false],
  ['StartupFund', false],
  ['StartupFund Support', false],
  ['Start Up Fund', false],
  ['startfund', false],
  ['The Founder', false],
  ['Support', false],
  ['Staff', false],
  // Look-alike letters: Latin mixed with Cyrillic or Greek, and reserved words behind accents.
  ['\u0410dmin', false],
  ['St\u0430rtupfund Team', false],
  ['\u0391dmin Office', false],
  ['Ivy \u0421hen', false],
  ['\u00c1dmin', false],
  ['St\u00e1rtupfund', false],
  ['Mod\u00e9rator', false],
  ['S\u00fcpport', false],
  ['\u0418\u0432\u0430\u043d \u041f\u0435\u0442\u0440\u043e\u0432', true],
  ['\u03a3\u03bf\u03c6\u03af\u03b1 \u03a0\u03b1\u03c0\u03ac', true],
  ['Jos\u00e9 \u00c1lvarez', true],
  ['Zo\u00eb Br\u00fbl\u00e9', true],
  // One script: any mix refused, Japanese (Han, Hiragana, Katakana) and Korean (Han, Hangul) are one.
  ['\u0391\u13a0\u039c\u0399\u039d', false],
  ['\u674e\u5c0f\u9f8d Bruce', false],
  ['\u0418\u0432\u0430\u043d \u0544\u0561\u0580\u0561\u0575', false],
  ['\u5c71\u7530 \u305f\u308d\u3046 \u30bf\u30ed\u30fc', true],
  ['\u91d1 \ubbfc\uc900', true],
  ['\u738b\u5c0f\u660e \u3128', true],
  ['Ka\u02bbiulani', true],
];

describe('users: names others see', () => {
  it.each(names)('judges %j like the app does (acceptable: %s)', async (name, acceptable) => {
    expect(isAcceptableDisplayName(name)).toBe(acceptable);
    const attempt = setDoc(doc(dbAs('investor'), 'users/ivy'), { ...profile('investor', 'investor'), fullName: name });
    await (acceptable ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it.each([...new Set(SCRIPT_SETS.flat())])('accepts a name in %s (the rules know the script)', async (script) => {
    const name = lettersOf(script);
    expect(isAcceptableDisplayName(name)).toBe(true);
    await assertSucceeds(setDoc(doc(dbAs('investor'), 'users/ivy'), { ...profile('investor', 'investor'), fullName: name }));
  });

  // A look-alike spelling needs TR 39's skeleton, which the rules cannot compute: they accept these, the
  // app refuses them, and the server clears them (tests/functions/name-check.test.ts).
  it.each(['Adrnin', '0fficial', '\uff21\uff24\uff2d\uff29\uff2e'])('leaves %j to the server', async (name) => {
    expect(isAcceptableDisplayName(name)).toBe(false);
    await assertSucceeds(setDoc(doc(dbAs('investor'), 'users/ivy'), { ...profile('investor', 'investor'), fullName: name }));
  });

  it('checks displayName like fullName, and lets a profile be created without a name (a Google account the app asks)', async () => {
    await assertFails(setDoc(doc(dbAs('investor'), 'users/ivy'), { ...profile('investor', 'investor'), displayName: 'Admin' }));
    await assertFails(setDoc(doc(dbAs('investor'), 'users/ivy'), { ...profile('investor', 'investor'), fullName: 42 }));
    await assertSucceeds(setDoc(doc(dbAs('investor'), 'users/ivy'), { ...profile('investor', 'investor'), fullName: '' }));
  });

  it('lets only the verified admin be named Admin', async () => {
    await assertSucceeds(
      setDoc(doc(dbAs('admin'), 'users/boss'), { ...profile('admin', 'admin'), fullName: 'Admin', displayName: 'Admin' }),
    );
    await assertFails(setDoc(doc(dbAs('fakeAdmin'), 'users/mallory'), { ...profile('fakeAdmin', 'investor'), fullName: 'Admin' }));
  });

  it('checks a changed name on every update, and lets an older untrimmed profile change its role', async () => {
    await seed({ 'users/ivy': { ...stored('investor'), fullName: ' Ivy Chen ' } });
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'users/ivy'), { role: 'entrepreneur' }));
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy'), { fullName: 'Erin (Admin)' }));
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy'), { fullName: 'erin@startfund.com' }));
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy'), { displayName: ' Ivy' }));
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'users/ivy'), { fullName: 'Ivy Chen' }));
  });
});

describe('users: read', () => {
  beforeEach(() => seed({ 'users/ivy': stored('investor'), 'users/erin': stored('entrepreneur', actors.entrepreneur.email) }));

  it('lets a user read their own document', async () => {
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'users/ivy')));
  });

  it('keeps phone numbers from everyone else, the admin included', async () => {
    await assertFails(getDoc(doc(dbAs('admin'), 'users/ivy')));
    await assertFails(getDoc(doc(dbAs('entrepreneur'), 'users/ivy')));
    await assertFails(getDoc(doc(dbAs('guest'), 'users/ivy')));
    await assertFails(getDoc(doc(dbAs('fakeAdmin'), 'users/ivy')));
  });
});

describe('users: update and delete', () => {
  beforeEach(() => seed({ 'users/ivy': stored('investor'), 'users/erin': stored('entrepreneur', actors.entrepreneur.email) }));

  it('lets a user edit their name and phone, and an investor become an entrepreneur', async () => {
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'users/ivy'), { fullName: 'Ivy C.', phoneNumber: '+1 312 555 0199' }));
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'users/ivy'), { role: 'entrepreneur' }));
  });

  it('denies promoting oneself to admin or changing e-mail', async () => {
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy'), { role: 'admin' }));
    await assertFails(updateDoc(doc(dbAs('entrepreneur'), 'users/erin'), { role: 'investor' }));
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy'), { email: 'new@example.com' }));
  });

  it("denies changing someone else's document, even as admin", async () => {
    await assertFails(updateDoc(doc(dbAs('entrepreneur'), 'users/ivy'), { fullName: 'Hacked' }));
    await assertFails(updateDoc(doc(dbAs('admin'), 'users/ivy'), { role: 'entrepreneur' }));
  });

  it('lets the verified admin address force its own role to admin', async () => {
    await seed({ 'users/boss': stored('investor', actors.admin.email), 'users/mallory': stored('investor', actors.fakeAdmin.email) });
    await assertSucceeds(updateDoc(doc(dbAs('admin'), 'users/boss'), { role: 'admin' }));
    await assertFails(updateDoc(doc(dbAs('fakeAdmin'), 'users/mallory'), { role: 'admin' }));
  });

  // Delete my account: the member alone deletes their own document; the admin's never goes.
  it("lets only the member delete their own user document (Delete my account), never someone else's or the admin's", async () => {
    await assertFails(deleteDoc(doc(dbAs('admin'), 'users/ivy')));
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), 'users/ivy')));
    await assertFails(deleteDoc(doc(dbAs('guest'), 'users/ivy')));
    await assertFails(deleteDoc(doc(dbAs('admin'), `users/${actors.admin.uid}`)));
    await assertSucceeds(deleteDoc(doc(dbAs('investor'), 'users/ivy')));
  });

  it('grants nothing to a document seeded with role admin', async () => {
    await seed({ 'users/ivy': stored('admin'), 'projects/p1': { approved: false, creatorId: 'erin', status: 'pending' } });
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/p1')));
    await assertFails(updateProjectAs(dbAs('investor'), 'p1', { approved: true, status: 'approved' }));
  });
});

describe('collections the product does not use', () => {
  it('are closed to everyone', async () => {
    await assertFails(setDoc(doc(dbAs('admin'), 'secrets/x'), { a: 1 }));
    await assertFails(getDoc(doc(dbAs('investor'), 'secrets/x')));
    await assertFails(getDoc(doc(dbAs('guest'), 'payments/x')));
  });
});
