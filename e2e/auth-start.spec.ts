// When Firebase Auth starts: a signed-out visitor's guest-only screen renders before it is
// downloaded, and the device keeps only whether someone was signed in on it (src/lib/signed-in-before.ts).
// For a visitor who was signed in, the investor dashboard, Discover Projects and a project page show their public part
// before Auth answers (shared/routes.ts, opensBeforeSession), and Auth still has the last word.
import { expect, test } from '@playwright/test';
import { authRequestedAt, expectDashboard, holdSessionCheck, logInAs, logOut } from './support';

const MARK = 'startupfund:session';

test("a signed-out visitor's /guest renders before Firebase Auth is downloaded, which follows its first view", async ({ page }) => {
  // When the screen is in the page, by the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')?.textContent?.includes('Featured Projects')) return;
      (window as unknown as { screenAt: number }).screenAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/guest');
  await expect(page.getByRole('list', { name: 'Featured projects' }).getByRole('listitem').first()).toBeVisible();

  await expect.poll(() => authRequestedAt(page)).not.toBeNull();
  const screenAt = await page.evaluate(() => (window as unknown as { screenAt: number }).screenAt);
  expect(await authRequestedAt(page)).toBeGreaterThan(screenAt);
});

test('the welcome page of a visitor nobody was signed in as here never downloads Auth, until they move on or sign in elsewhere', async ({
  page,
  context,
}) => {
  const authDownloaded = async () => (await authRequestedAt(page)) !== null;
  await page.goto('/');
  // Settled: the featured cards (which come after the first paint, with Firestore) are in.
  await expect(page.getByRole('list', { name: 'Featured projects' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await authDownloaded()).toBe(false);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // Another tab signs in: this one asks Auth, which finds the session.
  const other = await context.newPage();
  await logInAs(other, 'ivy');
  await expect(page.getByRole('link', { name: 'Go to My Dashboard' })).toBeVisible();
  expect(await authDownloaded()).toBe(true);
  await other.close();
});

test('a visitor who leaves the welcome page for another screen starts Auth there', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Continue Without Login' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
  await expect.poll(() => authRequestedAt(page)).not.toBeNull();
});

test('signing in marks the device and Logout clears it; Auth still sends a signed-in visitor on from /guest without it', async ({
  page,
}) => {
  await logInAs(page, 'ivy');
  expect(await page.evaluate((key) => localStorage.getItem(key), MARK)).toBe('1');

  // Site data partly cleared: /guest renders for a visitor taken to be signed out, then Auth has the last word.
  await page.evaluate((key) => localStorage.removeItem(key), MARK);
  await page.goto('/guest');
  await expectDashboard(page, 'investor');
  expect(await page.evaluate((key) => localStorage.getItem(key), MARK)).toBe('1');

  await logOut(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), MARK)).toBeNull();
});

const project = { id: 'greengrid-home-batteries', title: 'GreenGrid Shared Home Batteries' };

test("a returning investor's dashboard and project page show their public part before Auth answers, and the rest once it has", async ({
  page,
}) => {
  await logInAs(page, 'ivy');

  const dashboard = await holdSessionCheck(page);
  await page.goto('/investor/dashboard');
  const approved = page.getByRole('list', { name: 'Approved projects' });
  await expect(approved.getByRole('listitem').first().getByRole('img')).toBeVisible();
  await dashboard.started(); // Auth asked, and has not answered: what shows came without it
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(approved.getByRole('button', { name: /^Save / })).toHaveCount(0);
  await dashboard.release();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(approved.getByRole('button', { name: /^Save / }).first()).toBeVisible();
  await expectDashboard(page, 'investor');
  await page.unrouteAll();

  const projectPage = await holdSessionCheck(page);
  // Nothing is read as a guest that only a signed-in visitor may read (the project is read once the session is there).
  const refused: string[] = [];
  page.on('response', (response) => void (response.status() === 403 && refused.push(response.url())));
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await projectPage.started();
  // The project itself is read as its viewer, so what needs it waits for the session.
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  await projectPage.release();
  await expect(page.getByRole('button', { name: 'Invest Now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Investors' })).toBeVisible();
  expect(refused).toEqual([]);
});

test("a returning member's Discover Projects shows the approved projects before Auth answers, and stays once it has", async ({ page }) => {
  await logInAs(page, 'ivy');
  const session = await holdSessionCheck(page);
  await page.goto('/projects');
  const approved = page.getByRole('list', { name: 'Approved projects' });
  await expect(approved.getByRole('listitem').first()).toBeVisible();
  await session.started(); // Auth asked, and has not answered: the list came without it
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await session.release();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Projects' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
});

test('a dashboard opened before the session still sends a visitor whose session has gone to the login page', async ({ page }) => {
  // Marked as signed in before, with no session in this browser (site data partly cleared).
  await page.addInitScript((key) => localStorage.setItem(key, '1'), MARK);
  await page.goto('/investor/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});
