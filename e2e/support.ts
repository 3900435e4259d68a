import { expect, type Page, type Route } from '@playwright/test';
import { doc, deleteDoc } from 'firebase/firestore';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from '../scripts/demo-accounts';
import { withAdminFirestore } from '../scripts/seed-lib';

export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
/** A word no other project contains, so search can find exactly this run's project. */
export const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const dashboards = {
  investor: { url: /\/investor\/dashboard(\?.*)?$/, title: 'Investor Dashboard' },
  entrepreneur: { url: /\/entrepreneur\/dashboard(\?.*)?$/, title: 'Entrepreneur Dashboard' },
  admin: { url: /\/admin\/dashboard(\?.*)?$/, title: 'Admin Dashboard' },
};

export async function expectDashboard(page: Page, role: keyof typeof dashboards) {
  await expect(page).toHaveURL(dashboards[role].url);
  await expect(page.getByRole('heading', { level: 1, name: dashboards[role].title })).toBeVisible();
}

/** Fills the login form on the current page (which must be /login). */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens /login and signs in as a demo account, waiting for its dashboard. */
export async function logInAs(page: Page, account: DemoAccountKey) {
  await page.goto('/login');
  await logIn(page, demoAccounts[account].email);
  const role = demoAccounts[account].role;
  await expectDashboard(page, role);
}

export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
}

export type Registration = {
  email: string;
  fullName?: string;
  password?: string;
  /** Confirm Password; the password unless given. */
  confirm?: string;
  /** "I want to": 'Invest in Projects' or 'Create Projects'. */
  wants?: string;
};

/** Fills the registration form on the current page (/register) and presses Create Account. */
export async function register(
  page: Page,
  { email, fullName = 'Pat Tester', password = 'secret1', confirm = password, wants = 'Invest in Projects' }: Registration,
) {
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('+1 555 0100');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByLabel('I want to').selectOption({ label: wants });
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export type CampaignFields = {
  title: string;
  category: string;
  description: string;
  goal: string;
  imageUrl: string;
  businessPlan: string;
  teamInfo: string;
  risks: string;
};

/** Fills the campaign form on the current page (Create Campaign), without submitting it. */
export async function fillCampaign(page: Page, campaign: CampaignFields) {
  await page.getByLabel('Project Title').fill(campaign.title);
  await page.getByLabel('Category').selectOption(campaign.category);
  await page.getByLabel('Description').fill(campaign.description);
  await page.getByLabel('Funding Goal (USD)').fill(campaign.goal);
  await page.getByLabel('Image URL').fill(campaign.imageUrl);
  await page.getByLabel('Business Plan').fill(campaign.businessPlan);
  await page.getByLabel('Team Information').fill(campaign.teamInfo);
  await page.getByLabel('Risks and Challenges').fill(campaign.risks);
}

/**
 * A founder may create 5 projects a day (creatorLimits/{uid}, firestore.rules). The journeys create
 * more than that as Erin in one run, so each one that creates a project starts her day afresh first,
 * as the day after would (the limit itself is proven in tests/rules/projects.rules.test.ts).
 */
export async function startFreshProjectDay(account: DemoAccountKey) {
  await withAdminFirestore((db) => deleteDoc(doc(db, 'creatorLimits', demoAccounts[account].uid)));
}

/** A string only Firebase Auth's code holds (chunks are named by their hash alone: decision 0073). */
export const AUTH_SDK_MARK = 'dependent-sdk-initialized-before-auth';
const scriptTexts = new Map<string, Promise<string>>();

/** When the page requested the script holding Firebase Auth (the page's clock, ms), or null if it has not. */
export async function authRequestedAt(page: Page): Promise<number | null> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(location.origin) && entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, at: entry.startTime })),
  );
  for (const { url, at } of scripts) {
    if (!scriptTexts.has(url))
      scriptTexts.set(
        url,
        page.request.get(url).then((response) => response.text()),
      );
    if ((await scriptTexts.get(url))!.includes(AUTH_SDK_MARK)) return at;
  }
  return null;
}

const SCRIPTS = /\/assets\/[\w-]+\.js$/;

/**
 * Makes the download of the script holding `text` fail, as a lost connection would (chunks are named
 * by their hash alone: decision 0073). Returns what lets it through again. The route stays: removing
 * it while a download is in its handler would leave that handler a route already handled.
 */
export async function failScriptHolding(page: Page, text: string): Promise<() => void> {
  let failing = true;
  await page.route(SCRIPTS, async (route) => {
    if (!failing) return route.continue();
    const response = await route.fetch();
    if ((await response.text()).includes(text)) await route.abort('internetdisconnected');
    else await route.fulfill({ response });
  });
  return () => {
    failing = false;
  };
}

/** Holds back the download of the script holding `text`, as a slow connection would, until the returned function is called. */
export async function holdScriptHolding(page: Page, text: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(text)) await released;
    await route.fulfill({ response });
  });
  return release;
}

/**
 * A real PNG of this size: a diagonal gradient drawn on a canvas in the page. Not a screenshot: the
 * headless shell's Page.captureScreenshot now and then answered "Unable to capture screenshot".
 */
export async function makePng(page: Page, width: number, height: number, colours: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, colours }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      const stops = colours.split(',');
      stops.forEach((colour, index) => gradient.addColorStop(index / Math.max(1, stops.length - 1), colour));
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { width, height, colours },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Holds Auth's session check (accounts:lookup) until the returned function lets it through. */
export async function holdSessionCheck(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/accounts:lookup*', (route) =>
    holding && route.request().method() === 'POST' ? held.push(route) : route.continue(),
  );
  return {
    started: () => expect.poll(() => held.length).toBeGreaterThan(0),
    /** Whether Auth has asked and is being held. */
    holding: () => holding && held.length > 0,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
    /** Answers the held check as Auth's server does for an account that no longer exists. */
    refuse: async () => {
      holding = false;
      const body = JSON.stringify({ error: { code: 400, message: 'USER_NOT_FOUND', errors: [] } });
      await Promise.all(held.map((route) => route.fulfill({ status: 400, contentType: 'application/json', body })));
    },
  };
}
