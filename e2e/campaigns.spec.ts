// The life of a campaign across roles: create, review, browse, search, edit, bookmark, delete. Each
// journey on its own founder, members and campaign (e2e/own-data.ts), so any runs alone, in any order.
import { expect, test, type Page } from '@playwright/test';
import { asTheAdmin, logInAsOwn, ownCampaign, ownMember } from './own-data';
import { fillCampaign, logInAs, uniqueWord } from './support';

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

/** This journey's founder and a campaign of theirs, "<word> Ocean Farms" (sustainability), in the state asked for. */
async function ownOceanFarms(state: 'pending' | 'approved' = 'approved') {
  const word = uniqueWord('kelp');
  const title = `${word} Ocean Farms`;
  const founder = await ownMember('entrepreneur', 'Kai Kelpman');
  const project = await ownCampaign(founder, {
    title,
    category: 'sustainability',
    description: `Seaweed farms that capture carbon along the coast. ${word}`,
    goal: 40000,
    state,
  });
  return { word, title, founder, projectId: project.key };
}

test('an entrepreneur creates a campaign, which waits for review', async ({ page }) => {
  const word = uniqueWord('kelp');
  const title = `${word} Ocean Farms`;
  const founder = await ownMember('entrepreneur', 'Kai Kelpman');
  await logInAsOwn(page, founder);
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
  // The founder's only project, its card saying it waits for review.
  const mine = page.getByRole('list', { name: 'My projects' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine.filter({ hasText: title }).getByText('Pending', { exact: true })).toBeVisible();
});

test('a pending campaign is hidden from guests and investors', async ({ page }) => {
  const { word, title } = await ownOceanFarms('pending');
  const investor = await ownMember('investor', 'Ines Ingram');
  await page.goto('/guest');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await logInAsOwn(page, investor);
  await search(page, word);
  await expect(page.getByText('No projects match your search criteria.')).toBeVisible();
});

test('the admin approves it', async ({ page }) => {
  const { title } = await ownOceanFarms('pending');
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
  // Submitted a minute ago and approved just now, as the admin's Approve does.
  const { word, title, projectId } = await ownOceanFarms('pending');
  await asTheAdmin({ action: 'approve', projectId });
  const investor = await ownMember('investor', 'Ines Ingram');
  // Other journeys' campaigns, made at the same time, may fill the first page: the guest searches too.
  await page.goto('/guest');
  await search(page, word);
  await expect(card(page, title)).toBeVisible();
  await logInAsOwn(page, investor);
  await search(page, `${word.slice(0, 8)}`);
  await expect(card(page, title)).toBeVisible();
  await page.getByLabel('Category').selectOption('sustainability');
  await expect(card(page, title)).toBeVisible();
  await expect(page).toHaveURL(/category=sustainability/);
  await page.getByLabel('Category').selectOption('finance');
  await expect(page.getByText('No projects match your search criteria.')).toBeVisible();
});

test('the entrepreneur edits it and sees the change', async ({ page }) => {
  const { word, title, founder, projectId } = await ownOceanFarms();
  await logInAsOwn(page, founder);
  await page.getByRole('tab', { name: 'My Projects' }).click();
  await card(page, title).getByRole('link', { name: 'Post Update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Project Details' })).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveValue(title);
  await page.getByLabel('Description').fill(`Now with a second farm in Maine. ${word}`);
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
  await expect(page.getByText('Now with a second farm in Maine.')).toBeVisible();
  // The list's card (its own document, written with the project) says the same.
  await page.goto('/entrepreneur/dashboard?tab=mine');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Now with a second farm in Maine.');
});

test('another entrepreneur cannot edit it', async ({ page }) => {
  const { projectId } = await ownOceanFarms();
  const other = await ownMember('entrepreneur', 'Otto Otterley');
  await logInAsOwn(page, other);
  await page.goto(`/post-update/${projectId}`);
  await expect(page.getByText('You can only update your own projects')).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveCount(0);
});

test('the admin bookmarks it, filters by bookmarks, and deletes it', async ({ page }) => {
  const { word, title } = await ownOceanFarms();
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
