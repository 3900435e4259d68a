// Hearing from the founder: LabKit (by Sam) ended Funded and Sam last posted over 30 days ago;
// Olivia, a backer, already asked for an update (the seed). Ivy, its other backer, sees Last update N days
// ago, asks for an update and cannot ask twice; Sam sees how many backers asked, on the page and in What's new.
import { expect, test, type Page } from '@playwright/test';
import { logInAs, logOut } from './support';

const labkit = '/project/labkit-home-chemistry';
const labkitTitle = 'LabKit Home Chemistry Kits for Students';
const hearing = (page: Page) => page.getByRole('group', { name: 'Hearing from the founder' });

test('a backer sees Last update N days ago, asks for an update once, and the founder sees how many asked', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto(labkit);
  const section = hearing(page);
  await expect(section.getByTestId('last-update')).toHaveText(/^Last update \d+ days ago$/);
  const days = Number(/(\d+)/.exec(await section.getByTestId('last-update').innerText())![1]);
  expect(days).toBeGreaterThanOrEqual(30);
  await expect(section.getByTestId('update-requests')).toHaveText('1 backer asked for an update');

  await section.getByRole('button', { name: 'Ask for an update' }).click();
  await expect(section.getByRole('status')).toHaveText(/^You asked for an update on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
  await expect(section.getByTestId('update-requests')).toHaveText('2 backers asked for an update');
  await expect(section.getByRole('button', { name: 'Ask for an update' })).toHaveCount(0);
  // Not twice: after a reload the page still knows she asked.
  await page.reload();
  await expect(hearing(page).getByRole('status')).toHaveText(/^You asked for an update on/);
  await expect(hearing(page).getByRole('button', { name: 'Ask for an update' })).toHaveCount(0);

  await logOut(page);
  await logInAs(page, 'sam');
  await page.getByRole('button', { name: /What's new/ }).click();
  const panel = page.getByRole('region', { name: "What's new" });
  const news = panel.getByRole('link', { name: new RegExp(`^Backers asked for an update on ${labkitTitle}`) });
  await expect(news).toContainText('2 backers asked for an update');
  await news.click();
  await expect(page.getByRole('heading', { level: 1, name: labkitTitle })).toBeVisible();
  await expect(hearing(page).getByTestId('update-requests')).toHaveText('2 backers asked for an update');
  await expect(hearing(page).getByRole('button', { name: 'Ask for an update' })).toHaveCount(0);
});

test('a backer who already asked (the demo’s Olivia) sees that she did, and no Ask for an update', async ({ page }) => {
  await logInAs(page, 'olivia');
  await page.goto(labkit);
  await expect(hearing(page).getByTestId('last-update')).toHaveText(/^Last update \d+ days ago$/);
  await expect(hearing(page).getByRole('status')).toHaveText(/^You asked for an update on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
  await expect(hearing(page).getByRole('button', { name: 'Ask for an update' })).toHaveCount(0);
});
