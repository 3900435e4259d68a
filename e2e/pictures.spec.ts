// Uploaded pictures from the founder's side: create a campaign with one, a save that fails and is
// retried from Update Project Details, replace and remove it, and refused files. The pictures are
// shown by the cards and project page (another journey); here the stored documents are checked.
// Each journey is a founder of its own, so nothing it creates lands in another's lists or limits.
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makePng, uniqueWord } from './support';
import { logInAsOwn, ownCampaign, ownMember } from './own-data';

const FIRESTORE = 'http://127.0.0.1:8080/v1/projects/demo-startupfund/databases/(default)/documents';

/** A founder of this journey's own, signed in on their dashboard. */
async function logInAsOwnFounder(page: Page) {
  const founder = await ownMember('entrepreneur', 'Lena Lowell');
  await logInAsOwn(page, founder);
  return founder;
}

type Value = { stringValue?: string; integerValue?: string; bytesValue?: string; nullValue?: null; mapValue?: { fields?: Fields } };
type Fields = Record<string, Value>;

/** A document as stored, read past the rules (the emulator's owner token); null when absent. */
async function stored(request: APIRequestContext, path: string): Promise<Fields | null> {
  const response = await request.get(`${FIRESTORE}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { fields: Fields }).fields;
}

const int = (fields: Fields | null, key: string) => Number(fields?.[key]?.integerValue);
const byteLength = (fields: Fields | null) => Buffer.from(fields?.bytes?.bytesValue ?? '', 'base64').length;

async function fillCampaign(page: Page, name: string, word: string) {
  await page.getByLabel('Project Title').fill(name);
  await page.getByLabel('Description').fill(`Glass lenses for small harbours. ${word}`);
  await page.getByLabel('Funding Goal (USD)').fill('25000');
  await page.getByLabel('Business Plan').fill('Sell lenses to harbour boards.');
  await page.getByLabel('Team Information').fill('A glassmaker and a sailor.');
  await page.getByLabel('Risks and Challenges').fill('Breakage in transit.');
}

/** No serious or critical axe finding on the form in this state (as e2e/accessibility.spec.ts scans screens). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.filter((found) => found.impact === 'serious' || found.impact === 'critical').map((found) => found.id)).toEqual([]);
}

const pictureInput = (page: Page) => page.getByLabel('Upload a picture');
const preview = (page: Page) => page.getByRole('img', { name: 'Preview of the chosen picture' });

async function expectPictures(
  request: APIRequestContext,
  id: string,
  version: number,
  card: { width: number; height: number },
  page: { width: number; height: number },
) {
  expect(int(await stored(request, `projects/${id}`), 'pictureVersion')).toBe(version);
  expect(int(await stored(request, `projectCards/${id}`), 'pictureVersion')).toBe(version);
  const cardDoc = await stored(request, `projects/${id}/pictures/card`);
  const pageDoc = await stored(request, `projects/${id}/pictures/page`);
  expect(cardDoc?.contentType?.stringValue).toBe('image/webp');
  expect({ width: int(cardDoc, 'width'), height: int(cardDoc, 'height') }).toEqual(card);
  expect({ width: int(pageDoc, 'width'), height: int(pageDoc, 'height') }).toEqual(page);
  expect(byteLength(cardDoc)).toBeGreaterThan(100);
  expect(byteLength(cardDoc)).toBeLessThanOrEqual(150_000);
  expect(byteLength(pageDoc)).toBeLessThanOrEqual(600_000);
  // The stored bytes are WebP (RIFF....WEBP), not the PNG that was chosen.
  const head = Buffer.from(cardDoc?.bytes?.bytesValue ?? '', 'base64');
  expect(head.subarray(0, 4).toString('latin1') + head.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
  // The card names each size's address by its bytes' hash, and the address answers those bytes.
  for (const [size, picture] of [
    ['card', cardDoc],
    ['page', pageDoc],
  ] as const) {
    const address = await addressOf(request, id, size);
    expect(address).toBe(`/pictures/projects/${id}/${size}/${createHash('sha256').update(bytesOf(picture)).digest('hex')}`);
    const answer = await request.get(address!);
    expect(answer.status()).toBe(200);
    expect(Buffer.from(await answer.body()).equals(bytesOf(picture))).toBe(true);
  }
}

const bytesOf = (picture: Fields | null) => Buffer.from(picture?.bytes?.bytesValue ?? '', 'base64');

/** The address the project's card names for its uploaded picture of this size (its pictureHashes), or null. */
async function addressOf(request: APIRequestContext, id: string, size: 'card' | 'page') {
  const hashes = (await stored(request, `projectCards/${id}`))?.pictureHashes?.mapValue?.fields;
  const hash = hashes?.[size]?.stringValue;
  return hash ? `/pictures/projects/${id}/${size}/${hash}` : null;
}

test('a founder creates a campaign with an uploaded picture', async ({ page, request }) => {
  const png = await makePng(page, 1200, 800, '#0ea5e9,#f59e0b');
  const word = uniqueWord('pict');
  const title = `${word} Lighthouse Lenses`;
  await logInAsOwnFounder(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await fillCampaign(page, title, word);
  await pictureInput(page).setInputFiles({ name: 'lens.png', mimeType: 'image/png', buffer: png });
  await expect(preview(page)).toBeVisible();
  await expect(page.getByText('lens.png is ready: it is saved with the project.')).toBeVisible();
  await expect(preview(page)).toHaveAttribute('src', /^blob:/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/entrepreneur\/dashboard\?tab=mine/);
  const edit = page.getByRole('group', { name: title }).getByRole('link', { name: 'Post Update' });
  const projectId = (await edit.getAttribute('href'))!.split('/post-update/')[1];
  // Longest side 640 for the card; the page size is never enlarged past the original.
  await expectPictures(request, projectId, 1, { width: 640, height: 426 }, { width: 1200, height: 800 });
});

test('Update Project Details replaces the picture, then removes it', async ({ page, request }) => {
  const square = await makePng(page, 900, 900, '#16a34a,#1e293b');
  const founder = await ownMember('entrepreneur', 'Lena Lowell');
  // Just created with an uploaded picture (the seed's pictures: version 1), awaiting review.
  const project = await ownCampaign(founder, { state: 'pending', uploaded: undefined });
  const projectId = project.key;
  await logInAsOwn(page, founder);
  expect(int(await stored(request, `projects/${projectId}`), 'pictureVersion')).toBe(1);
  expect(await stored(request, `projects/${projectId}/pictures/card`)).not.toBeNull();
  const firstAddress = (await addressOf(request, projectId, 'card'))!;
  expect((await request.get(firstAddress)).status()).toBe(200);
  await page.goto(`/post-update/${projectId}`);
  await expect(page.getByLabel('Project Title')).toHaveValue(project.title);
  await pictureInput(page).setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: square });
  await expect(preview(page)).toBeVisible();
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
  await expectPictures(request, projectId, 2, { width: 640, height: 640 }, { width: 900, height: 900 });
  // Replaced: the page shows the new address, and the old one answers nothing.
  const secondAddress = (await addressOf(request, projectId, 'card'))!;
  await expect(page.getByRole('img', { name: project.title })).toHaveAttribute('srcset', new RegExp(`^${secondAddress} 640w`));
  expect((await request.get(firstAddress)).status()).toBe(404);

  await page.goto(`/post-update/${projectId}`);
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('The uploaded picture will be removed when you save')).toBeVisible();
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
  expect((await stored(request, `projects/${projectId}`))?.pictureVersion).toEqual({ nullValue: null });
  expect(await stored(request, `projects/${projectId}/pictures/card`)).toBeNull();
  expect(await stored(request, `projects/${projectId}/pictures/page`)).toBeNull();
  expect((await request.get(secondAddress)).status()).toBe(404);
  expect(await addressOf(request, projectId, 'card')).toBeNull();
});

test('refused files say why beside the field and lose nothing typed', async ({ page }) => {
  const word = uniqueWord('pict');
  await logInAsOwnFounder(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await fillCampaign(page, `${word} Refusals`, word);
  const field = pictureInput(page);
  await field.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture.') });
  await expect(page.getByRole('alert')).toHaveText('Please choose a JPEG, PNG or WebP picture.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const huge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10 * 1024 * 1024)]);
  await field.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expect(page.getByRole('alert')).toHaveText('This picture is over 10 MB. Please choose a smaller one.');

  // Right first bytes, but no picture behind them.
  const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage'.repeat(50))]);
  await field.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
  await expect(page.getByRole('alert')).toHaveText('This picture could not be read. Please choose another JPEG, PNG or WebP file.');
  await expect(page.getByLabel('Project Title')).toHaveValue(`${word} Refusals`);
  await expect(page.getByLabel('Funding Goal (USD)')).toHaveValue('25000');
  await expect(page.getByRole('button', { name: 'Create Campaign' })).toBeEnabled();
  await expectAccessible(page);
});

test('Cancel stops a picture being prepared and keeps the form', async ({ page }) => {
  const png = await makePng(page, 2400, 1600, '#7c3aed,#22d3ee');
  const word = uniqueWord('pict');
  await logInAsOwnFounder(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await fillCampaign(page, `${word} Cancelled`, word);
  // A slow machine, so that the work is still going when Cancel is pressed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  await pictureInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('progressbar', { name: 'Preparing big.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Campaign' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel picture' }).click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Campaign' })).toBeEnabled();
  await expect(pictureInput(page)).toBeEnabled();
  await expect(page.getByLabel('Project Title')).toHaveValue(`${word} Cancelled`);
  // Nothing arrives later.
  await page.waitForTimeout(1500);
  await expect(preview(page)).toHaveCount(0);
});

test('a picture that fails to save after its project was created is saved again from Update Project Details', async ({ page, request }) => {
  const png = await makePng(page, 800, 600, '#e11d48,#fde68a');
  const word = uniqueWord('pict');
  const name = `${word} Retried`;
  await logInAsOwnFounder(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await fillCampaign(page, name, word);
  await pictureInput(page).setInputFiles({ name: 'retry.png', mimeType: 'image/png', buffer: png });
  await expect(preview(page)).toBeVisible();
  // The network drops the picture's write once (the project's own write goes through).
  let dropped = 0;
  await page.route('**/documents:commit*', async (route) => {
    if (dropped === 0 && (route.request().postData() ?? '').includes('/pictures/')) {
      dropped += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/post-update\//);
  expect(dropped).toBe(1);
  const id = page.url().split('/post-update/')[1];
  await expect(page.getByRole('alert').filter({ hasText: 'Your project was created, but its picture was not saved' })).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveValue(name);
  await expect(preview(page)).toBeVisible();
  expect(await stored(request, `projects/${id}/pictures/card`)).toBeNull();

  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${id}$`));
  await expectPictures(request, id, 1, { width: 640, height: 480 }, { width: 800, height: 600 });
  // One project, not two.
  await page.goto('/entrepreneur/dashboard?tab=mine');
  await expect(page.getByRole('group', { name })).toHaveCount(1);
});
