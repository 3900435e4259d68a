// Deal terms, the founder's side: a founder states SAFE terms with a $100 minimum, the admin approves,
// an investor sees the terms and backs it, and the founder hears both in What's new. Each journey on
// its own founder, investor and campaign (e2e/own-data.ts), so any runs alone, in any order.
import { expect, test, type Page } from '@playwright/test';
import { asTheAdmin, logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';
import { fillCampaign, logInAs, logOut, uniqueWord } from './support';

const TERMS = 'SAFE: $5,000,000 valuation cap, 20% discount; minimum $100';
const card = (page: Page, title: string) => page.getByRole('group', { name: title });

/** This journey's founder and a campaign of theirs, "<word> Solar Sheds", stating TERMS, waiting for review. */
async function ownSolarSheds() {
  const word = uniqueWord('termsheet');
  const title = `${word} Solar Sheds`;
  const founder = await ownMember('entrepreneur', 'Sol Shedley');
  const project = await ownCampaign(founder, {
    title,
    category: 'sustainability',
    description: `Solar roofs for garden sheds. ${word}`,
    goal: 20000,
    dealTerms: { instrument: 'safe', minimumInvestment: 100, valuationCap: 5_000_000, discountPercent: 20 },
    state: 'pending',
  });
  return { word, title, founder, projectId: project.key };
}

test('a founder states SAFE terms and a $100 minimum, shown in plain words on the project page', async ({ page }) => {
  const word = uniqueWord('termsheet');
  const title = `${word} Solar Sheds`;
  const founder = await ownMember('entrepreneur', 'Sol Shedley');
  await logInAsOwn(page, founder);
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
  await card(page, title).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(TERMS)).toBeVisible();
});

test('the admin approves it; an investor sees the terms and backs it', async ({ page }) => {
  const { word, title, projectId } = await ownSolarSheds();
  const investor = await ownMember('investor', 'Ida Ives');
  await logInAs(page, 'admin');
  await card(page, title).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card(page, title)).toHaveCount(0);

  await logOut(page);
  await logInAsOwn(page, investor);
  await page.goto(`/projects?q=${word}`);
  await card(page, title).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByText(TERMS)).toBeVisible();
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await expect(dialog.getByTestId('deal-terms')).toHaveText(`Deal terms: ${TERMS}`);
  await dialog.getByLabel('Investment Amount (USD)').fill('100');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(page.getByRole('region', { name: 'Investment confirmed' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
});

test('the founder hears both in What’s new: the approval and the day’s investment', async ({ page }) => {
  // Submitted a minute ago, approved by the admin on the server (its audit entry with it), then backed with $100 today.
  const { title, founder, projectId } = await ownSolarSheds();
  await asTheAdmin({ action: 'approve', projectId });
  const investor = await ownMember('investor', 'Ida Ives');
  await ownInvestment(projectId, investor, 100);
  await logInAsOwn(page, founder);
  await page.getByRole('button', { name: /What's new/ }).click();
  const news = page.getByRole('region', { name: "What's new" });
  await expect(news.getByRole('listitem').filter({ hasText: `New investments in ${title}` })).toContainText('1 new investor, $100 today');
  await expect(news.getByRole('listitem').filter({ hasText: `Your project ${title}` })).toContainText('The admin approved the project.');
});
