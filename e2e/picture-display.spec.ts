// Uploaded pictures as visitors see them: the demo's cards and project pages show the
// pictures stored in Firestore, a list reads its cards' pictures in one query, a project without one
// shows its bundled illustration, and a pasted Image URL is fetched without a Referer and only from
// a public web host.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { seedProjects } from '../scripts/seed-data';
import { logInAs, startFreshProjectDay, uniqueWord } from './support';

const shiftSync = { id: 'shiftsync-ai-restaurant-scheduling', title: 'ShiftSync AI Scheduling for Restaurants' };
const quietMesh = { id: 'quietmesh-rural-wireless', title: 'QuietMesh Rural Wireless Mesh Network' };
// Other specs approve projects of their own (without pictures) that may come first in the list.
const uploadedInSeed = new Set(seedProjects.filter((project) => project.uploaded !== false).map((project) => project.title));

/** The picture queries the app sends (Firestore's runQuery on the pictures collection group). */
function pictureQueries(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(':runQuery') && request.postData()?.includes('"collectionId":"pictures"')) sent.push(request);
  });
  return sent;
}

async function expectUploaded(image: Locator, width: number, height: number) {
  // Cards load their pictures lazily: one far down the list loads once it is scrolled to.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect(image).toHaveAttribute('width', String(width));
  await expect(image).toHaveAttribute('height', String(height));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(width);
}

test('the guest list shows the uploaded pictures, read together in one query per page of cards', async ({ page }) => {
  const queries = pictureQueries(page);
  await page.goto('/guest');
  const list = page.getByRole('list', { name: 'Featured projects' });
  const cards = list.getByRole('listitem');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  // Other journeys' campaigns are newer than the demo's and may fill the first pages: pages are
  // loaded until the demo's uploaded pictures have shown.
  await expect(cards).toHaveCount(12);
  let shown = 0;
  let pagesQueried = 0;
  let uploadsSeen = 0;
  for (let pages = 1; ; pages += 1) {
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
    const uploads = titles
      .map((title, index) => ({ title, index }))
      .filter(({ title, index }) => index >= shown && uploadedInSeed.has(title));
    for (const { title } of uploads) await expectUploaded(list.getByRole('img', { name: title, exact: true }), 640, 360);
    // The list's first card has its picture from index.html's early read; a page's others come in one query.
    if (uploads.some(({ index }) => index > 0)) pagesQueried += 1;
    uploadsSeen += uploads.length;
    shown = titles.length;
    expect(queries.length).toBeGreaterThanOrEqual(pagesQueried);
    expect(queries.length).toBeLessThanOrEqual(pages);
    // Until two pages have each asked for their pictures: other journeys' campaigns may fill the first.
    if (pages > 1 && ((uploadsSeen > 8 && pagesQueried > 1) || !(await loadMore.isVisible()))) break;
    await loadMore.click();
  }
  expect(uploadsSeen).toBeGreaterThan(8);
  expect(pagesQueried).toBeGreaterThan(1);
});

test('a project page shows its page-size picture; a project without one its bundled illustration, without a Referer', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto(`/project/${shiftSync.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shiftSync.title })).toBeVisible();
  await expectUploaded(page.getByRole('img', { name: shiftSync.title }), 1600, 900);

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
  await expectUploaded(page.getByRole('img', { name: shiftSync.title }), 1600, 900);
  await expect(page.getByRole('heading', { name: 'Business Plan' })).toHaveCount(0);
  const before = await title.boundingBox();

  release();
  await expect(page.getByRole('heading', { name: 'Business Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campaign Details' })).toBeVisible();
  expect(await title.boundingBox()).toEqual(before);
  await expectUploaded(page.getByRole('img', { name: shiftSync.title }), 1600, 900);
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
