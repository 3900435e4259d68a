// Screenshots of the main screens at phone and desktop widths, into docs/screenshots/<name>-<phone|desktop>.png.
//
//   npm run screenshots                 build, fresh emulators, seed, then this script
//   npx tsx scripts/screenshots.ts      against emulators you already run (seeded) and an existing dist/
//
// It serves dist/ with `vite preview` on :4180 itself (and stops it), signs in through the login form
// like a person would, and only reads, apart from one mark: the invest modal is opened and left without
// confirming, and opening What's new stores Ivy's lastSeenAt (her unread count goes to 0, as a user's would).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from './demo-accounts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const outDir = resolve(root, 'docs/screenshots');
const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;
const PROJECT = { id: 'greengrid-home-batteries', title: 'GreenGrid Shared Home Batteries' };
const TIMEOUT = 20_000;

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
type ViewportName = keyof typeof viewports;

// ------------------------------------------------------------------ vite preview

function startPreview(): ChildProcess {
  const vite = resolve(root, 'node_modules/.bin/vite');
  // Its own process group, so stopping it also stops anything it started.
  return spawn(vite, ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stopPreview(server: ChildProcess) {
  if (server.exitCode !== null || server.pid === undefined) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function waitForServer(server: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with code ${server.exitCode} (is port ${PORT} free?)`);
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`vite preview did not answer on ${BASE} within 30 s`);
}

// ------------------------------------------------------------------ page helpers

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: TIMEOUT });
}

/** The spinners are role=status named "Loading ..."; wait until none is left. */
async function settled(page: Page) {
  // Nothing says Loading, and a signed-in bar has its What's new bell (it arrives after the bar: inbox-slot.tsx).
  await page.waitForFunction(
    () => {
      const loading = Array.from(document.querySelectorAll('[role="status"]')).some((el) => /^Loading/.test(el.textContent ?? ''));
      const signedIn = Array.from(document.querySelectorAll('button')).some((button) => button.textContent === 'Logout');
      return !loading && (!signedIn || document.querySelector('button[aria-label^="What\'s new"]') !== null);
    },
    null,
    {
      timeout: TIMEOUT,
    },
  );
}

/** A project grid is on screen (cards are role=group inside list items). */
async function cards(page: Page) {
  await page.getByRole('listitem').getByRole('group').first().waitFor({ timeout: TIMEOUT });
  await settled(page);
}

/**
 * Every picture that is (at least partly) in the viewport has arrived and finished loading, or failed:
 * an uploaded picture is an empty frame (data-picture="loading") until its bytes are read.
 */
async function imagesInView(page: Page) {
  await page.waitForFunction(
    // One expression: tsx would wrap a named helper in __name, which the page does not have.
    () =>
      Array.from(document.querySelectorAll('[data-picture="loading"]'))
        .concat(Array.from(document.images))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((element) => element instanceof HTMLImageElement && element.complete),
    null,
    { timeout: TIMEOUT },
  );
}

/** Scrolls so the heading sits near the top of the viewport (below the top bar). */
async function scrollToHeading(page: Page, name: string) {
  const target = page.getByRole('heading', { name, exact: true });
  await target.waitFor({ timeout: TIMEOUT });
  await target.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
}

async function signIn(page: Page, account: DemoAccountKey) {
  const { email, role } = demoAccounts[account];
  await page.goto(`${BASE}/login`);
  await heading(page, 'Welcome Back');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(new RegExp(`/${role}/dashboard`), { timeout: TIMEOUT });
}

const saved: string[] = [];
const warnings: string[] = [];

/** Viewport-only, unless the whole page is barely taller than the screen. Warns about sideways overflow. */
async function shoot(page: Page, name: string, size: ViewportName, { fullPageIfShort = true } = {}) {
  await imagesInView(page);
  const { scrollWidth, scrollHeight, innerWidth, innerHeight } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  }));
  if (scrollWidth > innerWidth) warnings.push(`${name}-${size}: the page is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
  const file = resolve(outDir, `${name}-${size}.png`);
  await page.mouse.move(0, 0); // no hover styles in the picture
  await page.screenshot({ path: file, fullPage: fullPageIfShort && scrollHeight <= innerHeight * 1.25, animations: 'disabled' });
  saved.push(file);
}

// ------------------------------------------------------------------ the screens

async function capture(browser: Browser, size: ViewportName) {
  const session = async (work: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ ...viewports[size], deviceScaleFactor: 1, reducedMotion: 'reduce' });
    try {
      await work(await context.newPage());
    } finally {
      await context.close();
    }
  };

  await session(async (page) => {
    await page.goto(BASE);
    await heading(page, 'Welcome to StartupFund');
    await page.getByRole('heading', { name: 'Featured projects' }).waitFor({ timeout: TIMEOUT });
    await cards(page);
    // The platform figures have their numbers (a Skeleton pulses in each until they come).
    await page.waitForFunction(() => document.querySelector('.animate-pulse') === null, null, { timeout: TIMEOUT });
    await shoot(page, 'welcome', size);

    await page.goto(`${BASE}/guest`);
    await heading(page, 'Featured Projects');
    await cards(page);
    await shoot(page, 'guest', size);
  });

  await session(async (page) => {
    await signIn(page, 'ivy');
    await heading(page, 'Investor Dashboard');
    await cards(page);
    await shoot(page, 'investor-dashboard', size);

    await page.goto(`${BASE}/project/${PROJECT.id}`);
    await heading(page, PROJECT.title);
    await page.getByRole('heading', { name: 'Recent Investors' }).waitFor({ timeout: TIMEOUT });
    await settled(page);
    await shoot(page, 'project', size);

    await page.getByRole('button', { name: 'Invest Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
    await dialog.getByLabel('Investment Amount (USD)').waitFor({ timeout: TIMEOUT });
    await dialog.getByLabel('Investment Amount (USD)').fill('2500');
    await page.evaluate(() => window.scrollTo(0, 0)); // the dialog stays centred; the project's title shows behind it
    await shoot(page, 'invest-modal', size, { fullPageIfShort: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click(); // never confirmed: the demo data stays as seeded

    // Every state of a campaign's life at once: ended (both outcomes), ending today, days and weeks left.
    await page.goto(`${BASE}/investor/dashboard?sort=ending&ended=true`);
    await heading(page, 'Investor Dashboard');
    await cards(page);
    // The dashboard shows before Auth answers (decision 0017); the signed-in bar comes with the answer.
    await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: TIMEOUT });
    await settled(page);
    await shoot(page, 'campaign-states', size);

    await page.goto(`${BASE}/project/labkit-home-chemistry`);
    await heading(page, 'LabKit Home Chemistry Kits for Students');
    await settled(page);
    await shoot(page, 'project-ended', size);

    // After the money: LabKit ended Funded; Sam planned it, recorded spending and dated milestones.
    await scrollToHeading(page, 'Plan vs spent');
    await settled(page);
    await shoot(page, 'plan-vs-spent', size, { fullPageIfShort: false });
    await scrollToHeading(page, 'Milestones');
    await shoot(page, 'milestones', size, { fullPageIfShort: false });

    // The founder's public page and track record, opened from the project page.
    await page.goto(`${BASE}/founders/${demoAccounts.sam.uid}`);
    await heading(page, demoAccounts.sam.fullName);
    await page.getByRole('region', { name: 'Track record' }).waitFor({ timeout: TIMEOUT });
    await settled(page);
    await shoot(page, 'founder-page', size);

    await page.goto(`${BASE}/investor/dashboard?tab=investments`);
    await page.getByTestId('total-invested').waitFor({ timeout: TIMEOUT });
    await settled(page);
    await shoot(page, 'my-investments', size);

    // A project with updates and answered questions (scripts/seed-engagement.ts).
    await page.goto(`${BASE}/project/shiftsync-ai-restaurant-scheduling`);
    await page.locator('section[aria-labelledby=updates-heading] article').first().waitFor({ timeout: TIMEOUT });
    await settled(page);
    await scrollToHeading(page, 'Updates');
    await shoot(page, 'project-updates', size, { fullPageIfShort: false });
    await scrollToHeading(page, 'Questions and Answers');
    await shoot(page, 'project-questions', size, { fullPageIfShort: false });

    await page.goto(`${BASE}/investor/dashboard`);
    await cards(page);
    await page.getByRole('button', { name: /^What's new/ }).click();
    await page
      .getByRole('region', { name: /What's new/ })
      .getByRole('link')
      .first()
      .waitFor({ timeout: TIMEOUT });
    await settled(page);
    await shoot(page, 'whats-new', size, { fullPageIfShort: false });
  });

  await session(async (page) => {
    await signIn(page, 'erin');
    await heading(page, 'Entrepreneur Dashboard');
    await cards(page);
    await shoot(page, 'entrepreneur-dashboard', size);

    await page.goto(`${BASE}/create-campaign`);
    await heading(page, 'Create New Campaign');
    await shoot(page, 'create-campaign', size);

    // The creator's view of a backed project: its funding chart and the Backers section.
    await page.goto(`${BASE}/project/${PROJECT.id}`);
    await heading(page, PROJECT.title);
    await page.getByRole('heading', { name: 'Backers', exact: true }).waitFor({ timeout: TIMEOUT });
    await settled(page);
    await scrollToHeading(page, 'Funding over time');
    await shoot(page, 'funding-chart', size, { fullPageIfShort: false });
    await scrollToHeading(page, 'Backers');
    await shoot(page, 'project-backers', size, { fullPageIfShort: false });
  });

  await session(async (page) => {
    // Sam's TutorLoop was sent back with a reason; ParkPal was closed.
    await signIn(page, 'sam');
    await page.goto(`${BASE}/entrepreneur/dashboard?tab=mine`);
    await cards(page);
    const sentBack = page.getByRole('listitem').filter({ hasText: 'TutorLoop' });
    await sentBack.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
    await shoot(page, 'changes-requested', size, { fullPageIfShort: false });
  });

  await session(async (page) => {
    await signIn(page, 'admin');
    await heading(page, 'Admin Dashboard');
    await cards(page);
    await shoot(page, 'admin-dashboard', size);
  });
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const server = startPreview();
  const stop = () => stopPreview(server);
  process.once('SIGINT', () => (stop(), process.exit(130)));
  process.once('SIGTERM', () => (stop(), process.exit(143)));
  let browser: Browser | undefined;
  try {
    await waitForServer(server);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    for (const size of Object.keys(viewports) as ViewportName[]) await capture(browser, size);
  } finally {
    await browser?.close();
    stop();
  }
  for (const file of saved) console.log(`  ${file.slice(root.length + 1)}  ${Math.round((await stat(file)).size / 1024)} KB`);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  console.log(`${saved.length} screenshots in ${outDir.slice(root.length + 1)}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
