// Settings: a member's optional profile picture (profilePictures/{uid}), a small square stored
// as project pictures are. Every allow is next to the denials around it: another member, a guest and the
// admin cannot set, replace or remove someone's picture; an oversize one or one of the wrong shape is refused.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Bytes, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { readProfilePicture, removeProfilePicture, saveProfilePicture } from '../../src/features/users/api/profile-pictures';
import { appFirestoreAs } from './app-client';
import { actors, dbAs, readAsBackend, seed, setupRulesEnv, type Actor } from './rules-env';

setupRulesEnv();

const side = PROFILE_PICTURE.maxSide;
const bytesOf = (length: number) => Bytes.fromUint8Array(new Uint8Array(length));
const picture = (overrides: Record<string, unknown> = {}) => ({
  bytes: bytesOf(1000),
  contentType: 'image/webp',
  width: side,
  height: side,
  updatedAt: serverTimestamp(),
  ...overrides,
});
const stored = { ...picture(), updatedAt: Timestamp.fromMillis(Date.UTC(2026, 9, 1)) };
const put = (actor: Actor, data: Record<string, unknown>, uid = 'ivy') => setDoc(doc(dbAs(actor), 'profilePictures', uid), data);
const version = (width: number, bytes = 2000) => ({
  blob: new Blob([new Uint8Array(bytes)], { type: 'image/webp' }),
  contentType: 'image/webp' as const,
  width,
  height: width,
});

beforeEach(() => seed({ 'profilePictures/erin': stored }));

describe('Settings: profile picture', () => {
  it("sets, replaces and removes one's own through the app's own write path; anyone, a guest too, reads it", async () => {
    const app = appFirestoreAs(actors.investor);
    await assertSucceeds(saveProfilePicture('ivy', { square: version(side) }, app));
    expect(await readAsBackend('profilePictures/ivy')).toMatchObject({ contentType: 'image/webp', width: side, height: side });
    await assertSucceeds(saveProfilePicture('ivy', { square: version(120, 500) }, app));
    for (const reader of ['entrepreneur', 'admin'] as const) {
      const read = await readProfilePicture('ivy', appFirestoreAs(actors[reader]));
      expect(read).toMatchObject({ width: 120, height: 120 });
      expect(read?.blob.size).toBe(500);
    }
    expect((await assertSucceeds(getDoc(doc(dbAs('guest'), 'profilePictures/ivy')))).get('width')).toBe(120);
    await assertSucceeds(removeProfilePicture('ivy', app));
    expect(await readAsBackend('profilePictures/ivy')).toBeUndefined();
    expect(await readProfilePicture('ivy', app)).toBeNull();
  });

  it("refuses another member's, a guest's and the admin's set, replacement and removal of someone's picture", async () => {
    for (const actor of ['investor', 'admin', 'guest', 'unverified'] as const) {
      await assertFails(put(actor, picture(), 'erin'));
      await assertFails(deleteDoc(doc(dbAs(actor), 'profilePictures/erin')));
    }
    expect(await readAsBackend('profilePictures/erin')).toMatchObject({ width: side });
    await assertSucceeds(put('entrepreneur', picture({ width: 64, height: 64 }), 'erin'));
    await assertSucceeds(deleteDoc(doc(dbAs('entrepreneur'), 'profilePictures/erin')));
  });

  it('lets nobody list the pictures (nobody collects who is a member)', async () => {
    for (const actor of ['guest', 'investor', 'admin'] as const) await assertFails(getDocs(collection(dbAs(actor), 'profilePictures')));
    await assertSucceeds(getDoc(doc(dbAs('guest'), 'profilePictures/erin')));
  });

  // Its byte limit: byte-limits.rules.test.ts.
  it(`refuses one over ${side} pixels a side, or of none`, async () => {
    await assertSucceeds(put('investor', picture({ width: side, height: side })));
    await assertFails(put('investor', picture({ width: side + 1, height: side + 1 })));
    await assertFails(put('investor', picture({ width: 0, height: 0 })));
    await assertFails(saveProfilePicture('ivy', { square: version(side + 1) }, appFirestoreAs(actors.investor)));
  });

  it('refuses the wrong shape: not square, other fields, missing ones, other types, a time of its own', async () => {
    await assertFails(put('investor', picture({ height: side - 1 })));
    await assertFails(put('investor', picture({ width: 100.5, height: 100.5 })));
    await assertFails(put('investor', picture({ projectId: 'live' })));
    await assertFails(put('investor', picture({ email: actors.investor.email })));
    const untimed: Record<string, unknown> = picture();
    delete untimed.updatedAt;
    await assertFails(put('investor', untimed));
    await assertFails(put('investor', picture({ bytes: 'not bytes' })));
    await assertFails(put('investor', picture({ contentType: 'image/svg+xml' })));
    await assertFails(put('investor', picture({ contentType: 'image/png' })));
    await assertFails(put('investor', picture({ updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) })));
    await assertSucceeds(put('investor', picture()));
  });
});
