// A guest's search answered "Error fetching projects: Request failed with error: false for
// 'list' @ L372" (it reads the projects' search tokens, and guests could read only the cards). A guest
// now searches as a member does, no founder's e-mail address is among the searchable words, and a
// failed read says what happened in plain words, with Try again (docs/security.md, "Founders'
// addresses, and a guest's search").
import { expect, test, type Page } from '@playwright/test';

const card = (page: Page, name: string) => page.getByRole('group', { name });
const noRawRulesError = async (page: Page) => {
  await expect(page.getByText(/Request failed|@ L\d+|permission/i)).toHaveCount(0);
};

test('a guest opens a search from its address and sees the approved projects that match', async ({ page }) => {
  await page.goto('/guest?q=solar');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Projects' })).toBeVisible();
  // "Solar" in the title, and "solar" in the description only.
  await expect(card(page, 'SunShare Community Solar Bulk Buying')).toBeVisible();
  await expect(card(page, 'GreenGrid Shared Home Batteries')).toBeVisible();
  // Not a project without the word, nor a pending one with it.
  await expect(card(page, 'PackTrack Cold Chain Sensor Tags')).toHaveCount(0);
  await expect(page.getByText('RuralLink Solar Telehealth Kiosks')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await noRawRulesError(page);
});

test('a guest types into the same search box as members, several words too', async ({ page }) => {
  await page.goto('/guest');
  await expect(page.getByRole('list', { name: 'Featured projects' }).getByRole('group').first()).toBeVisible();
  const box = page.getByLabel('Search projects');
  await expect(box).toHaveAttribute('placeholder', 'Search projects...');
  await box.fill('solar rooftop');
  await expect(page).toHaveURL(/[?&]q=solar(\+|%20)rooftop(&|$)/);
  await expect(card(page, 'SunShare Community Solar Bulk Buying')).toBeVisible();
  await expect(card(page, 'PackTrack Cold Chain Sensor Tags')).toHaveCount(0);
  await noRawRulesError(page);
});

test('a founder’s e-mail address is not among the searchable words', async ({ page }) => {
  // Every demo founder's address is @startfund.com; no project says "startfund" in its own words.
  await page.goto('/guest?q=startfund');
  await expect(page.getByText('No projects match your search criteria.')).toBeVisible();
  await noRawRulesError(page);
});

test('a failed read says what happened in plain words, and Try again reads again', async ({ page }) => {
  // The first search's reads fail as if the network were down; the ones after Try again go through.
  let failing = true;
  await page.route(/:8080\/.*documents.*:runQuery|:8080\/.*documents.*:runAggregationQuery/, (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/guest?q=solar');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error fetching projects:', { timeout: 30_000 });
  await expect(alert).toContainText('The server could not be reached. Check your connection and try again.');
  await noRawRulesError(page);
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(card(page, 'SunShare Community Solar Bulk Buying')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
