// A founder's track record: every founder has a public page, /founders/{uid}, linked from
// "By <name>" on the cards and from the project page; guests may open it. No e-mail, no phone.
import { expect, test, type Page } from '@playwright/test';
import type { OwnMember } from '../scripts/seed-lib';
import { logInAs } from './support';
import { demoAccounts } from '../scripts/demo-accounts';
import { logInAsOwn, ownCampaign, ownMember } from './own-data';

const PHONE = '+1 312 555 0100'; // seedMember's number for every member of a test's own

/** A founder of this file's own with a bio, as Settings saves it (users/{uid} and its public copy profiles/{uid}), and a running campaign. */
async function ownFounder() {
  const bio = 'Carpenter turned founder: twelve years building workshop tools for schools.';
  const founder = await ownMember('entrepreneur', 'Greta Holloway', { bio });
  const project = await ownCampaign(founder);
  return { founder: { ...founder, bio }, project };
}

async function expectFoundersPage(page: Page, founder: OwnMember & { bio: string }, title: string) {
  await expect(page).toHaveURL(`/founders/${founder.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: founder.fullName })).toBeVisible();
  await expect(page.getByText(founder.bio)).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  const row = campaigns.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('Running', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Track record' })).toContainText("From StartupFund's records");
  const main = page.getByRole('main');
  await expect(main).not.toContainText('@');
  await expect(main).not.toContainText(PHONE);
}

test("a guest opens a card's By link and sees the founder's page with their campaigns", async ({ page }) => {
  const { founder, project } = await ownFounder();
  await page.goto('/guest');
  // Its word is in no other project: the search finds its card alone, however many campaigns are newer.
  await page.getByLabel('Search projects').fill(project.key);
  const card = page.getByRole('listitem').filter({ hasText: project.title });
  await card.getByRole('link', { name: `By ${founder.fullName}` }).click();
  await expectFoundersPage(page, founder, project.title);
});

test("a member opens the founder's page from the project page", async ({ page }) => {
  const { founder, project } = await ownFounder();
  await logInAsOwn(page, await ownMember('investor', 'Iver Lund'));
  await page.goto(`/project/${project.key}`);
  await page.getByRole('link', { name: founder.fullName, exact: true }).click();
  await expectFoundersPage(page, founder, project.title);
});

// LabKit (by Sam, ended Funded): six milestones (one delivered on time, one late, two Late, two ahead),
// $1,850 of spending recorded of $3,000 raised, two updates after its deadline 3 and 5 days apart, and
// a backer's unanswered request (the seed's record).
test("a member sees a founder's track record on their project page and, in full, on their page", async ({ page }) => {
  const { sam } = demoAccounts;
  await logInAs(page, 'ivy');
  await page.goto('/project/labkit-home-chemistry');
  const short = page.getByRole('region', { name: `${sam.fullName}’s track record` });
  await expect(short).toContainText('Milestones delivered on time1 of 2 delivered');
  await expect(short).toContainText('Spending recorded$1,850');
  await expect(short).toContainText('Median time between updates4 days');
  await expect(short).toContainText('Update requests unanswered1');
  await short.getByRole('link', { name: 'See the full track record' }).click();
  await expect(page).toHaveURL(`/founders/${sam.uid}`);
  const record = page.getByRole('region', { name: 'Track record' });
  const figure = (label: string) => record.locator('div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Campaigns funded')).toContainText('1 of 1 ended');
  await expect(figure('Raised by funded campaigns')).toContainText('$3,000');
  await expect(figure('Milestones delivered on time')).toContainText('1 of 4 due');
  await expect(figure('Milestones delivered on time')).toContainText('Reported by the founder');
  await expect(figure('Spending recorded')).toContainText('62% of $3,000 ($1,850)');
  await expect(figure('Spending recorded')).toContainText('Reported by the founder');
  await expect(figure('Median time between updates')).toContainText('4 days');
  await expect(figure('Median time between updates')).toContainText('last 20 updates on funded campaigns');
  await expect(figure('Update requests unanswered')).toContainText('Update requests unanswered1');
  await expect(figure('Update requests unanswered')).toContainText('counted by StartupFund');
  await expect(page.getByRole('main')).not.toContainText('@');
});
