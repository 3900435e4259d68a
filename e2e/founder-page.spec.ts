// Issue 34, a founder's track record: every founder has a public page, /founders/{uid}, linked from
// "By <name>" on the cards and from the project page; guests may open it. No e-mail, no phone.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from './support';
import { demoAccounts } from '../scripts/demo-accounts';

const project = { id: 'clearbreath-asthma-tracker', title: 'ClearBreath Asthma Inhaler Tracker' };
const { erin } = demoAccounts;

async function expectErinsPage(page: Page) {
  await expect(page).toHaveURL(`/founders/${erin.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: erin.fullName })).toBeVisible();
  await expect(page.getByText(erin.bio)).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  const row = campaigns.getByRole('listitem').filter({ hasText: project.title });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^(Running|Funded|Ended: goal not reached)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Track record' })).toContainText("From StartupFund's records");
  const main = page.getByRole('main');
  await expect(main).not.toContainText('@');
  await expect(main).not.toContainText(erin.phoneNumber);
}

test("a guest opens a card's By link and sees the founder's page with their campaigns", async ({ page }) => {
  await page.goto('/guest');
  const card = page.getByRole('listitem').filter({ hasText: project.title });
  await card.getByRole('link', { name: `By ${erin.fullName}` }).click();
  await expectErinsPage(page);
});

test("a member opens the founder's page from the project page", async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto(`/project/${project.id}`);
  await page.getByRole('link', { name: erin.fullName, exact: true }).click();
  await expectErinsPage(page);
});
