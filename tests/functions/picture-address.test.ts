// Uploaded pictures at their own address, answered by the `pictures` function on the Functions
// emulator (functions/src/pictures/serve-picture.ts): the bytes with their type and a year's immutable
// caching while they hash to the address; 404 once they are replaced or removed, or when they lie.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { FUNCTIONS_REGION } from '../../shared/functions-region';
import { EMULATOR_HOSTS } from '../../shared/firebase-env';
import { memberPictureAddress, pictureHash, projectPictureAddress } from '../../shared/pictures/picture-address';
import { adminDb, PROJECT_ID } from './money-env';
import { jpegBytes, webpBytes } from './picture-bytes';

const { host, port } = EMULATOR_HOSTS.functions;
const get = (address: string, init?: RequestInit) =>
  fetch(`http://${host}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/pictures${address}`, init);

const stored = (bytes: Uint8Array, width: number, height: number, contentType: string) => ({
  bytes: Buffer.from(bytes),
  contentType,
  width,
  height,
  updatedAt: Timestamp.now(),
});

describe('a project picture at its address', () => {
  it('answers its bytes, type and a year’s immutable caching, then 404 once replaced, and 404 once removed', async () => {
    const projectId = randomUUID().replaceAll('-', '').slice(0, 20);
    const picture = adminDb.doc(`projects/${projectId}/pictures/card`);
    const first = webpBytes(600, 400, 300);
    await picture.set({ ...stored(first, 600, 400, 'image/webp'), projectId, size: 'card' });
    const firstAddress = projectPictureAddress(projectId, 'card', await pictureHash(first));

    const answer = await get(firstAddress);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(first);

    // A browser that holds it asks again only with its ETag: nothing is sent again.
    const etag = answer.headers.get('etag')!;
    expect((await get(firstAddress, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const second = jpegBytes(640, 480, 300);
    await picture.set({ ...stored(second, 640, 480, 'image/jpeg'), projectId, size: 'card' });
    const replaced = await get(firstAddress);
    expect(replaced.status).toBe(404);
    expect(replaced.headers.get('cache-control')).toBe('no-store');
    const secondAnswer = await get(projectPictureAddress(projectId, 'card', await pictureHash(second)));
    expect(secondAnswer.status).toBe(200);
    expect(secondAnswer.headers.get('content-type')).toBe('image/jpeg');

    await picture.delete();
    expect((await get(projectPictureAddress(projectId, 'card', await pictureHash(second)))).status).toBe(404);
  });

  it('answers 404 for bytes that are not what their document says, however they hash', async () => {
    const projectId = randomUUID().replaceAll('-', '').slice(0, 20);
    const lying = jpegBytes(20_000, 20_000);
    // Written where the check trigger may already be removing it: either way, never served.
    await adminDb.doc(`projects/${projectId}/pictures/card`).set({ ...stored(lying, 640, 480, 'image/jpeg'), projectId, size: 'card' });
    expect((await get(projectPictureAddress(projectId, 'card', await pictureHash(lying)))).status).toBe(404);
  });
});

describe('a member’s picture at its address', () => {
  it('answers the square while it is theirs', async () => {
    const memberId = randomUUID();
    const square = webpBytes(256, 256, 300);
    await adminDb.doc(`profilePictures/${memberId}`).set(stored(square, 256, 256, 'image/webp'));
    const answer = await get(memberPictureAddress(memberId, await pictureHash(square)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(square);
  });
});

describe('what is not a picture address', () => {
  it.each([
    ['a size the app does not store', '/pictures/projects/abc/huge/0123456789abcdef0123456789abcdef'],
    ['a hash of another form', '/pictures/projects/abc/card/../../users'],
    ['another collection', '/pictures/users/abc/0123456789abcdef0123456789abcdef'],
  ])('answers 404 for %s', async (_what, address) => {
    expect((await get(address)).status).toBe(404);
  });

  it('refuses a write', async () => {
    expect((await get('/pictures/projects/abc/card/0123456789abcdef0123456789abcdef', { method: 'POST' })).status).toBe(405);
  });
});
