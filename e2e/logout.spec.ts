import { expect, test } from '@playwright/test';
import { logInAs, logOut } from './support';

test('Logout ends the session before the home page shows, without passing through /login', async ({ page, context }) => {
  await logInAs(page, 'olivia');
  const urls: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(new URL(frame.url()).pathname));

  await logOut(page);
  expect(urls).not.toContain('/login');

  // A page opened right after is signed out: the guard sends it to /login.
  const other = await context.newPage();
  await other.goto('/investor/dashboard');
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});
