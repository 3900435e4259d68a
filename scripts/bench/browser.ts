// The Chromium the bench drives, signing a demo account in through the real login page, and a context per account.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from '../demo-accounts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The playwright.config.ts flags, and no name resolves except 127.0.0.1: nothing leaves the machine.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
// A three-word search is three queries, each of which the emulator answers by scanning every project.
export const STEP_TIMEOUT_MS = Number(process.env.BENCH_STEP_TIMEOUT_MS ?? 45_000);

export async function signIn(context: BrowserContext, origin: string, account: DemoAccountKey) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(demoAccounts[account].email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/dashboard/, { timeout: STEP_TIMEOUT_MS });
  } finally {
    await page.close();
  }
}

/**
 * A browser context for each account, made on first use (with `contextOptions`: a phone's screen, say)
 * and signed in at every origin (a guest's stays signed out).
 */
export function signedInContexts(browser: Browser, origins: string[], contextOptions: BrowserContextOptions = {}) {
  const contexts = new Map<string, BrowserContext>();
  return async (as: DemoAccountKey | 'guest') => {
    let context = contexts.get(as);
    if (!context) {
      context = await browser.newContext(contextOptions);
      // tsx (esbuild keepNames) wraps named functions in __name(); functions sent to the page need it.
      await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      if (as !== 'guest') for (const origin of origins) await signIn(context, origin, as);
      contexts.set(as, context);
    }
    return context;
  };
}
