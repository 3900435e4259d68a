// Settings: a member's optional profile picture (profilePictures/{uid}), a small square stored
// as project pictures are, and named by its hash on their public copy (profiles/{uid} pictureHash, its
// address). Every allow is next to the denials around it: another member, a guest and the admin cannot
// set, replace or remove someone's picture; an oversize one or one of the wrong shape is refused; the
// copy names only the bytes stored beside it, or none once they go.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { createHash } from 'node:crypto';
import { Bytes, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { removeProfilePicture, saveProfilePicture } from '../../src/features/users/api/profile-pictures';
import { updateProfileSettings } from '../../src/features/users/api/users';
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

const joinedAt = Timestamp.fromMillis(Date.UTC(2026, 8, 1, 12));
const ivy = { email: actors.investor.email, role: 'investor', fullName: 'Ivy Chen', phoneNumber: '', bio: '', createdAt: joinedAt };
const ivysCopy = { displayName: 'Ivy Chen', bio: '', joinedAt };
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeEach(() => seed({ 'users/ivy': ivy, 'profilePictures/erin': stored }));

describe('Settings: profile picture', () => {
  it("sets, replaces and removes one's own through the app's own write path, its public copy naming each by its hash", async () => {
    const app = appFirestoreAs(actors.investor);
    await assertSucceeds(saveProfilePicture('ivy', { square: version(side) }, app));
    expect(await readAsBackend('profilePictures/ivy')).toMatchObject({ contentType: 'image/webp', width: side, height: side });
    expect(await readAsBackend('profiles/ivy')).toEqual({ ...ivysCopy, pictureHash: sha256Hex(new Uint8Array(2000)) });
    await assertSucceeds(saveProfilePicture('ivy', { square: version(120, 500) }, app));
    expect((await readAsBackend('profiles/ivy'))?.pictureHash).toBe(sha256Hex(new Uint8Array(500)));
    // Anyone, a guest too, may still get it (the screens show it from its address, read by the server).
    expect((await assertSucceeds(getDoc(doc(dbAs('guest'), 'profilePictures/ivy')))).get('width')).toBe(120);
    // Settings' name and bio keep the address.
    await assertSucceeds(updateProfileSettings('ivy', { bio: 'Backs clean energy.' }, app));
    expect(await readAsBackend('profiles/ivy')).toEqual({
      ...ivysCopy,
      bio: 'Backs clean energy.',
      pictureHash: sha256Hex(new Uint8Array(500)),
    });
    await assertSucceeds(removeProfilePicture('ivy', app));
    expect(await readAsBackend('profilePictures/ivy')).toBeUndefined();
    expect((await readAsBackend('profiles/ivy'))?.pictureHash).toBeNull();
  });

  /** Ivy's picture stored (or removed, with null) and her copy naming `pictureHash`, in one batch. */
  const namedAs = (pictureHash: unknown, bytes: Uint8Array | null = new Uint8Array(1000).fill(3)) => {
    const db = dbAs('investor');
    const batch = writeBatch(db);
    if (bytes) batch.set(doc(db, 'profilePictures/ivy'), picture({ bytes: Bytes.fromUint8Array(bytes) }));
    else batch.delete(doc(db, 'profilePictures/ivy'));
    batch.set(doc(db, 'profiles/ivy'), { ...ivysCopy, pictureHash });
    return batch.commit();
  };

  it('lets the copy name only the bytes stored in the same batch, and none only once they go', async () => {
    const bytes = new Uint8Array(1000).fill(3);
    await assertFails(namedAs(sha256Hex(new Uint8Array(1000).fill(4))));
    await assertFails(namedAs(sha256Hex(bytes).toUpperCase()));
    await assertFails(namedAs(sha256Hex(bytes).slice(0, 32)));
    await assertSucceeds(namedAs(sha256Hex(bytes)));
    // The picture stays: the copy may not say there is none, nor name it again without storing it.
    const db = dbAs('investor');
    await assertFails(setDoc(doc(db, 'profiles/ivy'), { ...ivysCopy, pictureHash: null }));
    await assertFails(setDoc(doc(db, 'profiles/ivy'), { ...ivysCopy, pictureHash: sha256Hex(new Uint8Array(1000).fill(5)) }));
    await assertSucceeds(namedAs(null, null));
    await assertFails(namedAs(sha256Hex(bytes), null));
  });

  it("refuses a copy naming a picture for someone else's profile", async () => {
    await seed({ 'users/erin': { ...ivy, email: actors.entrepreneur.email, fullName: 'Erin Park' } });
    const db = dbAs('investor');
    await assertFails(
      setDoc(doc(db, 'profiles/erin'), { displayName: 'Erin Park', bio: '', joinedAt, pictureHash: sha256Hex(new Uint8Array(1000)) }),
    );
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
