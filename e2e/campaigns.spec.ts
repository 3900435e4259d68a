// The life of a campaign across roles: create, review, browse, search, edit, bookmark, delete.
import { expect, test, type Page } from '@playwright/test';
import { fillCampaign, logInAs, startFreshProjectDay, uniqueWord } from './support';

test.describe.configure({ mode: 'serial' });

const word = uniqueWord('kelp');
const title = `${word} Ocean Farms`;
let projectId = '';

const card = (page: Page, name: string) => page.getByRole('group', { name });

/** Types a search and waits until it reaches the URL (the box reports ~300 ms after typing stops). */
async function search(page: Page, text: string) {
  await page
    .getByRole('searchbox', { name: /search projects/i })
    .or(page.getByLabel(/search projects/i))
    .first()
    .fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`));
}

test('an entrepreneur creates a campaign, which waits for review', async ({ page }) => {
  await startFreshProjectDay('erin');
  await logInAs(page, 'erin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Campaign' })).toBeVisible();
  await fillCampaign(page, {
    title,
    category: 'sustainability',
    description: `Seaweed farms that capture carbon along the coast. ${word}`,
    goal: '40000',
    imageUrl: 'https://example.com/kelp.jpg',
    businessPlan: 'Sell kelp to food and fertiliser makers.',
    teamInfo: 'Two marine biologists and a harbour master.',
    risks: 'Storms and permits.',
  });
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/entrepreneur\/dashboard\?tab=mine/);
  await expect(card(page, title)).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
});

test('a pending campaign is hidden from guests and investors', async ({ page }) => {
  await page.goto('/guest');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await logInAs(page, 'ivy');
  await search(page, word);
  await expect(page.getByText('No projects match your search criteria.')).toBeVisible();
});

test('the admin approves it', async ({ page }) => {
  await logInAs(page, 'admin');
  await expect(card(page, title)).toBeVisible();
  // Approve asks first: Cancel leaves it pending.
  await card(page, title).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Approve ${title}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card(page, title)).toBeVisible();
  await card(page, title).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card(page, title)).toHaveCount(0);
});

test('guests and investors now find it, by search and by category', async ({ page }) => {
  await page.goto('/guest');
  await expect(page.getByText(title)).toBeVisible();
  await logInAs(page, 'ivy');
  await search(page, `${word.slice(0, 8)}`);
  await expect(card(page, title)).toBeVisible();
  await page.getByLabel('Category').selectOption('sustainability');
  await expect(card(page, title)).toBeVisible();
  await expect(page).toHaveURL(/category=sustainability/);
  await page.getByLabel('Category').selectOption('finance');
  await expect(page.getByText('No projects match your search criteria.')).toBeVisible();
});

test('the entrepreneur edits it and sees the change', async ({ page }) => {
  await logInAs(page, 'erin');
  await page.getByRole('tab', { name: 'My Projects' }).click();
  await card(page, title).getByRole('link', { name: 'Post Update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Project Details' })).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveValue(title);
  await page.getByLabel('Description').fill(`Now with a second farm in Maine. ${word}`);
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page).toHaveURL(/\/project\//);
  projectId = page.url().split('/project/')[1];
  await expect(page.getByText('Now with a second farm in Maine.')).toBeVisible();
  // The list's card (its own document, written with the project) says the same.
  await page.goto('/entrepreneur/dashboard?tab=mine');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Now with a second farm in Maine.');
});

test('another entrepreneur cannot edit it', async ({ page }) => {
  await logInAs(page, 'sam');
  await page.goto(`/post-update/${projectId}`);
  await expect(page.getByText('You can only update your own projects')).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveCount(0);
});

test('the admin bookmarks it, filters by bookmarks, and deletes it', async ({ page }) => {
  await logInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Browse Projects' }).click();
  await search(page, word);
  await card(page, title).getByRole('button', { name: 'Bookmark' }).click();
  await expect(card(page, title).getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Bookmarked' }).click();
  await expect(card(page, title)).toBeVisible();
  await card(page, title).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('No projects match your search criteria.')).toBeVisible();
});
