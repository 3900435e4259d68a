// Uploaded pictures as visitors see them: the demo's cards and project pages show their uploaded
// pictures from their own addresses (no picture document is read), a project without one shows its
// bundled illustration, and a pasted Image URL is fetched without a Referer and only from
// a public web host.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { seedProjects } from '../scripts/seed-data';
import { logInAs, startFreshProjectDay, uniqueWord } from './support';

const shiftSync = { id: 'shiftsync-ai-restaurant-scheduling', title: 'ShiftSync AI Scheduling for Restaurants' };
const quietMesh = { id: 'quietmesh-rural-wireless', title: 'QuietMesh Rural Wireless Mesh Network' };
// Other specs approve projects of their own (without pictures) that may come first in the list.
const uploadedInSeed = new Set(seedProjects.filter((project) => project.uploaded !== false).map((project) => project.title));

/** Every read of a picture document the app sends (a query of the pictures collection group, or a get of one). */
function pictureDocumentReads(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    const asked = `${request.url()} ${request.postData() ?? ''}`;
    if (/"collectionId":"pictures"|\/documents\/projects\/[^/" ]+\/pictures\//.test(asked)) sent.push(request);
  });
  return sent;
}

/** An uploaded picture shown from its own address, at the size the browser picked for this screen. */
async function expectUploaded(image: Locator, size: 'card' | 'page') {
  // Cards load their pictures lazily: one far down the list loads once it is scrolled to.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^\/pictures\/projects\/[^/]+\/(card|page)\/[0-9a-f]{64}$/);
  await expect(image).toHaveAttribute('srcset', /\/card\/[0-9a-f]{64} 640w, .*\/page\/[0-9a-f]{64} 1600w$/);
  await expect(image).toHaveAttribute('decoding', 'async');
  // Loaded and decoded (a srcset's naturalWidth is the width it is shown at, not the file's).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname.split('/')[4])).toBe(size);
}

test('the guest list shows the uploaded pictures from their own addresses, and reads no picture document', async ({ page }) => {
  const reads = pictureDocumentReads(page);
  const answers: Array<{ url: string; cacheControl: string | undefined }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/pictures/'))
      answers.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
  });
  await page.goto('/guest');
  const list = page.getByRole('list', { name: 'Featured projects' });
  const cards = list.getByRole('listitem');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  // Other journeys' campaigns are newer than the demo's and may fill the first pages: pages are
  // loaded until more than a page of the demo's uploaded pictures have shown.
  await expect(cards).toHaveCount(12);
  let shown = 0;
  let uploadsSeen = 0;
  for (;;) {
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
    const uploads = titles.slice(shown).filter((title) => uploadedInSeed.has(title));
    // A card in the grid is 360 CSS pixels at most: on this screen the browser picks the card size.
    for (const title of uploads) await expectUploaded(list.getByRole('img', { name: title, exact: true }), 'card');
    uploadsSeen += uploads.length;
    shown = titles.length;
    if (uploadsSeen > 12 || !(await loadMore.isVisible())) break;
    await loadMore.click();
  }
  expect(uploadsSeen).toBeGreaterThan(12);
  expect(reads).toEqual([]);
  // Each answered once, for a year and never revalidated: the address names the bytes.
  expect(answers.length).toBeGreaterThanOrEqual(uploadsSeen);
  for (const answer of answers) expect(answer.cacheControl, answer.url).toBe('public, max-age=31536000, immutable');
});

test('a project page shows its page-size picture; a project without one its bundled illustration, without a Referer', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto(`/project/${shiftSync.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shiftSync.title })).toBeVisible();
  // 768 CSS pixels wide on this screen: the browser picks the page size.
  await expectUploaded(page.getByRole('img', { name: shiftSync.title }), 'page');

  await page.goto(`/project/${quietMesh.id}`);
  const image = page.getByRole('img', { name: quietMesh.title });
  await expect(image).toHaveAttribute('src', `/images/${quietMesh.id}.svg`);
  await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
});

test('a project page opened from its address shows its picture and title from the public card while the project is read, and nothing moves when it arrives', async ({
  page,
}) => {
  await logInAs(page, 'ivy');
  // Hold the signed-in read of the project itself (Firestore Lite's batchGet of projects/{id}).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/documents:batchGet/, async (route) => {
    if (route.request().postData()?.includes(`/documents/projects/${shiftSync.id}"`)) await held;
    await route.continue();
  });
  await page.goto(`/project/${shiftSync.id}`);
  const title = page.getByRole('heading', { level: 1, name: shiftSync.title });
  await expect(title).toBeVisible();
  await expectUploaded(page.getByRole('img', { name: shiftSync.title }), 'page');
  await expect(page.getByRole('heading', { name: 'Business Plan' })).toHaveCount(0);
  const before = await title.boundingBox();

  release();
  await expect(page.getByRole('heading', { name: 'Business Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campaign Details' })).toBeVisible();
  expect(await title.boundingBox()).toEqual(before);
  await expectUploaded(page.getByRole('img', { name: shiftSync.title }), 'page');
});

test('a pasted Image URL must be on a public web host, and is fetched without a Referer', async ({ page }) => {
  const title = `${uniqueWord('lens')} Camera Co-op`;
  const fetched: Array<Record<string, string>> = [];
  await page.route('https://pictures.example.com/**', async (route) => {
    fetched.push(route.request().headers());
    await route.fulfill({ contentType: 'image/webp', body: readFileSync('scripts/seed-pictures/finance-1-card.webp') });
  });
  await startFreshProjectDay('erin');
  await logInAs(page, 'erin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await page.getByLabel('Project Title').fill(title);
  await page.getByLabel('Category').selectOption('finance');
  await page.getByLabel('Description').fill('A shared camera library for small studios.');
  await page.getByLabel('Funding Goal (USD)').fill('20000');
  await page.getByLabel('Image URL').fill('https://192.168.1.20/camera.jpg');
  await page.getByLabel('Business Plan').fill('Monthly memberships.');
  await page.getByLabel('Team Information').fill('Two photographers.');
  await page.getByLabel('Risks and Challenges').fill('Wear and tear.');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(
    page.getByText('Image URL must be on a public website: not an IP address, localhost or an address with a password'),
  ).toBeVisible();
  expect(fetched).toEqual([]);

  await page.getByLabel('Image URL').fill('https://pictures.example.com/camera.webp');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/entrepreneur\/dashboard\?tab=mine/);
  const image = page.getByRole('img', { name: title });
  await expect(image).toHaveAttribute('src', 'https://pictures.example.com/camera.webp');
  await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  expect(fetched.length).toBeGreaterThan(0);
  for (const headers of fetched) expect(headers.referer).toBeUndefined();
});
