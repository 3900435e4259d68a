// Deal terms, the founder's side: a founder states SAFE terms with a $100 minimum, the admin approves,
// an investor sees the terms and backs it, and the founder hears both in What's new.
import { expect, test, type Page } from '@playwright/test';
import { fillCampaign, logInAs, logOut, startFreshProjectDay, uniqueWord } from './support';

test.describe.configure({ mode: 'serial' });

const word = uniqueWord('termsheet');
const title = `${word} Solar Sheds`;
const TERMS = 'SAFE: $5,000,000 valuation cap, 20% discount; minimum $100';
const card = (page: Page) => page.getByRole('group', { name: title });

test('a founder states SAFE terms and a $100 minimum, shown in plain words on the project page', async ({ page }) => {
  await startFreshProjectDay('erin');
  await logInAs(page, 'erin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await fillCampaign(page, {
    title,
    category: 'sustainability',
    description: `Solar roofs for garden sheds. ${word}`,
    goal: '20000',
    imageUrl: 'https://example.com/sheds.jpg',
    businessPlan: 'Sell kits through garden centres.',
    teamInfo: 'A roofer and an electrician.',
    risks: 'Panel prices.',
  });
  const terms = page.getByRole('group', { name: 'Deal terms' });
  await terms.getByLabel('Instrument').selectOption({ label: 'SAFE' });
  await terms.getByLabel('Valuation Cap (USD)').fill('5000000');
  await terms.getByLabel('Discount (%)').fill('20');
  await terms.getByLabel('Minimum Investment (USD)').fill('100');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/entrepreneur\/dashboard\?tab=mine/);
  await card(page).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(TERMS)).toBeVisible();
});

test('the admin approves it; an investor sees the terms and backs it', async ({ page }) => {
  await logInAs(page, 'admin');
  await card(page).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card(page)).toHaveCount(0);

  await logOut(page);
  await logInAs(page, 'ivy');
  await page.goto(`/projects?q=${word}`);
  await card(page).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByText(TERMS)).toBeVisible();
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await expect(dialog.getByTestId('deal-terms')).toHaveText(`Deal terms: ${TERMS}`);
  await dialog.getByLabel('Investment Amount (USD)').fill('100');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(page.getByRole('region', { name: 'Investment confirmed' })).toBeVisible();
});

test('the founder hears both in What’s new: the approval and the day’s investment', async ({ page }) => {
  await logInAs(page, 'erin');
  await page.getByRole('button', { name: /What's new/ }).click();
  const news = page.getByRole('region', { name: "What's new" });
  await expect(news.getByRole('listitem').filter({ hasText: `New investments in ${title}` })).toContainText('1 new investor, $100 today');
  await expect(news.getByRole('listitem').filter({ hasText: `Your project ${title}` })).toContainText('The admin approved the project.');
});
