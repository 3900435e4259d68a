// Investing from the project page and from /payment, and what every screen then shows. Each journey
// invests in a campaign of its own, by investors of its own, so the figures it reads are its own.
import { expect, test, type Page } from '@playwright/test';
import { logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';

const GOAL = 200_000;
const raised = (page: Page) => page.locator('dt', { hasText: /^Raised$/ }).locator('xpath=following-sibling::dd[1]');
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Funding progress' }).first();

/** A running campaign of a founder of this journey's own, with a goal of $200,000. */
async function ownProject() {
  const founder = await ownMember('entrepreneur', 'Mae Medina');
  const project = await ownCampaign(founder, { goal: GOAL });
  return { founder, id: project.key, title: project.title };
}

test('an investor invests from the project page, after invalid amounts are refused', async ({ page }) => {
  const project = await ownProject();
  const investor = await ownMember('investor', 'Iris Ingram');
  await logInAsOwn(page, investor);
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(raised(page)).toHaveText('$0');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByLabel('Investment Amount (USD)');
  // The spec's message, and on a second line why.
  for (const [bad, reason] of [
    ['0', "This campaign's minimum investment is $1."],
    ['-3', 'Enter a whole number of dollars, with no cents.'],
    ['12.5', 'Enter a whole number of dollars, with no cents.'],
  ]) {
    await amount.fill(bad);
    await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Please enter a valid investment amount\n${reason}`);
    // Said beside the field, which takes the keyboard back.
    await expect(amount).toHaveAccessibleDescription(
      `Whole dollars, from $1 to $1,000,000. Please enter a valid investment amount\n${reason}`,
    );
    await expect(amount).toBeFocused();
  }
  await amount.fill('4000');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Investment confirmed/)).toBeVisible();
  await expect(raised(page)).toHaveText('$4,000');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
  const recent = page.getByRole('heading', { name: 'Recent Investors' }).locator('xpath=..');
  await expect(recent.getByText(investor.fullName)).toBeVisible();
  await expect(recent.getByText(investor.email)).toHaveCount(0);
  await expect(recent.getByText('$4,000')).toBeVisible();
});

test('Escape closes the investment dialog without investing', async ({ page }) => {
  const project = await ownProject();
  await ownInvestment(project.id, await ownMember('investor', 'Iris Ingram'), 4000);
  await logInAsOwn(page, await ownMember('investor', 'Otto Olsen'));
  await page.goto(`/project/${project.id}`);
  await expect(raised(page)).toHaveText('$4,000');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Make an Investment' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Make an Investment' })).toBeHidden();
  await expect(raised(page)).toHaveText('$4,000');
});

test('an investor invests from the invest page', async ({ page }) => {
  const project = await ownProject();
  const investor = await ownMember('investor', 'Iris Ingram');
  await ownInvestment(project.id, investor, 4000);
  await logInAsOwn(page, investor);
  await page.goto(`/payment/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invest in ${project.title}` })).toBeVisible();
  await page.getByLabel('Investment Amount (USD)').fill('0');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page.getByRole('alert')).toHaveText("Please enter a valid amount\nThis campaign's minimum investment is $1.");
  await page.getByLabel('Investment Amount (USD)').fill('2000');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
  await expect(raised(page)).toHaveText('$6,000');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
});

test('My Investments lists both, with the total, linking to the project', async ({ page }) => {
  const project = await ownProject();
  const investor = await ownMember('investor', 'Iris Ingram');
  await ownInvestment(project.id, investor, 4000);
  await ownInvestment(project.id, investor, 2000);
  await logInAsOwn(page, investor);
  await page.getByRole('tab', { name: 'My Investments' }).click();
  const rows = page.getByRole('row').filter({ hasText: project.title });
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('total-invested')).toHaveText('$6,000');
  await rows.first().getByRole('link', { name: project.title }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
});

test('the creator sees no Invest Now on their own project', async ({ page }) => {
  const project = await ownProject();
  const investor = await ownMember('investor', 'Iris Ingram');
  await ownInvestment(project.id, investor, 4000);
  await ownInvestment(project.id, investor, 2000);
  await logInAsOwn(page, project.founder);
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(raised(page)).toHaveText('$6,000');
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
});
