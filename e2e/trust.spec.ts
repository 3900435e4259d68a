// In the browser: a verified address before a campaign, reject with a reason and
// resubmit, the creator's Backers and Export CSV, and Close campaign for a project with money. Each
// journey on its own founder, investors and campaign (e2e/own-data.ts), so any runs alone, in any order.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { markEmailVerifiedByEmail } from '../scripts/seed-lib';
import { logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';
import { expectDashboard, fillCampaign, logInAs, logOut, register, unique, uniqueWord } from './support';

const REASON = 'Please add the expected revenue for the first year.';

const card = (page: Page, name: string) => page.getByRole('group', { name });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** This journey's founder and a running campaign of theirs, "<word> Tidal Turbines", with a $1,000 goal. */
async function ownTidalTurbines() {
  const word = uniqueWord('tide');
  const title = `${word} Tidal Turbines`;
  const founder = await ownMember('entrepreneur', 'Tess Tidewell');
  const project = await ownCampaign(founder, {
    title,
    category: 'sustainability',
    description: `Small turbines for harbour walls. ${word}`,
    goal: 1000,
  });
  return { word, title, founder, projectId: project.key };
}

test('a new account must verify its address before creating a campaign', async ({ page }) => {
  const email = unique('founder');
  await page.goto('/register');
  await register(page, { fullName: 'Fay Fuller', email, wants: 'Create Projects' });
  await expectDashboard(page, 'entrepreneur');
  await page.goto('/create-campaign');
  const notice = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address to create a campaign.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'I’ve verified my address' }).click();
  await expect(notice.getByText('Your address is not verified yet.')).toBeVisible();

  await markEmailVerifiedByEmail(email); // what the link in the e-mail does
  await notice.getByRole('button', { name: 'I’ve verified my address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Campaign' })).toBeVisible();
  await expect(page.getByText('Please verify your e-mail address')).toHaveCount(0);
});

test('the admin rejects a campaign with a reason; the creator sees it, edits and resubmits', async ({ page }) => {
  const word = uniqueWord('tide');
  const title = `${word} Tidal Turbines`;
  const founder = await ownMember('entrepreneur', 'Tess Tidewell');
  await logInAsOwn(page, founder);
  await page.goto('/create-campaign');
  await fillCampaign(page, {
    title,
    category: 'sustainability',
    description: `Small turbines for harbour walls. ${word}`,
    goal: '1000',
    imageUrl: 'HTTPS://EXAMPLE.COM/Tide.JPG',
    businessPlan: 'Sell power to the harbour.',
    teamInfo: 'Two engineers.',
    risks: 'Storms.',
  });
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(card(page, title)).toBeVisible();
  await logOut(page);

  await logInAs(page, 'admin');
  await card(page, title).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please tell the creator what to change')).toBeVisible();
  await dialog.getByLabel('Reason for rejection').fill(REASON);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(card(page, title)).toHaveCount(0);
  await logOut(page);

  await logInAsOwn(page, founder);
  await page.getByRole('tab', { name: 'My Projects' }).click();
  const mine = card(page, title);
  await expect(mine.getByText('Sent back for changes').first()).toBeVisible();
  await expect(mine.getByText(REASON)).toBeVisible();
  await mine.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('note', { name: 'Sent back for changes' })).toContainText(REASON);
  await page.getByRole('link', { name: 'Edit Project' }).click();
  // What was typed as HTTPS://EXAMPLE.COM/Tide.JPG was stored normalised.
  await expect(page.getByLabel('Image URL')).toHaveValue('https://example.com/Tide.JPG');
  await page.getByLabel('Description').fill(`Small turbines for harbour walls, $40,000 revenue in year one. ${word}`);
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page.getByText('$40,000 revenue in year one')).toBeVisible();
  await page.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(page.getByText('Pending review')).toBeVisible();
  await logOut(page);

  await logInAs(page, 'admin');
  await expect(card(page, title).getByText(/after being sent back for changes once/)).toBeVisible();
  await expect(card(page, title).getByText(REASON)).toBeVisible();
  await card(page, title).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card(page, title)).toHaveCount(0);
});

test('an investor backs it; the creator sees Backers, the chart and exports CSV', async ({ page }) => {
  const { founder, projectId } = await ownTidalTurbines();
  const investor = await ownMember('investor', 'Bo Backer');
  await logInAsOwn(page, investor);
  await page.goto(`/project/${projectId}`);
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await page.getByRole('dialog').getByLabel('Investment Amount (USD)').fill('300');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(page.getByText(/Investment confirmed/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funding over time' })).toBeVisible();
  await page.getByText('Show as a table').click();
  await expect(page.getByRole('cell', { name: '$300' })).toBeVisible();
  await logOut(page);

  await logInAsOwn(page, founder);
  await page.goto(`/project/${projectId}`);
  const backers = page.locator('section', { has: page.getByRole('heading', { name: 'Backers' }) });
  await expect(backers.getByTestId('backers-totals')).toHaveText('$300 from 1 backer (1 active investment)');
  const row = backers.getByRole('row').filter({ hasText: investor.email });
  await expect(row).toContainText('$300');
  await expect(row).toContainText('Active');
  const [download] = await Promise.all([page.waitForEvent('download'), backers.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`backers-${projectId}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Investor,E-mail,Anonymous,Amount (USD),Date,Status,Investment ID');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(`^${escaped(investor.fullName)},${escaped(investor.email)},No,300,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,Active,`),
  );
});

test('the admin closes it: hidden from browse, still open to its investor and creator, no more investing', async ({ page }) => {
  const { word, title, founder, projectId } = await ownTidalTurbines();
  const investor = await ownMember('investor', 'Bo Backer');
  const stranger = await ownMember('investor', 'Sid Stranger');
  await ownInvestment(projectId, investor, 300);
  await logInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Browse Projects' }).click();
  await page.getByLabel('Search projects').fill(word);
  // The search applies after a pause or when the box loses focus; a click on a card of the list shown
  // before it would open the dialog on a card the results then replace.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`));
  await expect(card(page, title).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await card(page, title).getByRole('button', { name: 'Close campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close campaign' }).click();
  await expect(page.getByText('No projects match your search criteria.')).toBeVisible();
  await logOut(page);

  await logInAsOwn(page, investor);
  await page.getByRole('tab', { name: 'My Investments' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Closed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  await page.goto(`/payment/${projectId}`);
  await expect(page.getByText('This campaign is closed and takes no more investments.')).toBeVisible();
  await logOut(page);

  await logInAsOwn(page, founder);
  await page.goto(`/project/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: investor.email })).toBeVisible();
  await logOut(page);

  await logInAsOwn(page, stranger);
  await page.goto(`/project/${projectId}`);
  await expect(page.getByText('Project not found')).toBeVisible();
});
