// A screen that waits for the session shows, for a member signed in on this device, before Auth has
// checked the session with its server: index.html reads the user Auth kept and their own document
// with that user's token (scripts/vite/early-reads.ts, decision 0084). Auth's answer still decides.
import { expect, test, type Page, type Route } from '@playwright/test';
import { demoAccounts } from '../scripts/demo-accounts';
import { holdSessionCheck, logInAs } from './support';

const erin = demoAccounts.erin;

/** Every read of the member's own document: early (a GET of its path) or by the SDK (a batchGet naming it). */
function countProfileReads(page: Page, uid: string) {
  const reads: string[] = [];
  const own = `/documents/users/${uid}`;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.endsWith(own)) reads.push('early');
    else if (pathname.endsWith('/documents:batchGet') && (request.postData() ?? '').includes(`${own}"`)) reads.push('sdk');
  });
  return reads;
}

/** Sets when the token Auth kept in this browser expires. */
async function setKeptTokenExpiry(page: Page, at: number) {
  await page.evaluate(
    (expirationTime) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('firebaseLocalStorage', 'readwrite').objectStore('firebaseLocalStorage');
          const all = store.getAll();
          all.onsuccess = () => {
            const kept = all.result.find((entry: { fbase_key: string }) => entry.fbase_key.startsWith('firebase:authUser:'));
            kept.value.stsTokenManager.expirationTime = expirationTime;
            store.put(kept).onsuccess = () => resolve();
          };
        };
      }),
    at,
  );
}

/**
 * Holds every Firestore request sent once Auth's check is held (so only what index.html read before it
 * can show; Auth itself gives up on a check held for seconds and goes on), until the returned function.
 */
async function holdLaterReads(page: Page, session: { holding: () => boolean }) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/v1/projects/**', (route) => (holding && session.holding() ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const createCampaign = (page: Page) => page.getByRole('heading', { level: 1, name: 'Create New Campaign' });
const logout = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });

test("a returning founder's Create Campaign shows before Auth has checked the session, their document read once", async ({ page }) => {
  await logInAs(page, 'erin');
  const session = await holdSessionCheck(page);
  const reads = countProfileReads(page, erin.uid);
  await page.goto('/create-campaign');
  await expect(createCampaign(page)).toBeVisible();
  await expect(page.getByLabel('Project Title')).toBeEditable();
  await expect(logout(page)).toBeVisible();
  await session.started(); // Auth asked and has not answered: what shows came from the early read
  await session.release();
  await page.waitForLoadState('networkidle');
  await expect(createCampaign(page)).toBeVisible();
  expect(reads).toEqual(['early']);
});

test('the screen still leaves for the login page when Auth finds the kept session gone', async ({ page }) => {
  await logInAs(page, 'erin');
  const session = await holdSessionCheck(page);
  await page.goto('/create-campaign');
  await expect(createCampaign(page)).toBeVisible();
  await session.started();
  await session.refuse();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('a kept token about to expire is exchanged first for a fresh one, with the refresh token Auth kept', async ({ page }) => {
  await logInAs(page, 'erin');
  await setKeptTokenExpiry(page, Date.now() + 60_000);
  const session = await holdSessionCheck(page);
  const reads = countProfileReads(page, erin.uid);
  await page.goto('/create-campaign');
  await expect(createCampaign(page)).toBeVisible();
  await session.started();
  await session.release();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual(['early']);
});

test("a returning admin's Pending Projects, a founder's Browse Projects and Post Update show before Auth has checked the session", async ({
  page,
}) => {
  const firstCard = (list: string) => page.getByRole('list', { name: list }).getByRole('listitem').first();
  const shiftSync = { id: 'shiftsync-ai-restaurant-scheduling', title: 'ShiftSync AI Scheduling for Restaurants' };
  for (const [account, path, shown, heading] of [
    ['admin', '/admin/dashboard', firstCard('Pending projects'), 'Admin Dashboard'],
    ['erin', '/entrepreneur/dashboard', firstCard('Approved projects'), 'Entrepreneur Dashboard'],
    // Post Update reads its project (and shards) early too.
    ['erin', `/post-update/${shiftSync.id}`, page.getByLabel('Project Title'), 'Update Project Details'],
  ] as const) {
    await logInAs(page, account);
    const session = await holdSessionCheck(page);
    const releaseReads = await holdLaterReads(page, session);
    await page.goto(path);
    await session.started();
    await expect(shown).toBeVisible();
    await session.release();
    await releaseReads();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.unrouteAll();
    await logout(page).click();
  }
});
