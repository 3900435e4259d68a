// What a page shows first does not move when the session arrives (Lighthouse's layout shift): a
// project page opened by a signed-in member shows its public card before Auth has answered, then the
// top bar's links, Settings gear and bell, and the Save button come with the session.
import { expect, test, type Page } from '@playwright/test';
import { AUTH_SDK_MARK, holdScriptHolding, logInAs } from './support';

const greenGrid = { id: 'greengrid-home-batteries', title: 'GreenGrid Shared Home Batteries' };

/** The layout shifts the page has recorded so far (none caused by the user's own input). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ value: number; nodes: string[] }[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .map((entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({ value: entry.value, nodes: entry.sources.map((source) => source.node?.textContent?.slice(0, 40) ?? '') })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // With no shift recorded the observer is never called.
        setTimeout(() => resolve([]), 500);
      }),
  );

// On a phone the top bar grows its links, gear and bell; on a desktop the title's row gains Save.
const screens = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

for (const [name, screen] of Object.entries(screens)) {
  test.describe(name, () => {
    test.use(screen);
    test(`a project page keeps its place on a ${name} while the session arrives`, async ({ page }) => {
      await logInAs(page, 'ivy');
      // Auth's code waits until the project's public card is on the screen.
      const letAuthThrough = await holdScriptHolding(page, AUTH_SDK_MARK);
      await page.goto(`/project/${greenGrid.id}`);
      await expect(page.getByRole('heading', { level: 1, name: greenGrid.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
      letAuthThrough();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(page.getByRole('button', { name: /What's new/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Campaign Details', exact: true })).toBeVisible();
      // What moved, if anything, and how much (Lighthouse's own unit). The section under a spinner that
      // turns into its text may nudge what is under it by a pixel or two (0.0002); the top bar growing
      // on a phone was 0.009, Save wrapping the title's row on a desktop 0.059.
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.002);
    });
  });
}

// Settings' profile and picture are read after the page shows: their sections keep their place meanwhile.
for (const [name, screen] of Object.entries(screens)) {
  test.describe(name, () => {
    test.use(screen);
    test(`Settings keeps its sections in place on a ${name} while the profile and picture are read`, async ({ page }) => {
      await logInAs(page, 'ivy');
      // The member's documents answer late, so the spinners are on screen first.
      await page.route('**/documents/{users,profiles}/**', async (route) => {
        await new Promise((done) => setTimeout(done, 600));
        await route.continue();
      });
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
      await expect(page.getByLabel('Full Name')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Profile picture' })).toBeVisible();
      await expect(page.getByText('Loading your profile picture')).toHaveCount(0);
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.002);
    });
  });
}
