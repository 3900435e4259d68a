// How fast the app answers a press or a key on a mid-range phone: a journey of interactions at 4×
// CPU slowdown, each timed by the Event Timing API from the input until the next paint (what
// Interaction to Next Paint measures), in a phone-sized context.
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import type { DemoAccountKey } from '../demo-accounts';
import { CHROMIUM, CHROMIUM_FLAGS, signedInContexts, STEP_TIMEOUT_MS } from './browser';
import { log, resultsDir } from './options';
import { SEARCH_WORD } from './scale-data';
import type { Served } from './serve';
import { median } from './stats';
import { CARD } from './targets';

/** Lighthouse's mobile CPU slowdown: a host of benchmark index about 2,000 stands for a mid-range phone. */
export const INTERACTION_CPU_SLOWDOWN = 4;
/** Interaction to Next Paint's "good" (web.dev/articles/inp): the budget of each interaction. */
export const INTERACTION_LIMIT_MS = 200;
// The least duration the Event Timing API reports (its durationThreshold floor): a quicker interaction leaves no entry.
const EVENT_TIMING_FLOOR_MS = 16;
// A phone's screen (Lighthouse's mobile emulation: a Moto G Power).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

type Interaction = {
  name: string;
  as: DemoAccountKey | 'guest';
  path: string;
  /** What is on screen once the page has loaded. */
  ready: (page: Page) => Locator;
  /** The input, and what shows once the app has answered it. */
  act: (page: Page) => Promise<void>;
};

export type InteractionResult = {
  name: string;
  as: Interaction['as'];
  path: string;
  /** Per run, the slowest of its interactions in ms (null: every one under EVENT_TIMING_FLOOR_MS). */
  runs: Array<number | null>;
  /** The median of the runs (a run under the floor counts as the floor); null when every run was, or one failed. */
  medianMs: number | null;
  /** Why a run failed (the interaction then has no figure, and its budget item fails). */
  error?: string;
  /**
   * Per run, the events of its slowest interaction: name, duration, the wait before their handlers ran
   * and the handlers' time (the rest of the duration is rendering until the paint).
   */
  slowestEvents: string[];
};

