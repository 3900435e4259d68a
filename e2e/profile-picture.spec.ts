// A profile picture: Erin's (from the demo data) shows beside her name on her project page
// and her founder page; a founder of this journey's own sets one in Settings (resized in the browser
// to a small square), sees it there too, replaces it and removes it again. Never an e-mail address or
// phone beside it.
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { doc, getDoc, updateDoc, setDoc } from 'firebase/firestore';
import { demoAccounts } from '../scripts/demo-accounts';
import { withAdminFirestore, type OwnMember } from '../scripts/seed-lib';
import { checkDocuments } from '../scripts/collection-schemas';
import { logInAsOwn, ownCampaign, ownMember } from './own-data';
import { makePng } from './support';

const FIRESTORE = 'http://127.0.0.1:8080/v1/projects/demo-startupfund/databases/(default)/documents';
const { erin } = demoAccounts;
/** Erin's demo project: read only. */
const ERINS_PROJECT = 'shiftsync-ai-restaurant-scheduling';

/** Whose picture is looked for: their name, bio and what must never show beside it. */
type Founder = { uid: string; fullName: string; email: string; phoneNumber: string; bio: string };

/**
 * A founder of this journey's own with a bio, as Settings saves it: on their profile and its public
 * copy (profiles/{uid}), so About the founder shows on their project page.
 */
async function ownFounderWithBio(): Promise<Founder & Required<OwnMember>> {
  const member = await ownMember('entrepreneur', 'Hal Hartley');
  const bio = 'Former harbour pilot. I build small tools that make rural deliveries a little easier.';
  const phoneNumber = await withAdminFirestore(async (db) => {
    const user = doc(db, 'users', member.uid);
    const stored = (await getDoc(user)).data()!;
    const profile: [string, Record<string, unknown>] = [
      `profiles/${member.uid}`,
      { displayName: member.fullName, bio, joinedAt: stored.createdAt },
    ];
    checkDocuments([[`users/${member.uid}`, { ...stored, bio }], profile]);
    await updateDoc(user, { bio });
    await setDoc(doc(db, profile[0]), profile[1]);
    return String(stored.phoneNumber);
  });
  return { ...member, bio, phoneNumber };
}

type Fields = Record<string, { integerValue?: string; bytesValue?: string; stringValue?: string }>;

const bytesOf = (picture: Fields | null) => Buffer.from(picture?.bytes?.bytesValue ?? '', 'base64');

/** A document as stored, read past the rules (the emulator's owner token); null when absent. */
async function stored(request: APIRequestContext, path: string): Promise<Fields | null> {
  const response = await request.get(`${FIRESTORE}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { fields: Fields }).fields;
}

/** The founder's picture beside their name: in About the founder on the project page, and on the founder page. */
async function expectFounderPicture(page: Page, projectId: string, account: Founder, shown: boolean) {
  const name = `Picture of ${account.fullName}`;
  await page.goto(`/project/${projectId}`);
  const about = page.getByLabel('About the founder');
  await expect(about).toContainText(account.fullName);
  await expect(about).toContainText(account.bio);
  if (shown) {
    // From its own address, which the founder's public profile names by the picture's hash.
    await expect(about.getByRole('img', { name })).toHaveAttribute('src', new RegExp(`^/pictures/members/${account.uid}/[0-9a-f]{64}$`));
    await expect(about.getByRole('img', { name })).toHaveJSProperty('naturalWidth', 256);
  } else await expect(about.getByRole('img')).toHaveCount(0);
  await expect(about).not.toContainText(account.email);
  await expect(about).not.toContainText(account.phoneNumber);

  await page.goto(`/founders/${account.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: account.fullName })).toBeVisible();
  if (shown)
    await expect(page.getByRole('main').getByRole('img', { name })).toHaveAttribute(
      'src',
      new RegExp(`^/pictures/members/${account.uid}/`),
    );
  else await expect(page.getByRole('main').getByRole('img', { name })).toHaveCount(0);
}

test("Erin's demo picture shows beside her name on her project page and founder page", async ({ page }) => {
  await logInAsOwn(page, await ownMember('investor', 'Vera Vance'));
  await expectFounderPicture(page, ERINS_PROJECT, erin, true);
});

test('a founder sets a profile picture in Settings, sees it on their pages, replaces it and removes it', async ({ page, request }) => {
  const wide = await makePng(page, 900, 500, '#0ea5e9,#f59e0b');
  const founder = await ownFounderWithBio();
  const project = (await ownCampaign(founder)).key;
  await logInAsOwn(page, founder);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Profile picture' })).toBeVisible();
  await expect(page.getByText('No profile picture yet.')).toBeVisible();
  const input = page.getByLabel('Profile picture', { exact: true });

  // Not a picture: refused beside the field, nothing stored.
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture.') });
  await expect(page.getByText('Please choose a JPEG, PNG or WebP picture.')).toBeVisible();

  await input.setInputFiles({ name: 'founder.png', mimeType: 'image/png', buffer: wide });
  await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile picture was saved.' })).toBeVisible();
  // Stored as a small square: the centre of the wide picture, 256 pixels a side.
  const first = await stored(request, `profilePictures/${founder.uid}`);
  expect(first?.width?.integerValue).toBe('256');
  expect(first?.height?.integerValue).toBe('256');
  expect(Buffer.from(first?.bytes?.bytesValue ?? '', 'base64').length).toBeLessThanOrEqual(50_000);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

  await expectFounderPicture(page, project, founder, true);

  // Replaced.
  await page.goto('/settings');
  await input.setInputFiles({ name: 'founder-2.png', mimeType: 'image/png', buffer: await makePng(page, 400, 700, '#22c55e,#1e3a8a') });
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile picture was saved.' })).toBeVisible();
  const second = await stored(request, `profilePictures/${founder.uid}`);
  expect(second?.bytes?.bytesValue).not.toBe(first?.bytes?.bytesValue);
  // Another address: the first answers nothing now, the second the new bytes.
  const firstAddress = `/pictures/members/${founder.uid}/${createHash('sha256').update(bytesOf(first)).digest('hex')}`;
  const secondAddress = `/pictures/members/${founder.uid}/${createHash('sha256').update(bytesOf(second)).digest('hex')}`;
  expect((await stored(request, `profiles/${founder.uid}`))?.pictureHash?.stringValue).toBe(secondAddress.split('/').at(-1));
  expect((await request.get(firstAddress)).status()).toBe(404);
  const answer = await request.get(secondAddress);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await answer.body()).equals(bytesOf(second))).toBe(true);

  // Removed: gone from the store and from their pages.
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile picture was removed.' })).toBeVisible();
  await expect(page.getByText('No profile picture yet.')).toBeVisible();
  expect(await stored(request, `profilePictures/${founder.uid}`)).toBeNull();
  expect((await request.get(secondAddress)).status()).toBe(404);
  await expectFounderPicture(page, project, founder, false);
});
