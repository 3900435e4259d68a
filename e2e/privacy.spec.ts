// Investors are shown the way they choose, founders by name; an e-mail address is seen only
// by its owner, the creator (of their investors) and the admin.
import { expect, test, type Page } from '@playwright/test';
import { logInAs, logOut } from './support';
import { demoAccounts } from '../scripts/demo-accounts';

test.describe.configure({ mode: 'serial' });

const project = { id: 'clearbreath-asthma-tracker', title: 'ClearBreath Asthma Inhaler Tracker' };
const { ivy, olivia, erin } = demoAccounts;
const recentInvestors = (page: Page) =>
  page.locator('section, div', { has: page.getByRole('heading', { name: 'Recent Investors', exact: true }) }).last();

/** The Backers list names both investors with their addresses; Recent Investors stays what the public sees. */
async function expectBackersNameBoth(page: Page) {
  const backers = page.locator('section', { has: page.getByRole('heading', { name: 'Backers' }) });
  const oliviaRow = backers.getByRole('row').filter({ hasText: olivia.email });
  await expect(oliviaRow).toContainText(olivia.fullName);
  await expect(oliviaRow).toContainText('anonymous to the public');
  await expect(backers.getByRole('row').filter({ hasText: ivy.email })).toContainText(ivy.fullName);
  await expect(recentInvestors(page).getByText('Anonymous investor').first()).toBeVisible();
}

test('a guest sees founders by name and no e-mail address anywhere on the featured projects', async ({ page }) => {
  // Searched for, so other journeys' new campaigns cannot push it off the first page.
  await page.goto('/guest?q=asthma');
  const card = page.getByRole('listitem').filter({ hasText: project.title });
  await expect(card.getByText(`By ${erin.fullName}`)).toBeVisible();
  // (The footer's support address is the product's own, not a person's.)
  await expect(page.getByRole('list', { name: 'Featured projects' })).not.toContainText('@');
});

test('Ivy invests by name from the project page', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('definition').filter({ hasText: erin.fullName })).toBeVisible(); // Created by
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await expect(dialog.getByRole('checkbox', { name: 'Invest anonymously' })).not.toBeChecked();
  await expect(dialog.getByText(`Recent Investors will show your name, ${ivy.fullName}.`)).toBeVisible();
  await dialog.getByLabel('Investment Amount (USD)').fill('120');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(dialog).toBeHidden();
  await expect(recentInvestors(page).getByText(ivy.fullName)).toBeVisible();
  await expect(recentInvestors(page)).not.toContainText('@');
  await logOut(page);
});

test('Olivia invests anonymously from /payment, and sees Ivy by name, never her address', async ({ page }) => {
  await logInAs(page, 'olivia');
  await page.goto(`/payment/${project.id}`);
  await page.getByRole('checkbox', { name: 'Invest anonymously' }).check();
  await expect(page.getByText('Recent Investors will show "Anonymous investor".')).toBeVisible();
  await page.getByLabel('Investment Amount (USD)').fill('80');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
  const recent = recentInvestors(page);
  // The newest receipt first: hers, by the label alone (the demo's crowd has anonymous backers too).
  await expect(recent.getByRole('listitem').first()).toContainText('Anonymous investor');
  await expect(recent.getByRole('listitem').first()).toContainText('$80');
  await expect(recent.getByText(ivy.fullName)).toBeVisible();
  await expect(recent.getByText(olivia.fullName)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(ivy.email);
  await logOut(page);
});

test('the creator sees who invested, name and e-mail, the anonymous one included', async ({ page }) => {
  await logInAs(page, 'erin');
  await page.goto(`/project/${project.id}`);
  await expectBackersNameBoth(page);
  await logOut(page);
});

test('the admin sees the founder’s e-mail beside their name, and who invested, the anonymous one included', async ({ page }) => {
  await logInAs(page, 'admin');
  await page.goto(`/project/${project.id}`);
  await expect(page.getByText(erin.email)).toBeVisible();
  await expect(page.getByText(erin.fullName).first()).toBeVisible();
  await expectBackersNameBoth(page);
});

test('another investor sees no Backers list', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto(`/project/${project.id}`);
  await expect(recentInvestors(page).getByText('Anonymous investor').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Backers' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(olivia.email);
});
