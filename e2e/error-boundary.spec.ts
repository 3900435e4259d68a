import { expect, test } from '@playwright/test';
import { failScriptHolding } from './support';

// A text only the /guest screen's chunk holds.
const GUEST_SCREEN = 'Startups raising money on StartupFund.';

// A download still in the route's handler when the page closes would fail on the closed page.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('a screen whose chunk fails to download shows a message, and Try again recovers', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const letThrough = await failScriptHolding(page, GUEST_SCREEN);

  await page.goto('/guest');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Something went wrong');
  // The rest of the page is still there: the top bar works.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(errors.some((text) => text.includes('[StartupFund]'))).toBe(true);

  letThrough();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('leaving a screen that failed to download clears the message', async ({ page }) => {
  await failScriptHolding(page, GUEST_SCREEN);
  await page.goto('/guest');
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
