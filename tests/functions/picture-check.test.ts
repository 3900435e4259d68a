// A stored picture's bytes looked at by the server, on the emulators: the triggers on
// projects/{id}/pictures/{size} and profilePictures/{uid} (functions/src/pictures/check-picture.ts)
// keep a picture whose header says what its document says, and remove one that lies: a small file
// whose header would decode to an enormous image, another format, no picture at all. The pictures
// are written with the Admin SDK, as a member's upload lands (the rules bound only what is stated).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { pictureLie, projectPictureBounds, removeLyingPicture } from '../../functions/src/pictures/check-picture';
import { adminDb } from './money-env';
import { TRIGGER_WAIT } from './trigger-env';
import { jpegBytes, webpBytes } from './picture-bytes';

const jpegHeader = (width: number, height: number) => Buffer.from(jpegBytes(width, height));

const stored = (bytes: Buffer, width: number, height: number, contentType = 'image/jpeg') => ({
  bytes,
  contentType,
  width,
  height,
  updatedAt: Timestamp.now(),
});
const cardPicture = (projectId: string) => adminDb.doc(`projects/${projectId}/pictures/card`);
const exists = async (path: FirebaseFirestore.DocumentReference) => (await path.get()).exists;

beforeAll(async () => {
  const warm = cardPicture(randomUUID());
  await warm.set(stored(Buffer.from('not a picture'), 10, 10));
  await vi.waitFor(async () => expect(await exists(warm)).toBe(false), TRIGGER_WAIT);
}, 60_000);

describe('what a picture’s header says, against its document', () => {
  const card = projectPictureBounds('card');
  it('keeps a picture that is what it says, within its size', () => {
    expect(pictureLie(stored(jpegHeader(640, 480), 640, 480), card)).toBeNull();
    expect(pictureLie(stored(Buffer.from(webpBytes(600, 400)), 600, 400, 'image/webp'), card)).toBeNull();
  });
  it.each([
    ['an enormous image in a small file', stored(jpegHeader(20_000, 20_000), 640, 480), '20000 by 20000 pixels stored as 640 by 480'],
    ['sides over the size’s bounds, stated as they are', stored(jpegHeader(1_600, 1_200), 1_600, 1_200), '1600 by 1200 pixels, over 640'],
    ['another format', stored(jpegHeader(640, 480), 640, 480, 'image/webp'), 'a image/jpeg picture stored as image/webp'],
    ['no picture at all', stored(Buffer.from('<svg onload="alert(1)">'), 640, 480), 'not a WebP or JPEG picture'],
  ])('refuses %s', (_what, picture, reason) => {
    expect(pictureLie(picture, card)).toBe(reason);
  });
  it('refuses a profile picture that is not square, and a size the app does not store', () => {
    expect(pictureLie(stored(jpegHeader(256, 200), 256, 200), { maxSide: 256, square: true })).toBe('not square');
    expect(pictureLie(stored(jpegHeader(64, 64), 64, 64), projectPictureBounds('huge'))).toBe('not a size the app stores');
  });
});

describe('the triggers', () => {
  it('remove a project picture that lies and keep one that does not', async () => {
    const honest = cardPicture(randomUUID());
    const lying = cardPicture(randomUUID());
    await Promise.all([honest.set(stored(jpegHeader(640, 480), 640, 480)), lying.set(stored(jpegHeader(20_000, 20_000), 640, 480))]);
    await vi.waitFor(async () => expect(await exists(lying)).toBe(false), TRIGGER_WAIT);
    expect(await exists(honest)).toBe(true);
  });

  it('remove a profile picture that lies', async () => {
    const picture = adminDb.doc(`profilePictures/${randomUUID()}`);
    await picture.set(stored(jpegHeader(256, 200), 256, 256));
    await vi.waitFor(async () => expect(await exists(picture)).toBe(false), TRIGGER_WAIT);
  });

  it('never remove a picture replaced since the event (a late or repeated delivery)', async () => {
    const picture = cardPicture(randomUUID());
    await picture.set(stored(jpegHeader(20_000, 20_000), 640, 480));
    const lyingWrite = await picture.get();
    await vi.waitFor(async () => expect(await exists(picture)).toBe(false), TRIGGER_WAIT);
    await picture.set(stored(jpegHeader(640, 480), 640, 480));
    expect(await removeLyingPicture(lyingWrite, projectPictureBounds('card'))).toBeNull();
    expect(await exists(picture)).toBe(true);
  });
});