const whatsNew = (page: Page) => page.getByRole('button', { name: /^What's new/ });
// Save's accessible name is "Save {title}", pressed or not (save-button.tsx); enabled once the saved flag is read.
const SAVE_BUTTON = 'main button[aria-label^="Save "][aria-pressed]';
const saveButton = (page: Page) => page.locator(`${SAVE_BUTTON}:not([disabled])`).first();

export const interactions = (projectId: string): Interaction[] => [
  {
    name: 'Invest Now (opens Make an Investment, on a project page)',
    as: 'ivy',
    path: `/project/${projectId}`,
    ready: (page) => page.getByRole('button', { name: 'Invest Now', exact: true }),
    act: async (page) => {
      await page.getByRole('button', { name: 'Invest Now', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Make an Investment' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  },
  {
    name: 'Save (on a project page)',
    as: 'ivy',
    path: `/project/${projectId}`,
    ready: saveButton,
    act: async (page) => {
      const pressed = await saveButton(page).getAttribute('aria-pressed');
      await saveButton(page).tap();
      // Saved (or no longer), or the app's refusal, which fails the run with its words.
      const answered = await page.waitForFunction(
        ({ selector, was }) => {
          const button = document.querySelector(selector);
          if (button && button.getAttribute('aria-pressed') !== was) return 'toggled';
          return button?.parentElement?.querySelector('[role=alert]')?.textContent ?? false;
        },
        { selector: SAVE_BUTTON, was: pressed },
        { timeout: STEP_TIMEOUT_MS },
      );
      const outcome = await answered.jsonValue();
      if (outcome !== 'toggled') throw new Error(`Save refused: ${String(outcome)}`);
    },
  },
  {
    name: `typing "${SEARCH_WORD}" in the search box (on /projects)`,
    as: 'ivy',
    path: '/projects',
    ready: (page) => page.locator(CARD).first(),
    act: async (page) => {
      const box = page.getByRole('searchbox', { name: 'Search projects' });
      await box.tap();
      // A person's pace: a key every 120 ms, so the search starts while the word is still being typed.
      await box.pressSequentially(SEARCH_WORD, { delay: 120 });
      await page.waitForFunction(
        ({ selector, word }) => {
          const cards = Array.from(document.querySelectorAll(selector));
          return cards.length > 0 && cards.every((card) => card.textContent?.toLowerCase().includes(word));
        },
        { selector: CARD, word: SEARCH_WORD },
        { timeout: STEP_TIMEOUT_MS },
      );
    },
  },
  {
    name: "opening What's new (on the investor dashboard)",
    as: 'ivy',
    path: '/investor/dashboard',
    ready: whatsNew,
    act: async (page) => {
      await whatsNew(page).tap();
      await page.getByRole('region', { name: /What's new/ }).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  },
  {
    name: 'switching to My Investments (on the investor dashboard)',
    as: 'ivy',
    path: '/investor/dashboard',
    ready: (page) => page.locator(CARD).first(),
    act: async (page) => {
      await page.getByRole('tab', { name: 'My Investments' }).tap();
      await page.getByRole('tab', { name: 'My Investments', selected: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  },
];

/** An event of an interaction: its duration, the wait before its handlers ran, and the handlers' own time. */
type EventEntry = { id: number; name: string; ms: number; delayMs: number; handlersMs: number };

// Installed once the page is loaded and settled: every event entry of an interaction from then on.
function observeInteractions(floor: number) {
  const bench = window as unknown as { benchEvents: EventEntry[] };
  bench.benchEvents = [];
  new PerformanceObserver((list) => {
    // interactionId is newer than this TypeScript's DOM types.
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
      if (entry.interactionId)
        bench.benchEvents.push({
          id: entry.interactionId,
          name: entry.name,
          ms: entry.duration,
          delayMs: Math.round(entry.processingStart - entry.startTime),
          handlersMs: Math.round(entry.processingEnd - entry.processingStart),
        });
  }).observe({ type: 'event', durationThreshold: floor } as PerformanceObserverInit);
}

/** One run: the page loaded and quiet, then the interaction at the slowdown; its slowest interaction. */
async function measureOnce(page: Page, origin: string, interaction: Interaction) {
  await page.goto(`${origin}${interaction.path}`);
  await interaction.ready(page).waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.waitForLoadState('networkidle');
  await page.evaluate(observeInteractions, EVENT_TIMING_FLOOR_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
  try {
    await interaction.act(page);
    // Event Timing reports an interaction after its next paint: let a few frames pass.
    await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 500)));
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const events = await page.evaluate(() => (window as unknown as { benchEvents: EventEntry[] }).benchEvents);
  const byInteraction = new Map<number, EventEntry[]>();
  for (const entry of events) byInteraction.set(entry.id, [...(byInteraction.get(entry.id) ?? []), entry]);
  let slowest: { ms: number; events: string } | null = null;
  for (const entries of byInteraction.values()) {
    const ms = Math.max(...entries.map((e) => e.ms));
    const described = entries.map((e) => `${e.name} ${e.ms} (wait ${e.delayMs}, handlers ${e.handlersMs})`).join(', ');
    if (!slowest || ms > slowest.ms) slowest = { ms, events: described };
  }
  return slowest;
}

/** `runs` runs of each interaction, each on a newly loaded page in a phone-sized context signed in as its role. */
export async function measureInteractions(app: Served, projectId: string, runs: number): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const contextFor = signedInContexts(browser, [app.origin], PHONE);
  const results: InteractionResult[] = [];
  try {
    for (const interaction of interactions(projectId)) {
      const context = await contextFor(interaction.as);
      const measured: Array<{ ms: number; events: string } | null> = [];
      let error: string | undefined;
      for (let run = 0; run < runs && !error; run++) {
        const page = await context.newPage();
        try {
          measured.push(await measureOnce(page, app.origin, interaction));
        } catch (caught) {
          // One interaction that fails does not lose the run's other figures: it is reported, with what the page showed.
          error = (caught instanceof Error ? caught.message : String(caught)).split('\n')[0];
          const shot = join(resultsDir, `interaction-${results.length + 1}-failed.png`);
          await page.screenshot({ path: shot }).catch(() => undefined);
          log(`interaction ${interaction.name} failed in run ${run + 1}: ${error} (${shot})`);
        } finally {
          await page.close();
        }
      }
      const ms = measured.map((m) => m?.ms ?? null);
      const result: InteractionResult = {
        name: interaction.name,
        as: interaction.as,
        path: interaction.path,
        runs: ms,
        medianMs: error || ms.every((m) => m === null) ? null : median(ms.map((m) => m ?? EVENT_TIMING_FLOOR_MS)),
        slowestEvents: measured.map((m) => m?.events ?? `none over ${EVENT_TIMING_FLOOR_MS} ms`),
        ...(error ? { error } : {}),
      };
      results.push(result);
      if (!error)
        log(
          `interaction ${interaction.name}: ${ms.map((m) => m ?? `<${EVENT_TIMING_FLOOR_MS}`).join(', ')} ms at ${INTERACTION_CPU_SLOWDOWN}× CPU`,
        );
    }
  } finally {
    await browser.close();
  }
  return results;
}
