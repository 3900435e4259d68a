import { expect, test } from '@playwright/test';

test('the welcome page leads a guest to the featured projects', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('A crowdfunding platform for startups. Log in or explore projects as a guest.')).toBeVisible();
  await expect(page).toHaveTitle(/Welcome/);
  await page.getByRole('link', { name: 'Continue Without Login' }).click();
  await expect(page).toHaveURL(/\/guest$/);
  await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
});

test('an unknown path lands on the welcome page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  await expect(page.getByRole('link', { name: 'Continue Without Login' })).toBeVisible();
});

test('a signed-out visitor sees Browse Projects, Login and Sign Up', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Browse Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
});
