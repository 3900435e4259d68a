// The picture module against the emulator and the real rules: the creator's two versions are stored
// in one batch and replace the old ones, the project and its card name them by their hashes, and
// those addresses answer the bytes (answerPicture, what the `pictures` function runs) until they are
// replaced or removed; and the admin's Delete of a project without money removes them.
import { deleteApp } from 'firebase/app';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { db } from '@/lib/firebase';
import { app } from '@/lib/firebase-app';
import { auth } from '@/lib/firebase-auth';
import { removePictures, savePictures } from '@/features/campaigns/api/pictures/pictures';
import type { PictureVersions } from '@/lib/pictures/picture-resize';
import { cardCaughtUp } from '@/features/campaigns/api/projects/project-card';
import { clearEmulators } from '../../scripts/seed-lib';
import { webpBytes } from '../functions/picture-bytes';
import { readAsBackend, seed, setupRulesEnv, storedProject } from '../rules/rules-env';
import { serverDb } from '../rules/server-money';
import { answerPicture } from '../../functions/src/pictures/serve-picture';
import { projectPictureAddress } from '@shared/pictures/picture-address';
import type { PictureSize } from '@shared/pictures/picture-limits';

setupRulesEnv();
beforeAll(clearEmulators);
afterAll(async () => {
  await signOut(auth);
  await deleteApp(app);
});

// Real WebP headers: the server removes a picture whose bytes say otherwise (functions/src/pictures).
const version = (fill: number, length: number, width: number, height: number) => ({
  blob: new Blob([webpBytes(width, height, length).map((byte, i) => (i < 30 ? byte : fill))], { type: 'image/webp' }),
  contentType: 'image/webp' as const,
  width,
  height,
});
const versions = (fill: number): PictureVersions => ({ card: version(fill, 2_000, 640, 480), page: version(fill, 8_000, 1600, 1200) });

it('stores, replaces and lists a creator’s pictures', async () => {
  const { user } = await createUserWithEmailAndPassword(auth, 'pia@example.com', 'secret1');
  const mine = { creatorId: user.uid };
  await seed({
    'projects/p1': storedProject(mine),
    'projects/p2': storedProject(mine),
    'projects/p3': storedProject(),
  });

  await savePictures(db, 'p1', versions(1), null);
  await savePictures(db, 'p1', versions(7), 1);
  await savePictures(db, 'p2', versions(2), null);
  expect((await readAsBackend('projects/p1'))?.pictureVersion).toBe(2);
  // The lists' card follows on the server (functions/src/cards); the app's wait for it sees it catch up.
  expect(await cardCaughtUp('p1', db)).toBe(true);
  expect((await readAsBackend('projectCards/p1'))?.pictureVersion).toBe(2);
  // A stale form (it thinks version 1 is shown) is refused.
  await expect(savePictures(db, 'p1', versions(9), 1)).rejects.toThrow();

  // The card names each size by its hash, and that address answers the second upload's bytes.
  const hashes = (await readAsBackend('projectCards/p1'))?.pictureHashes as Record<PictureSize, string>;
  expect(hashes).toEqual((await readAsBackend('projects/p1'))?.pictureHashes);
  const page = await answerPicture(serverDb(), projectPictureAddress('p1', 'page', hashes.page));
  expect(page).toMatchObject({ status: 200, headers: { 'Content-Type': 'image/webp' } });
  expect(page.body!.length).toBe(8_000);
  expect(page.body!.at(-1)).toBe(7);
  const card = await answerPicture(serverDb(), projectPictureAddress('p1', 'card', hashes.card));
  expect(card.body!.length).toBe(2_000);
  // The same bytes under another project's address, or the other size's, answer nothing.
  expect((await answerPicture(serverDb(), projectPictureAddress('p2', 'page', hashes.page))).status).toBe(404);
  expect((await answerPicture(serverDb(), projectPictureAddress('p1', 'card', hashes.page))).status).toBe(404);

  const p2 = (await readAsBackend('projects/p2'))?.pictureHashes as Record<PictureSize, string>;
  expect((await answerPicture(serverDb(), projectPictureAddress('p2', 'card', p2.card))).status).toBe(200);
  await removePictures(db, 'p2');
  expect((await answerPicture(serverDb(), projectPictureAddress('p2', 'card', p2.card))).status).toBe(404);
  expect(await cardCaughtUp('p2', db)).toBe(true);
  expect(await readAsBackend('projectCards/p2')).toMatchObject({ pictureVersion: null, pictureHashes: null });
});

it('refuses a version over its size’s limit, storing neither', async () => {
  await signOut(auth);
  const { user } = await createUserWithEmailAndPassword(auth, 'pim@example.com', 'secret1');
  await seed({ 'projects/p4': storedProject({ creatorId: user.uid }) });
  await expect(savePictures(db, 'p4', { ...versions(3), page: version(3, 600_001, 1600, 1200) }, null)).rejects.toThrow();
  expect(await readAsBackend('projects/p4/pictures/card')).toBeUndefined();
  expect((await readAsBackend('projects/p4'))?.pictureVersion).toBeUndefined();
});
