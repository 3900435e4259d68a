// A campaign's life: live and ended lists, outcomes, Sort by and the deadline on /payment read on the
// demo data (nothing writes to it); cancelling an investment (and the 48-hour cut-off) and the admin's
// one-time extension on campaigns and members of this file's own.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ACTION_FUNCTION } from '../shared/admin/admin-calls';
import { warmFunctions } from '../scripts/functions-emulator';
import { logInAs } from './support';
import { logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';

// A function's first call starts its process (up to 20 s on a loaded machine), not the journey's to wait for.
test.beforeAll(() => warmFunctions([ADMIN_ACTION_FUNCTION]));

const card = (page: Page, name: string) => page.getByRole('group', { name });
/** The cards of the project list on the page (not the footer's lists). */
const cards = (page: Page) => page.getByRole('list', { name: /projects$/i }).getByRole('listitem');
const cardItem = (page: Page, name: string) => cards(page).filter({ hasText: name });
const ended = { funded: 'LabKit Home Chemistry Kits for Students', notFunded: 'FieldTutor Tutoring Marketplace for Rural Schools' };
const endsToday = 'ShiftSync AI Scheduling for Restaurants';

/** The whole-number figures after "Raised:" on the visible cards, in order: [raised, percent]. */
async function raisedFigures(page: Page): Promise<Array<[number, number]>> {
  const texts = await cards(page)
    .locator('p')
    .filter({ hasText: /^Raised:/ })
    .allTextContents();
  return texts.map((text) => {
    const [, raised, percent] = /Raised: \$([\d,]+) \((\d+)%\)/.exec(text) ?? [];
    return [Number(raised.replace(/,/g, '')), Number(percent)];
  });
}
const nonIncreasing = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] >= value);

test('browse lists show live campaigns; Show ended adds the ended ones with their outcome', async ({ page }) => {
  await page.goto('/guest?sort=ending');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Projects' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('ending');
  await expect(cards(page).first()).toContainText(endsToday);
  await expect(cardItem(page, endsToday).getByText('Ends today')).toBeVisible();
  await expect(page.getByText(ended.funded)).toHaveCount(0);

  await logInAs(page, 'ivy');
  await page.getByLabel('Search projects').fill('LabKit');
  await expect(page.getByText('No projects match your search criteria.')).toBeVisible();
  // The URL is updated in a transition, so the controlled checkbox turns checked when it commits.
  await page.getByLabel('Show ended').click();
  await expect(page.getByLabel('Show ended')).toBeChecked();
  await expect(page).toHaveURL(/ended=true/);
  const labkit = cardItem(page, ended.funded);
  await expect(labkit.getByText('Funded')).toBeVisible();
  await expect(labkit.getByText(/^Ended [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  // Olivia's two investments and Ivy's one: two backers (backers are people).
  await expect(labkit.getByText('2 backers')).toBeVisible();
  await expect(labkit.getByRole('link', { name: 'Invest Now' })).toHaveCount(0);

  await page.getByLabel('Search projects').fill('FieldTutor');
  await expect(cardItem(page, ended.notFunded).getByText('Ended: goal not reached')).toBeVisible();
});

test('Sort by is part of the URL, orders the list, and Load more keeps the order', async ({ page }) => {
  await logInAs(page, 'olivia');
  await page.getByLabel('Sort by').selectOption('ending');
  await expect(page).toHaveURL(/sort=ending/);
  await expect(cards(page).first()).toContainText(endsToday);
  await expect(cards(page).first()).toContainText('Ends today');

  await page.getByLabel('Sort by').selectOption('funded');
  await expect(page).toHaveURL(/sort=funded/);
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(async () => (await raisedFigures(page)).length).toBeGreaterThan(12);
  expect(nonIncreasing((await raisedFigures(page)).map(([raised]) => raised))).toBe(true);

  await page.goto('/projects?sort=closest&category=sustainability');
  await expect(page.getByLabel('Sort by')).toHaveValue('closest');
  await expect(page.getByLabel('Category')).toHaveValue('sustainability');
  await expect(cards(page).first()).toBeVisible();
  expect(nonIncreasing((await raisedFigures(page)).map(([, percent]) => percent))).toBe(true);
});

test('an ended campaign takes no investment: no Invest Now, and /payment says it has ended', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto('/project/labkit-home-chemistry');
  await expect(page.getByRole('heading', { level: 1, name: ended.funded })).toBeVisible();
  await expect(page.getByTestId('time-left')).toHaveText(/^Ended /);
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  await page.goto('/payment/labkit-home-chemistry');
  await expect(page.getByText('This campaign has ended')).toBeVisible();
  await expect(page.getByLabel('Investment Amount (USD)')).toHaveCount(0);
});

test('an investor cancels an investment after confirming; within 48 hours of the deadline it is not offered', async ({ page }) => {
  const founder = await ownMember('entrepreneur', 'Marta Quell');
  const investor = await ownMember('investor', 'Tobias Renn');
  const [running, closing] = await Promise.all([ownCampaign(founder), ownCampaign(founder, { endsInDays: 1.5 })]);
  // Invested before, in a campaign that now ends in a day and a half.
  await ownInvestment(closing.key, investor, 250);
  await logInAsOwn(page, investor);
  await page.goto(`/payment/${running.key}`);
  await page.getByLabel('Investment Amount (USD)').fill('300');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${running.key}$`));

  await page.goto('/investor/dashboard?tab=investments');
  const total = page.getByTestId('total-invested');
  await expect(total).toHaveText('$550');
  const row = page.getByRole('row').filter({ hasText: running.title });
  await row.getByRole('button', { name: /^Cancel \$300/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this investment?' });
  await dialog.getByRole('button', { name: 'Keep Investment' }).click();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: /^Cancel \$300/ }).click();
  await dialog.getByRole('button', { name: 'Cancel Investment' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expect(total).toHaveText('$250');

  await page.goto(`/project/${running.key}`);
  await expect(page.locator('dt', { hasText: /^Raised$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('$0');

  await page.goto('/investor/dashboard?tab=investments');
  const closingRow = page.getByRole('row').filter({ hasText: closing.title });
  // Within 48 hours of the deadline Cancel is not offered (the rules refuse it too: tests/rules).
  await expect(closingRow.getByText('Can no longer be cancelled (within 48 hours of the deadline)')).toBeVisible();
  await expect(closingRow.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(closingRow.getByText('Active')).toBeVisible();
});

test('the admin extends a running campaign once, after confirming', async ({ page }) => {
  const founder = await ownMember('entrepreneur', 'Idris Calloway');
  const project = await ownCampaign(founder);
  await logInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Browse Projects' }).click();
  await page.getByLabel('Search projects').fill(project.key);
  await expect(page).toHaveURL(new RegExp(`q=${project.key}`));
  await expect(cards(page)).toHaveCount(1);
  await card(page, project.title).getByRole('button', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog', { name: `Extend ${project.title}?` });
  await dialog.getByLabel('Extension (days)').fill('31');
  await dialog.getByRole('button', { name: 'Extend Deadline' }).click();
  await expect(dialog.getByText('Extension must be a whole number of days from 1 to 30')).toBeVisible();
  await dialog.getByLabel('Extension (days)').fill('10');
  await dialog.getByRole('button', { name: 'Extend Deadline' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Deadline extended by 10 days')).toBeVisible();
  await expect(card(page, project.title).getByRole('button', { name: 'Extend' })).toHaveCount(0);
});
