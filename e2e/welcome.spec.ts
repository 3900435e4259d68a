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

test('a guest sees featured projects and figures on the welcome page, and learns how it works from the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured projects' })).toBeVisible();
  const featured = page.getByRole('list', { name: 'Featured projects' }).getByRole('listitem');
  // The demo data bookmarks nothing: the running campaigns that raised the most, six of them, with their pictures.
  await expect(featured).toHaveCount(6);
  await expect(page.getByText('The running campaigns that have raised the most.')).toBeVisible();
  await expect(featured.first().getByRole('img')).toBeVisible();
  await expect(featured.first().getByRole('link', { name: 'View Details' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'StartupFund in figures' });
  await expect(figures.getByText('Dollars committed')).toBeVisible();
  await expect(figures.getByText(/^\$[1-9][\d,]*$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How StartupFund works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'StartupFund records commitments; it does not move money' })).toBeVisible();
  await expect(page.getByText('until 48 hours before the campaign’s deadline', { exact: false })).toBeVisible();
});
