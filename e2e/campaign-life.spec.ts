// A campaign's life on the demo data: live and ended lists, outcomes, Sort by, the deadline on
// /payment, cancelling an investment (and the 48-hour cut-off), the admin's one-time extension.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from './support';

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
  const quietMesh = 'QuietMesh Rural Wireless Mesh Network';
  await logInAs(page, 'olivia');
  await page.goto('/payment/quietmesh-rural-wireless');
  await page.getByLabel('Investment Amount (USD)').fill('300');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(/\/project\/quietmesh-rural-wireless$/);

  await page.goto('/investor/dashboard?tab=investments');
  const total = page.getByTestId('total-invested');
  await expect(total).not.toHaveText('…');
  const before = Number((await total.textContent())?.replace(/[^\d]/g, ''));
  const row = page.getByRole('row').filter({ hasText: quietMesh });
  await row.getByRole('button', { name: /^Cancel \$300/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this investment?' });
  await dialog.getByRole('button', { name: 'Keep Investment' }).click();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: /^Cancel \$300/ }).click();
  await dialog.getByRole('button', { name: 'Cancel Investment' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expect(total).toHaveText(`$${(before - 300).toLocaleString('en-US')}`);

  await page.goto('/project/quietmesh-rural-wireless');
  await expect(page.locator('dt', { hasText: /^Raised$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('$0');

  await page.goto('/investor/dashboard?tab=investments');
  const closing = page.getByRole('row').filter({ hasText: 'LeafWrap Compostable Food Packaging' });
  // Within 48 hours of the deadline Cancel is not offered (the rules refuse it too: tests/rules).
  await expect(closing.getByText('Can no longer be cancelled (within 48 hours of the deadline)')).toBeVisible();
  await expect(closing.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(closing.getByText('Active')).toBeVisible();
});

test('the admin extends a running campaign once, after confirming', async ({ page }) => {
  const sunShare = 'SunShare Community Solar Bulk Buying';
  await logInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Browse Projects' }).click();
  await page.getByLabel('Search projects').fill('SunShare');
  await expect(page).toHaveURL(/q=SunShare/);
  await expect(cards(page)).toHaveCount(1);
  await card(page, sunShare).getByRole('button', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog', { name: `Extend ${sunShare}?` });
  await dialog.getByLabel('Extension (days)').fill('31');
  await dialog.getByRole('button', { name: 'Extend Deadline' }).click();
  await expect(dialog.getByText('Extension must be a whole number of days from 1 to 30')).toBeVisible();
  await dialog.getByLabel('Extension (days)').fill('10');
  await dialog.getByRole('button', { name: 'Extend Deadline' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Deadline extended by 10 days')).toBeVisible();
  await expect(card(page, sunShare).getByRole('button', { name: 'Extend' })).toHaveCount(0);
});
