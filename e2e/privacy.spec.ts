// Investors are shown the way they choose, founders by name; an e-mail address is seen only
// by its owner, the creator (of their investors) and the admin. Each journey that invests or reads
// investors does so in a campaign of its own, with investors of its own.
import { expect, test, type Page } from '@playwright/test';
import { logInAs, logOut } from './support';
import { demoAccounts } from '../scripts/demo-accounts';
import { logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';
import type { OwnMember } from '../scripts/seed-lib';

// The guest's journey only reads the demo.
const demoProject = { title: 'ClearBreath Asthma Inhaler Tracker' };
const { erin } = demoAccounts;
const recentInvestors = (page: Page) =>
  page.locator('section, div', { has: page.getByRole('heading', { name: 'Recent Investors', exact: true }) }).last();

/** A running campaign of a founder of this journey's own. */
async function ownProject() {
  const founder = await ownMember('entrepreneur', 'Fay Fielding');
  const project = await ownCampaign(founder);
  return { founder, id: project.key, title: project.title };
}

/** The campaign with two investments in it: $120 by name, then $80 anonymously. */
async function backedProject() {
  const project = await ownProject();
  const [named, anonymous] = await Promise.all([ownMember('investor', 'Nell Norris'), ownMember('investor', 'Ada Archer')]);
  await ownInvestment(project.id, named, 120);
  await ownInvestment(project.id, anonymous, 80, true);
  return { ...project, named, anonymous };
}

/** The Backers list names both investors with their addresses; Recent Investors stays what the public sees. */
async function expectBackersNameBoth(page: Page, named: OwnMember, anonymous: OwnMember) {
  const backers = page.locator('section', { has: page.getByRole('heading', { name: 'Backers' }) });
  const anonymousRow = backers.getByRole('row').filter({ hasText: anonymous.email });
  await expect(anonymousRow).toContainText(anonymous.fullName);
  await expect(anonymousRow).toContainText('anonymous to the public');
  await expect(anonymousRow).toContainText('$80');
  const namedRow = backers.getByRole('row').filter({ hasText: named.email });
  await expect(namedRow).toContainText(named.fullName);
  await expect(namedRow).toContainText('$120');
  await expect(recentInvestors(page).getByText('Anonymous investor')).toBeVisible();
}

test('a guest sees founders by name and no e-mail address anywhere on the featured projects', async ({ page }) => {
  // Searched for, so other journeys' new campaigns cannot push it off the first page.
  await page.goto('/guest?q=asthma');
  const card = page.getByRole('listitem').filter({ hasText: demoProject.title });
  await expect(card.getByText(`By ${erin.fullName}`)).toBeVisible();
  // (The footer's support address is the product's own, not a person's.)
  await expect(page.getByRole('list', { name: 'Featured projects' })).not.toContainText('@');
});

test('an investor invests by name from the project page', async ({ page }) => {
  const project = await ownProject();
  const investor = await ownMember('investor', 'Nell Norris');
  await logInAsOwn(page, investor);
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('definition').filter({ hasText: project.founder.fullName })).toBeVisible(); // Created by
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await expect(dialog.getByRole('checkbox', { name: 'Invest anonymously' })).not.toBeChecked();
  await expect(dialog.getByText(`Recent Investors will show your name, ${investor.fullName}.`)).toBeVisible();
  await dialog.getByLabel('Investment Amount (USD)').fill('120');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(dialog).toBeHidden();
  await expect(recentInvestors(page).getByText(investor.fullName)).toBeVisible();
  await expect(recentInvestors(page)).not.toContainText('@');
  await logOut(page);
});

test('another investor invests anonymously from /payment, and sees the first by name, never their address', async ({ page }) => {
  const project = await ownProject();
  const named = await ownMember('investor', 'Nell Norris');
  await ownInvestment(project.id, named, 120);
  const investor = await ownMember('investor', 'Ada Archer');
  await logInAsOwn(page, investor);
  await page.goto(`/payment/${project.id}`);
  await page.getByRole('checkbox', { name: 'Invest anonymously' }).check();
  await expect(page.getByText('Recent Investors will show "Anonymous investor".')).toBeVisible();
  await page.getByLabel('Investment Amount (USD)').fill('80');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
  const recent = recentInvestors(page);
  // The newest receipt first: theirs, by the label alone; then the first investor's, by name.
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').first()).toContainText('Anonymous investor');
  await expect(recent.getByRole('listitem').first()).toContainText('$80');
  await expect(recent.getByRole('listitem').last()).toContainText(named.fullName);
  await expect(recent.getByRole('listitem').last()).toContainText('$120');
  await expect(recent.getByText(named.fullName)).toBeVisible();
  await expect(recent.getByText(investor.fullName)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(named.email);
  await logOut(page);
});

test('the creator sees who invested, name and e-mail, the anonymous one included', async ({ page }) => {
  const project = await backedProject();
  await logInAsOwn(page, project.founder);
  await page.goto(`/project/${project.id}`);
  await expectBackersNameBoth(page, project.named, project.anonymous);
  await logOut(page);
});

test('the admin sees the founder’s e-mail beside their name, and who invested, the anonymous one included', async ({ page }) => {
  const project = await backedProject();
  await logInAs(page, 'admin');
  await page.goto(`/project/${project.id}`);
  await expect(page.getByText(project.founder.email)).toBeVisible();
  await expect(page.getByText(project.founder.fullName).first()).toBeVisible();
  await expectBackersNameBoth(page, project.named, project.anonymous);
});

test('another investor sees no Backers list', async ({ page }) => {
  const project = await backedProject();
  await logInAsOwn(page, project.named);
  await page.goto(`/project/${project.id}`);
  await expect(recentInvestors(page).getByText('Anonymous investor')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Backers' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(project.anonymous.email);
});
