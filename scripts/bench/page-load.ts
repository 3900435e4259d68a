// One measured page load: the time until its target shows, the JavaScript it loaded, the Firestore
// documents it read, and the step taken on it once loaded (if any).
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { STEP_TIMEOUT_MS } from './browser';
import { FirestoreTap, settle } from './firestore-tap';
import { resultsDir } from './options';
import type { Site } from './serve';
import { round } from './stats';
import { runStep, type Step } from './steps';
import { watchFor, type Target } from './targets';

/** A main-thread task of over 50 ms (the Long Tasks API's), by when it started and how long it ran, in ms. */
export type LongTask = { startMs: number; ms: number };

type Measure = {
  visibleMs: number;
  fcpMs: number | null;
  /** The long tasks from the first contentful paint until the page settled, unthrottled. */
  longTasksAfterFcp: LongTask[];
  jsToShowBytes: number;
  jsTotalBytes: number;
  jsToShowFiles: string[];
  firebaseRequestedMs: number | null;
  reads: number;
  readsByCollection: Record<string, number>;
  aggregations: number;
  /** Sequential round trips of the project lists' queries and counts, and the ms Firestore took on that chain. */
  trips: number;
  firestoreMs: number;
  /** Every resource the page loaded: start-end ms and URL (for looking into a slow screen). */
  timeline: string[];
};

/** `promise`, or an error (described by `describe`) after STEP_TIMEOUT_MS: the benchmark never hangs. */
async function withTimeout<T>(promise: Promise<T>, describe: () => Promise<string>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((done) => (timer = setTimeout(() => done('expired'), STEP_TIMEOUT_MS)));
  try {
    const winner = await Promise.race([promise, expired]);
    if (winner === 'expired') throw new Error(await describe());
    return winner;
  } finally {
    clearTimeout(timer);
  }
}

export async function measureLoad(context: BrowserContext, site: Site, path: string, target: Target, step?: Step) {
  const page = await context.newPage();
  const { tap, cdp } = await FirestoreTap.attach(page);
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text().slice(0, 300)}`));
  try {
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const visible = await watchFor(page, target);
    await watchLongTasks(page);
    await page.goto(site.origin + path, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    const visibleMs = await withTimeout(visible(), async () => {
      const shot = join(resultsDir, `failed-${path.replace(/\W+/g, '_')}.png`);
      await page.screenshot({ path: shot }).catch(() => {});
      const text = await page
        .locator('main')
        .innerText()
        .catch(() => '(no main)');
      const requests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(':8080/'))
          .map((e) => `${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name.slice(0, 160)}`),
      );
      return [
        `${site.origin}${path}: "${target.selector}" not visible after ${STEP_TIMEOUT_MS / 1000} s; main says: ${text.slice(0, 300)} (screenshot ${shot})`,
        `Firestore requests:\n${requests.join('\n')}\n${tap.describe()}`,
        `console:\n${consoleLines.join('\n')}`,
      ].join('\n');
    });
    await settle(tap);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      longTasks: (window as unknown as { benchLongTasks?: LongTask[] }).benchLongTasks ?? [],
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin && entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      timeline: performance
        .getEntriesByType('resource')
        .map(
          (entry) =>
            `${Math.round(entry.startTime)}-${Math.round((entry as PerformanceResourceTiming).responseEnd)} ${entry.name.replace(location.origin, '').slice(0, 80)}`,
        ),
    }));
    const entry = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type=module][src]')).map((s) => new URL((s as HTMLScriptElement).src).pathname),
    );
    const scripts = [
      ...timing.scripts,
      ...entry.filter((p) => !timing.scripts.some((s) => s.path === p)).map((p) => ({ path: p, start: 0 })),
    ];
    const toShow = scripts.filter((script) => script.start < visibleMs);
    const firebaseFiles = await firebaseChunks(
      site,
      scripts.map((s) => s.path),
    );
    const firebaseStarts = scripts.filter((s) => firebaseFiles.has(s.path)).map((s) => s.start);
    const reads = tap.count();
    const trips = tap.roundTrips();
    const measure: Measure = {
      visibleMs: round(visibleMs),
      fcpMs: timing.fcp === null ? null : round(timing.fcp),
      longTasksAfterFcp: timing.longTasks
        .filter((task) => timing.fcp === null || task.startMs >= timing.fcp)
        .map((task) => ({ startMs: round(task.startMs), ms: round(task.ms) })),
      jsToShowBytes: toShow.reduce((sum, s) => sum + site.gzipBytes(s.path), 0),
      jsTotalBytes: scripts.reduce((sum, s) => sum + site.gzipBytes(s.path), 0),
      jsToShowFiles: toShow.map((s) => s.path.replace('/assets/', '')).sort(),
      firebaseRequestedMs: firebaseStarts.length ? round(Math.min(...firebaseStarts)) : null,
      reads: reads.documents,
      readsByCollection: reads.byCollection,
      aggregations: reads.aggregations,
      trips: trips.trips,
      firestoreMs: round(trips.ms),
      timeline: timing.timeline,
    };
    const stepResult = step
      ? await withTimeout(
          runStep(page, tap, step),
          async () => `${site.origin}${path}: step ${step.kind} did not finish in ${STEP_TIMEOUT_MS / 1000} s`,
        )
      : undefined;
    return { measure, step: stepResult };
  } finally {
    await cdp.detach().catch(() => {});
    await page.close();
  }
}

/** Records the page's long tasks from its start (the Long Tasks API keeps no buffer to read later). */
function watchLongTasks(page: Page) {
  return page.addInitScript(() => {
    const tasks: LongTask[] = [];
    (window as unknown as { benchLongTasks: LongTask[] }).benchLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ startMs: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask' });
  });
}

/** Which served chunks hold Firebase SDK code (by the SDK's own strings). */
const firebaseCache = new Map<string, boolean>();
async function firebaseChunks(site: Site, paths: string[]) {
  const result = new Set<string>();
  for (const path of paths) {
    const key = site.origin + path;
    if (!firebaseCache.has(key)) {
      const text = await (await fetch(key)).text();
      firebaseCache.set(key, /@firebase\/(auth|firestore|app)|FirebaseError/.test(text) && text.length > 20_000);
    }
    if (firebaseCache.get(key)) result.add(path);
  }
  return result;
}

export type Loaded = Awaited<ReturnType<typeof measureLoad>>;
