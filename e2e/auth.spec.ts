// Sign-up, sign-in, sign-out and the route guard in a real browser, against the seeded demo
// (scripts/demo-accounts.ts). Dashboards are matched by URL and their h1.
import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, logIn, logOut, register, unique } from './support';
import { demoAccounts } from '../scripts/demo-accounts';

const roles = [
  { role: 'investor', option: 'Invest in Projects' },
  { role: 'entrepreneur', option: 'Create Projects' },
] as const;

for (const { role, option } of roles) {
  test(`a new ${role} registers, logs out and logs back in to the ${role} dashboard`, async ({ page }) => {
    const email = unique(role.slice(0, 3));
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page).toHaveTitle(/Create Account/);
    await register(page, { email, wants: option });
    await expectDashboard(page, role);

    await logOut(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await logIn(page, email, 'secret1');
    await expectDashboard(page, role);
  });
}

/** A refused submit: the message beside its field, the keyboard there, and the summary where the eye is (beside the button). */
async function expectToFix(page: Page, label: string, message: string, path: RegExp) {
  const field = page.getByLabel(label);
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeFocused();
  const summary = page.getByRole('alert');
  await expect(summary).toHaveText(`Please correct the highlighted fields: ${label}.`);
  await expect(summary).toBeInViewport();
  await expect(page).toHaveURL(path);
}

test('registration explains mismatched passwords and stays on the page', async ({ page }) => {
  await page.goto('/register');
  await register(page, { email: unique('mismatch'), confirm: 'secret2' });
  await expectToFix(page, 'Confirm Password', 'Passwords do not match', /\/register$/);
});

test('login without an e-mail address says so beside the field and takes the keyboard there', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToFix(page, 'Email', 'Email is required', /\/login$/);
});

test('a wrong password shows "Incorrect password. Please try again."', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demoAccounts.ivy.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('a signed-out visit to a dashboard goes to login, then back to that dashboard', async ({ page }) => {
  await page.goto('/investor/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, demoAccounts.ivy.email);
  await expectDashboard(page, 'investor');
});

test('after login the user returns to the page they were sent away from', async ({ page }) => {
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, demoAccounts.ivy.email);
  await expect(page).toHaveURL(/\/projects$/);
});

test('an investor is kept out of the admin dashboard and away from /login', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demoAccounts.ivy.email);
  await expectDashboard(page, 'investor');

  await page.goto('/admin/dashboard');
  await expectDashboard(page, 'investor');
  await page.goto('/login');
  await expectDashboard(page, 'investor');
});

test('the seeded admin logs in to the admin dashboard', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demoAccounts.admin.email);
  await expectDashboard(page, 'admin');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a Google sign-in that cannot reach Google explains itself and leaves the form usable', async ({ page, context }) => {
  // No internet here; blocking Google's script makes the failure the same on a connected machine.
  await context.route(/^https:\/\/(apis|accounts)\.google\.com\//, (route) => route.abort());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('alert')).toContainText('Google sign-in is not available right now', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();

  await logIn(page, demoAccounts.olivia.email);
  await expectDashboard(page, 'investor');
});
