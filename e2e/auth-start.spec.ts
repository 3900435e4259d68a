// When Firebase Auth starts: a signed-out visitor's guest-only screen renders before it is
// downloaded, and the device keeps only whether someone was signed in on it (src/lib/signed-in-before.ts).
import { expect, test } from '@playwright/test';
import { expectDashboard, logInAs, logOut } from './support';

const MARK = 'startupfund:session';
const AUTH_CHUNK = /\/assets\/firebase-auth-[\w-]+\.js$/.source;

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

  const authAt = await page.waitForFunction(
    (pattern) => performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name))?.startTime,
    AUTH_CHUNK,
  );
  const screenAt = await page.evaluate(() => (window as unknown as { screenAt: number }).screenAt);
  expect(await authAt.jsonValue()).toBeGreaterThan(screenAt);
});

test('signing in marks the device and Logout clears it; Auth still sends a signed-in visitor on from /guest without it', async ({ page }) => {
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
