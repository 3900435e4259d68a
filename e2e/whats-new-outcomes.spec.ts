// What became of an investment, said the same in What's new, on the project page and in the
// creator's Backers and CSV, on the seed's ended and closed campaigns ivy backed. And the
// founder's milestone reminders (Erin's TallyBook) and the spending a backer hears of (LabKit).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from './support';
import { demoAccounts } from '../scripts/demo-accounts';

const parkPal = 'ParkPal Smart Parking Meters';
const fieldTutor = 'FieldTutor Tutoring Marketplace for Rural Schools';
const labKit = 'LabKit Home Chemistry Kits for Students';
const notes = {
  closed: 'The admin closed this campaign: every investment in it is returned to its investor.',
  short: 'This campaign ended short of its goal: every investment in it is returned to its investor.',
  funded: 'This campaign ended funded: its investments are collected.',
};
const date = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;

async function openWhatsNew(page: Page) {
  await page.getByRole('button', { name: /What's new/ }).click();
  return page.getByRole('region', { name: "What's new" });
}

test('What’s new tells ivy what became of her money in each ended or closed campaign, as the project page does', async ({ page }) => {
  await logInAs(page, 'ivy');
  const panel = await openWhatsNew(page);
  const item = (title: string) => panel.getByRole('link', { name: new RegExp(`^Your investment in ${title}`) });
  await expect(item(parkPal)).toContainText(`Your investment in ${parkPal} was Returned${notes.closed}`);
  await expect(item(fieldTutor)).toContainText(`Your investment in ${fieldTutor} was Returned${notes.short}`);
  await expect(item(labKit)).toContainText(`Your investment in ${labKit} was Collected${notes.funded}`);
  for (const title of [parkPal, fieldTutor, labKit]) await expect(item(title)).toContainText(date);

  // The project page says the same words.
  await item(parkPal).click();
  await expect(page.getByRole('heading', { level: 1, name: parkPal })).toBeVisible();
  await expect(page.getByTestId('campaign-money-note')).toHaveText(notes.closed);
  await (await openWhatsNew(page)).getByRole('link', { name: new RegExp(`^Your investment in ${labKit}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: labKit })).toBeVisible();
  await expect(page.getByTestId('campaign-money-note')).toHaveText(notes.funded);
});

test('the creator’s Backers list and CSV say Returned for ivy’s money in a campaign that ended short', async ({ page }) => {
  await logInAs(page, 'erin');
  await page.goto('/project/fieldtutor-rural-schools');
  await expect(page.getByTestId('campaign-money-note')).toHaveText(notes.short);
  const backers = page.locator('section', { has: page.getByRole('heading', { name: 'Backers' }) });
  await expect(backers.getByTestId('backers-totals')).toContainText('returned investment');
  const row = backers.getByRole('row').filter({ hasText: demoAccounts.ivy.email });
  await expect(row).toContainText('Returned');
  const [download] = await Promise.all([page.waitForEvent('download'), backers.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const ivyLines = csv.split('\r\n').filter((line) => line.includes(demoAccounts.ivy.email));
  expect(ivyLines.length).toBeGreaterThan(0);
  for (const line of ivyLines) expect(line).toContain(',Returned,');
});

test('What’s new reminds Erin of her Late milestone and the one due within 7 days, and leads to the project', async ({ page }) => {
  const tallyBook = 'TallyBook AI Bookkeeping for Freelancers';
  await logInAs(page, 'erin');
  const panel = await openWhatsNew(page);
  const late = panel.getByRole('link', { name: new RegExp(`^A milestone of ${tallyBook} is late`) });
  await expect(late).toContainText(/Milestone “Receipt matching in the mobile app” is late \(due [A-Z][a-z]{2} \d{1,2}, \d{4}\)/);
  await expect(panel.getByRole('link', { name: new RegExp(`^A milestone of ${tallyBook} is due soon`) })).toContainText(
    /Milestone “Quarterly tax estimate beta” is due [A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );
  await late.click();
  await expect(page.getByRole('heading', { level: 1, name: tallyBook })).toBeVisible();
});

test('What’s new tells ivy, a backer of LabKit, of the spending recorded on it and its correction', async ({ page }) => {
  await logInAs(page, 'ivy');
  const panel = await openWhatsNew(page);
  const spending = panel.getByRole('link', { name: new RegExp(`^Spending on ${labKit}`) });
  await expect(spending.filter({ hasText: 'Spending recorded: $1,200 for Bulk order of materials for the first 100 kits' })).toHaveCount(1);
  await expect(spending.filter({ hasText: /^Spending on .*Spending corrected: -\$100 on an earlier entry/ })).toHaveCount(1);
});
