// The measuring half of `npm run bench`; scripts/bench.mjs runs it inside the emulators with
// BENCH_OPTIONS set. Seeds the data set, serves both builds on 127.0.0.1, measures them in Chromium
// (and the app with Lighthouse), prints the table and writes bench-results/latest.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { DemoAccountKey } from '../demo-accounts';
import { seedDemo } from '../seed-lib';
import { CHROMIUM, CHROMIUM_FLAGS, STEP_TIMEOUT_MS, signIn } from './browser';
import { lighthousePages, type LighthousePage, type LighthouseResult } from './lighthouse';
import { localCertificate, type Certificate } from './tls';
import { scaleDocuments, SEARCH_THREE_WORDS, SEARCH_TWO_WORDS, SEARCH_WORD } from './scale-data';
import { median, round } from './stats';
import { emulatorQueryTimes, type EmulatorQueryTimes } from './emulator-queries';
import { SEARCH_DEBOUNCE_MS } from '../../src/features/campaigns/components/search-timing';

type Options = {
  runs: number;
  naiveRuns: number;
  lighthouseRuns: number;
  projects: number;
  save: boolean;
  /** The results file to compare bytes, reads and times with (docs/bench/latest.json unless --compare). */
  compare: string;
  appDir: string;
  naiveDir: string;
  started: number;
};
const options: Options = JSON.parse(process.env.BENCH_OPTIONS ?? '{}');
const root = resolve(import.meta.dirname, '../..');
const FIRESTORE_PORT = ':8080/';
const SETTLE_MS = 1000;
const CARD = 'main ul[aria-label] > li h2';
const log = (message: string) => console.log(`bench: ${message}`);

// ------------------------------------------------------------------ serving the builds
type Served = { origin: string; gzipBytes: (path: string) => number; close: () => Promise<void> };

/**
 * Serves a build with `vite preview` (SPA fallback, gzip), as the e2e tests do. JavaScript is sized
 * as the gzip (zlib's default level, as vite preview and most hosts send it) of the file on disk.
 * With a certificate, vite preview speaks HTTP/2 over TLS (HTTP/1.1 otherwise).
 */
async function serve(dir: string, certificate?: Certificate): Promise<Served> {
  const server = await preview({
    root: dirname(dir), // vite refuses an outDir that is its root
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, https: certificate },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  const sizes = new Map<string, number>();
  const gzipBytes = (pathname: string) => {
    if (!sizes.has(pathname)) sizes.set(pathname, gzipSync(readFileSync(join(dir, decodeURIComponent(pathname)))).length);
    return sizes.get(pathname)!;
  };
  return { origin: `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`, gzipBytes, close: () => server.close() };
}

// ------------------------------------------------------------------ Firestore documents read
/**
 * Counts the documents Firestore sends to one page, read off the wire with the DevTools protocol:
 * every Firestore response body is streamed to us, and each `document` (a REST query result, as
 * Firestore Lite receives them), `documentChange` (a result on a Listen WebChannel stream, as the
 * full SDK receives them), `found` (a batch get) or a whole response that is a document (a GET:
 * index.html's early read of a project) is one document read. Aggregations
 * (`aggregateFields`) are counted apart.
 */
class FirestoreTap {
  private bodies = new Map<string, Buffer[]>();
  private streamed = new Set<string>();
  /** Queries and counts of the project lists (projects, projectCards): when each went out and came back (CDP seconds). */
  listQueries: Array<{ start: number; end: number }> = [];
  lastActivity = Date.now();

  static async attach(page: Page): Promise<{ tap: FirestoreTap; cdp: CDPSession }> {
    const tap = new FirestoreTap();
    const cdp = await page.context().newCDPSession(page);
    const firestore = new Set<string>();
    const add = (id: string, base64?: string) => {
      if (!base64) return;
      const chunks = tap.bodies.get(id) ?? [];
      chunks.push(Buffer.from(base64, 'base64'));
      tap.bodies.set(id, chunks);
    };
    const listQueries = new Map<string, { start: number; end: number }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      tap.lastActivity = Date.now();
      if (!event.request.url.includes(FIRESTORE_PORT)) return;
      firestore.add(event.requestId);
      if (
        /:run(Aggregation)?Query/.test(event.request.url) &&
        /"collectionId":\s*"(projects|projectCards)"/.test(event.request.postData ?? '')
      ) {
        const entry = { start: event.timestamp, end: Infinity };
        listQueries.set(event.requestId, entry);
        tap.listQueries.push(entry);
      }
    });
    cdp.on('Network.responseReceived', (event) => {
      if (!firestore.has(event.requestId)) return;
      cdp
        .send('Network.streamResourceContent', { requestId: event.requestId })
        .then(({ bufferedData }) => {
          tap.streamed.add(event.requestId);
          add(event.requestId, bufferedData);
        })
        .catch(() => {}); // already finished: read whole at loadingFinished
    });
    cdp.on('Network.dataReceived', (event) => {
      tap.lastActivity = Date.now();
      if (tap.streamed.has(event.requestId)) add(event.requestId, event.data);
    });
    cdp.on('Network.loadingFinished', (event) => {
      tap.lastActivity = Date.now();
      const query = listQueries.get(event.requestId);
      if (query) query.end = event.timestamp;
      if (!firestore.has(event.requestId) || tap.streamed.has(event.requestId)) return;
      cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => tap.bodies.set(event.requestId, [Buffer.from(body, base64Encoded ? 'base64' : 'utf8')]))
        .catch(() => {});
    });
    await cdp.send('Network.enable', { maxTotalBufferSize: 200_000_000, maxResourceBufferSize: 100_000_000 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return { tap, cdp };
  }

  describe() {
    return [...this.bodies.entries()]
      .map(([id, chunks]) => `${id} ${this.streamed.has(id) ? 'streamed' : 'whole'} ${chunks.reduce((n, c) => n + c.length, 0)} bytes`)
      .join('\n');
  }

  /**
   * Round trips one after another among the project lists' queries and counts from `from` on: the
   * longest chain of requests each sent after the one before it came back, and the ms that chain
   * spent waiting on Firestore (the emulator's share of the time).
   */
  roundTrips(from = 0) {
    const queries = this.listQueries.slice(from).filter((q) => q.end !== Infinity);
    const chain: Array<{ trips: number; ms: number }> = [];
    queries.forEach((query, i) => {
      const before = queries.slice(0, i).map((q, j) => (q.end <= query.start ? chain[j] : { trips: 0, ms: 0 }));
      const longest = before.reduce((a, b) => (b.trips > a.trips || (b.trips === a.trips && b.ms > a.ms) ? b : a), { trips: 0, ms: 0 });
      chain.push({ trips: longest.trips + 1, ms: longest.ms + (query.end - query.start) * 1000 });
    });
    return chain.reduce((a, b) => (b.trips > a.trips || (b.trips === a.trips && b.ms > a.ms) ? b : a), { trips: 0, ms: 0 });
  }

  /** Documents read so far, by collection (projects, users, investments, backers), and aggregations. */
  count() {
    const byCollection: Record<string, number> = {};
    let documents = 0;
    let aggregations = 0;
    for (const chunks of this.bodies.values()) {
      const text = Buffer.concat(chunks).toString('utf8');
      // A single-document GET (index.html's early read of a project) answers with the document itself.
      const single = /^\s*\{\s*"name"\s*:\s*"([^"]+)"/.exec(text);
      const names = [
        ...text.matchAll(/"(?:documentChange|found|document)"\s*:\s*\{\s*"(?:document"\s*:\s*\{\s*")?name"\s*:\s*"([^"]+)"/g),
        ...(single ? [single] : []),
      ];
      for (const match of names) {
        const path = match[1].replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '').split('/');
        const collection = path[path.length - 2] ?? 'unknown';
        byCollection[collection] = (byCollection[collection] ?? 0) + 1;
        documents++;
      }
      aggregations += text.match(/"aggregateFields"/g)?.length ?? 0;
    }
    return { documents, byCollection, aggregations };
  }
}

// ------------------------------------------------------------------ one measured page load
/** `text`: every one of its words must be in each element found. */
type Target = { selector: string; text?: string };
type Measure = {
  visibleMs: number;
  fcpMs: number | null;
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
type Site = { origin: string; gzipBytes: (path: string) => number };

/**
 * Before any of the page's own scripts run, starts watching for `target` to be in the DOM with a
 * size; one frame later it stores performance.now() in window.benchVisible. Returns a waiter for it.
 */
async function watchFor(page: Page, target: Target) {
  await page.addInitScript(({ selector, text }) => {
    const bench = window as unknown as { benchVisible?: number };
    const found = () => {
      const elements = Array.from(document.querySelectorAll(selector));
      if (elements.length === 0) return false;
      const words = text?.split(' ') ?? [];
      if (!elements.every((element) => words.every((word) => element.textContent?.toLowerCase().includes(word)))) return false;
      return elements[0].getBoundingClientRect().height > 0;
    };
    const observer = new MutationObserver(() => {
      if (found()) {
        observer.disconnect();
        requestAnimationFrame(() => (bench.benchVisible = performance.now()));
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, target);
  return () =>
    page
      .waitForFunction(() => (window as unknown as { benchVisible?: number }).benchVisible, undefined, { timeout: 0, polling: 50 })
      .then((handle) => handle.jsonValue() as Promise<number>);
}

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

async function settle(tap: FirestoreTap) {
  const until = Date.now() + 15_000;
  while (Date.now() - tap.lastActivity < SETTLE_MS && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}

async function measureLoad(context: BrowserContext, site: Site, path: string, target: Target, step?: Step) {
  const page = await context.newPage();
  const { tap, cdp } = await FirestoreTap.attach(page);
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text().slice(0, 300)}`));
  try {
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const visible = await watchFor(page, target);
    await page.goto(site.origin + path, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    const visibleMs = await withTimeout(visible(), async () => {
      const shot = join(root, 'bench-results', `failed-${path.replace(/\W+/g, '_')}.png`);
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

// ------------------------------------------------------------------ steps on a loaded page
type Step = { kind: 'search'; word: string } | { kind: 'loadMore' } | { kind: 'openInbox' };
/**
 * For a typed search: queryStartMs, when its first Firestore query went out (ms after the input);
 * cachedMs, the same search typed again with its page in the cache.
 */
type StepResult = {
  ms: number;
  reads: number;
  readsByCollection: Record<string, number>;
  trips: number;
  firestoreMs: number;
  queryStartMs?: number | null;
  cachedMs?: number;
};

async function runStep(page: Page, tap: FirestoreTap, step: Step): Promise<StepResult> {
  const before = tap.count();
  const queriesBefore = tap.listQueries.length;
  let ms: number;
  let queryStartMs: number | null = null;
  if (step.kind === 'openInbox') {
    // The bell loads after the page; time runs from its click until What's new lists something.
    await page.getByRole('button', { name: /^What's new/ }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await settle(tap);
    ms = await page.evaluate(() => {
      return new Promise<number>((done) => {
        const bell = Array.from(document.querySelectorAll('nav button')).find((b) =>
          b.getAttribute('aria-label')?.startsWith("What's new"),
        ) as HTMLButtonElement;
        const listed = () =>
          document.querySelector('[role=region] li a') || document.querySelector('[role=region] p')?.textContent?.startsWith('Nothing new');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (listed()) {
            observer.disconnect();
            requestAnimationFrame(() => done(performance.now() - start));
          }
        });
        observer.observe(document, { childList: true, subtree: true });
        bell.click();
      });
    });
  } else if (step.kind === 'loadMore') {
    ms = await page.evaluate((selector) => {
      return new Promise<number>((done, fail) => {
        const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Load more');
        if (!button) return fail(new Error('no Load more button'));
        const count = document.querySelectorAll(selector).length;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length > count) {
            observer.disconnect();
            requestAnimationFrame(() => done(performance.now() - start));
          }
        });
        observer.observe(document, { childList: true, subtree: true });
        button.click();
      });
    }, CARD);
  } else {
    ({ ms, queryStartMs } = await typeSearch(page, step.word));
  }
  await settle(tap);
  const after = tap.count();
  const readsByCollection = Object.fromEntries(
    Object.entries(after.byCollection)
      .map(([name, n]) => [name, n - (before.byCollection[name] ?? 0)])
      .filter(([, n]) => Number(n) > 0),
  );
  const trips = tap.roundTrips(queriesBefore);
  const result: StepResult = {
    ms: round(ms),
    reads: after.documents - before.documents,
    readsByCollection,
    trips: trips.trips,
    firestoreMs: round(trips.ms),
  };
  if (step.kind !== 'search') return result;
  // The same search once more, its page now in the cache (a read-ahead back before the box reports
  // the text): the time to show a page already read, apart from the emulator's scan.
  const box = page.getByRole('searchbox', { name: 'Search projects' });
  await box.fill('');
  await page.waitForFunction(
    ({ selector, word }) => Array.from(document.querySelectorAll(selector)).some((card) => !card.textContent?.toLowerCase().includes(word)),
    { selector: CARD, word: step.word },
    { timeout: STEP_TIMEOUT_MS },
  );
  const cached = await typeSearch(page, step.word);
  await settle(tap);
  return { ...result, queryStartMs: queryStartMs === null ? null : round(queryStartMs), cachedMs: round(cached.ms) };
}

/**
 * Puts the word in the box in one go; time runs from that input event (the app then waits 300 ms for
 * typing to pause, reading ahead sooner) until every card shown matches the word. Resource timing
 * (the page's own clock) tells when the search's first query went out, if one did.
 */
async function typeSearch(page: Page, word: string): Promise<{ ms: number; queryStartMs: number | null }> {
  await page.evaluate(
    ({ selector, word }) => {
      const input = document.querySelector('input[type=search]') as HTMLInputElement;
      const bench = window as unknown as { benchSearch?: Promise<number>; benchQueryStart?: number };
      let start = 0;
      delete bench.benchQueryStart;
      const queries = new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          if (start && entry.startTime >= start && /:run(Aggregation)?Query/.test(entry.name))
            bench.benchQueryStart = Math.min(bench.benchQueryStart ?? Infinity, entry.startTime - start);
        }
      });
      queries.observe({ type: 'resource' });
      bench.benchSearch = new Promise<number>((done) => {
        input.addEventListener('input', () => (start = performance.now()), { once: true });
        const matches = () => {
          const cards = Array.from(document.querySelectorAll(selector));
          return cards.length > 0 && cards.every((card) => word.split(' ').every((part) => card.textContent?.toLowerCase().includes(part)));
        };
        const observer = new MutationObserver(() => {
          if (start && matches()) {
            observer.disconnect();
            requestAnimationFrame(() => done(performance.now() - start));
          }
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      }).finally(() => setTimeout(() => queries.disconnect(), 1000));
    },
    { selector: CARD, word },
  );
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(word);
  const ms = await page.evaluate(() => (window as unknown as { benchSearch: Promise<number> }).benchSearch);
  return { ms, queryStartMs: await page.evaluate(() => (window as unknown as { benchQueryStart?: number }).benchQueryStart ?? null) };
}

// ------------------------------------------------------------------ scenarios
type Scenario = {
  name: string;
  as: DemoAccountKey | 'guest';
  path: string;
  target: Target;
  step?: Step;
  naive: boolean;
  /** At most this many runs of each build: the emulator scans every project for each search query (5-8 s). */
  maxRuns?: number;
  /** Reads budget: what the first view may read (documents), and why. */
  readBudget?: { max: number; rule: string };
};

// The project page reads the project and small pages of its backers (5), updates (5) and questions (10),
// plus the viewer's profile, inbox document and saved flag; What's new adds two counts (aggregations).
const PROJECT_PAGE_READS = { max: 24, rule: 'project, ≤ 5 backers, ≤ 5 updates, ≤ 10 questions, profile, inbox, saved flag' };
// A demo project with six updates and answered questions (scripts/seed-engagement.ts).
const UPDATES_PROJECT = 'shiftsync-ai-restaurant-scheduling';

const scenarios = (projectId: string): Scenario[] => [
  { name: '/ (welcome)', as: 'guest', path: '/', target: { selector: 'main h1' }, naive: false },
  { name: '/guest', as: 'guest', path: '/guest', target: { selector: CARD }, naive: true, readBudget: { max: 24, rule: '2 pages' } },
  {
    name: 'investor dashboard',
    as: 'ivy',
    path: '/investor/dashboard',
    target: { selector: CARD },
    naive: true,
    readBudget: { max: 24, rule: '2 pages' },
  },
  { name: '/projects', as: 'ivy', path: '/projects', target: { selector: CARD }, naive: true, readBudget: { max: 24, rule: '2 pages' } },
  {
    name: `search "${SEARCH_WORD}" (typed on /projects)`,
    as: 'ivy',
    path: '/projects',
    target: { selector: CARD },
    step: { kind: 'search', word: SEARCH_WORD },
    naive: true,
    maxRuns: 1,
  },
  { name: 'Load more (on /projects)', as: 'ivy', path: '/projects', target: { selector: CARD }, step: { kind: 'loadMore' }, naive: true },
  {
    name: `/projects?q=${SEARCH_WORD} (opened)`,
    as: 'ivy',
    path: `/projects?q=${SEARCH_WORD}`,
    target: { selector: CARD, text: SEARCH_WORD },
    naive: true,
    maxRuns: 1,
    readBudget: { max: 24, rule: '2 pages' },
  },
  ...[SEARCH_TWO_WORDS, SEARCH_THREE_WORDS].map((words): Scenario => ({
    name: `/projects?q=${words.replace(/ /g, '+')} (opened)`,
    as: 'ivy',
    path: `/projects?q=${encodeURIComponent(words)}`,
    target: { selector: 'main ul[aria-label] > li', text: words }, // whole cards: "pilot" is in the description
    naive: true,
    maxRuns: 1,
  })),
  {
    name: 'investor: My Investments',
    as: 'ivy',
    path: '/investor/dashboard?tab=investments',
    target: { selector: 'main table tbody tr' },
    naive: false,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'entrepreneur dashboard',
    as: 'erin',
    path: '/entrepreneur/dashboard',
    target: { selector: CARD },
    naive: false,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'entrepreneur: My Projects',
    as: 'erin',
    path: '/entrepreneur/dashboard?tab=mine',
    target: { selector: CARD },
    naive: true,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'admin dashboard (pending)',
    as: 'admin',
    path: '/admin/dashboard',
    target: { selector: CARD },
    naive: true,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'admin: Browse Projects',
    as: 'admin',
    path: '/admin/dashboard?tab=browse',
    target: { selector: CARD },
    naive: false,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'project page',
    as: 'ivy',
    path: `/project/${projectId}`,
    target: { selector: 'main h1' },
    naive: false,
    readBudget: PROJECT_PAGE_READS,
  },
  {
    name: 'project page with updates',
    as: 'ivy',
    path: `/project/${UPDATES_PROJECT}`,
    target: { selector: 'section[aria-labelledby=updates-heading] article' },
    naive: false,
    readBudget: PROJECT_PAGE_READS,
  },
  {
    name: "What's new (opened on the investor dashboard)",
    as: 'ivy',
    path: '/investor/dashboard',
    target: { selector: CARD },
    step: { kind: 'openInbox' },
    naive: false,
  },
  // The other routes, for the every-route JavaScript budget: their bytes (the same each run), so once.
  { name: '/login', as: 'guest', path: '/login', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  { name: '/register', as: 'guest', path: '/register', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  { name: 'create campaign', as: 'erin', path: '/create-campaign', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  { name: 'post update', as: 'erin', path: `/post-update/${UPDATES_PROJECT}`, target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  { name: 'invest page', as: 'ivy', path: `/payment/${projectId}`, target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
];

// Issue 14's Lighthouse pages: these scenarios' paths, as the same user.
const LIGHTHOUSE_SCENARIOS = ['/ (welcome)', '/guest', 'investor dashboard', 'project page'];
// While working on a page: BENCH_LIGHTHOUSE_ONLY=dashboard|project runs Lighthouse on those pages only.
const lighthouseOnly = process.env.BENCH_LIGHTHOUSE_ONLY?.split('|');
const lighthouseTargets = (projectId: string): LighthousePage[] =>
  scenarios(projectId)
    .filter((s) => LIGHTHOUSE_SCENARIOS.includes(s.name) && (!lighthouseOnly || lighthouseOnly.some((part) => s.name.includes(part))))
    .map((s) => ({ path: s.path, as: s.as, ready: s.target.selector }));

/**
 * One measured load; a load that times out is reported (in the output and in `retries` of the
 * JSON) and tried once more. Now and then the first Firestore query of a page never answers
 * (seen a few times in many hundred loads, only here against the emulator).
 */
const retries: Array<{ scenario: string; origin: string; error: string }> = [];
async function measureWithRetry(context: BrowserContext, site: Site, scenario: Scenario) {
  try {
    return await measureLoad(context, site, scenario.path, scenario.target, scenario.step);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    retries.push({ scenario: scenario.name, origin: site.origin, error: message.slice(0, 4000) });
    log(`retrying ${scenario.name} once: ${message.split('\n')[0]}`);
    return measureLoad(context, site, scenario.path, scenario.target, scenario.step);
  }
}

// ------------------------------------------------------------------ main
async function main() {
  const resultsDir = join(root, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });

  const seedStart = Date.now();
  const approved = options.projects;
  await seedDemo(scaleDocuments({ approved, pending: 100, investments: 300 }));
  const seedSeconds = round((Date.now() - seedStart) / 1000, 1);
  log(`seeded ${approved} approved + 100 pending projects and 300 investments on top of the demo data in ${seedSeconds} s`);

  const app = await serve(options.appDir);
  const naive = await serve(options.naiveDir);
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const chromiumVersion = browser.version();
  const contexts = new Map<string, BrowserContext>();
  const contextFor = async (as: Scenario['as']) => {
    let context = contexts.get(as);
    if (!context) {
      context = await browser.newContext();
      // tsx (esbuild keepNames) wraps named functions in __name(); functions sent to the page need it.
      await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      if (as !== 'guest') {
        await signIn(context, app.origin, as);
        await signIn(context, naive.origin, as);
      }
      contexts.set(as, context);
    }
    return context;
  };

  const projectId = `bench-p${String(approved).padStart(5, '0')}`; // the newest, with investments
  const only = process.env.BENCH_ONLY?.split('|');
  const selected = scenarios(projectId).filter((s) => !only || only.some((part) => s.name.includes(part)));
  let emulatorQueries: EmulatorQueryTimes | null = null;
  if (selected.some((s) => /search|q=/.test(s.name))) {
    emulatorQueries = await emulatorQueryTimes(SEARCH_WORD);
    indexedQueryMs = emulatorQueries.indexedPage;
    log(`emulator query times (ms): ${JSON.stringify(emulatorQueries)}`);
  }
  const rows = [];
  try {
    // One unmeasured load of each build first: the emulator's JVM and the browser warm up.
    const guest = await contextFor('guest');
    for (const site of [app, naive]) {
      await measureLoad(guest, site, '/guest', { selector: CARD }).catch((error) =>
        log(`warm-up load failed: ${String(error).split('\n')[0]}`),
      );
    }
    // While working on the benchmark: BENCH_ONLY=welcome|guest runs only the scenarios whose names contain one of those.
    for (const scenario of selected) {
      const context = await contextFor(scenario.as);
      const ours = [];
      const runs = (wanted: number) => Math.min(wanted, scenario.maxRuns ?? wanted);
      for (let run = 0; run < runs(options.runs); run++) ours.push(await measureWithRetry(context, app, scenario));
      const naiveRuns = [];
      if (scenario.naive)
        for (let run = 0; run < runs(options.naiveRuns); run++) naiveRuns.push(await measureWithRetry(context, naive, scenario));
      const row = summarise(scenario, ours, naiveRuns);
      rows.push(row);
      const seen = row.ours.step ?? { ...row.ours.view, ms: row.ours.view.visibleMs };
      const naiveMs = row.naive ? (row.naive.step?.ms ?? row.naive.view.visibleMs) : null;
      log(
        `measured ${scenario.name}: ${seen.ms} ms, ${seen.reads} reads, ${seen.trips} round trips (est. ${seen.estimatedMs ?? '–'} ms); naive ${naiveMs ?? '–'} ms`,
      );
    }
  } finally {
    await browser.close();
  }

  // Lighthouse loads the app as Firebase Hosting serves it: over HTTP/2 (one connection, no
  // request queue). The emulators stay on HTTP/1.1, which Google's Firestore and Auth are not.
  const certificate = options.lighthouseRuns > 0 ? localCertificate() : null;
  if (options.lighthouseRuns > 0 && !certificate) log('no openssl: Lighthouse runs over HTTP/1.1');
  const hosted = certificate ? await serve(options.appDir, certificate) : app;
  const lighthouse =
    options.lighthouseRuns > 0
      ? await lighthousePages(hosted.origin, lighthouseTargets(projectId), options.lighthouseRuns, resultsDir, log)
      : {};
  const lighthouseTransport = certificate ? 'HTTP/2 over TLS (vite preview with a throwaway certificate)' : 'HTTP/1.1';
  if (hosted !== app) await hosted.close();
  await app.close();
  await naive.close();

  const result = {
    date: new Date().toISOString(),
    machine: { node: process.version, chromium: chromiumVersion, cpus: (await import('node:os')).cpus().length },
    dataSet: { approvedProjects: approved, pendingProjects: 100, investments: 300, demoProjects: 24, seedSeconds },
    method: {
      runs: options.runs,
      naiveRuns: options.naiveRuns,
      lighthouseRuns: options.lighthouseRuns,
      js: 'KB = 1000 bytes of gzip (zlib default level, as served) of every same-origin .js file the page requested before the target was visible ("to show") and after the page settled ("total"); HTTP cache off',
      reads:
        'documents in the Firestore responses (document/documentChange/found entries, or a document got whole), read off the wire with the DevTools protocol, until the page settled',
      time: 'ms from navigation start until the target was in the DOM with a size and a frame had passed (median of runs)',
      lighthouse: `mobile defaults (simulated slow 4G, 4x CPU slowdown), median of runs; the build served over ${lighthouseTransport}`,
    },
    scenarios: rows,
    lighthouse,
    budget: budget(rows, lighthouse),
    emulatorQueries,
    retries,
  };
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${result.date.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
  print(result);
  compare(result);
  if (options.save) {
    mkdirSync(join(root, 'docs/bench'), { recursive: true });
    writeFileSync(join(root, 'docs/bench/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  }
  log(`wrote bench-results/latest.json${options.save ? ' and docs/bench/latest.json' : ''}`);
}

type Loaded = Awaited<ReturnType<typeof measureLoad>>;

function summarise(scenario: Scenario, ours: Loaded[], naiveRuns: Loaded[]) {
  const first = ours[0].measure;
  const steady = <T>(values: T[]) => values.every((v) => JSON.stringify(v) === JSON.stringify(values[0]));
  const view = (runs: Loaded[]) =>
    runs.length === 0
      ? null
      : {
          reads: runs[0].measure.reads,
          readsByCollection: runs[0].measure.readsByCollection,
          aggregations: runs[0].measure.aggregations,
          readsSteady: steady(runs.map((r) => r.measure.reads)),
          visibleMs: median(runs.map((r) => r.measure.visibleMs)),
          visibleMsRuns: runs.map((r) => r.measure.visibleMs),
          trips: Math.max(...runs.map((r) => r.measure.trips)),
          firestoreMs: median(runs.map((r) => r.measure.firestoreMs)),
          estimatedMs: estimate(runs.map((r) => ({ ms: r.measure.visibleMs, trips: r.measure.trips, firestoreMs: r.measure.firestoreMs }))),
        };
  const stepOf = (runs: Loaded[]) =>
    runs.length === 0 || !runs[0].step
      ? null
      : {
          reads: runs[0].step.reads,
          readsByCollection: runs[0].step.readsByCollection,
          ms: median(runs.map((r) => r.step!.ms)),
          msRuns: runs.map((r) => r.step!.ms),
          trips: Math.max(...runs.map((r) => r.step!.trips)),
          firestoreMs: median(runs.map((r) => r.step!.firestoreMs)),
          queryStartMs: runs[0].step.queryStartMs == null ? null : median(runs.map((r) => r.step!.queryStartMs ?? 0)),
          cachedMs: runs[0].step.cachedMs === undefined ? null : median(runs.map((r) => r.step!.cachedMs ?? 0)),
          estimatedMs: estimate(runs.map((r) => r.step!)),
        };
  const oursView = view(ours)!;
  const naiveView = view(naiveRuns);
  const oursStep = stepOf(ours);
  const naiveStep = stepOf(naiveRuns);
  const ratio = (a: number, b: number | undefined) => (b ? round(a / b, 3) : null);
  return {
    name: scenario.name,
    path: scenario.path,
    as: scenario.as,
    step: scenario.step?.kind ?? null,
    jsToShowBytes: first.jsToShowBytes,
    jsTotalBytes: first.jsTotalBytes,
    jsToShowKB: round(first.jsToShowBytes / 1000, 1),
    jsTotalKB: round(first.jsTotalBytes / 1000, 1),
    jsToShowFiles: first.jsToShowFiles,
    timeline: first.timeline,
    fcpMs: median(ours.map((r) => r.measure.fcpMs ?? NaN)),
    firebaseRequestedMs: first.firebaseRequestedMs,
    /** Least, over the runs, of (Firebase SDK first requested − first contentful paint) in ms; null: never requested. */
    firebaseAfterPaintMs: ours.some((r) => r.measure.firebaseRequestedMs !== null)
      ? Math.min(...ours.map((r) => (r.measure.firebaseRequestedMs ?? Infinity) - (r.measure.fcpMs ?? Infinity)))
      : null,
    ours: { view: oursView, step: oursStep },
    naive: naiveView ? { view: naiveView, step: naiveStep } : null,
    ratio: naiveView
      ? {
          reads: ratio(oursView.reads, naiveView.reads),
          time: ratio(oursView.visibleMs, naiveView.visibleMs),
          stepReads: oursStep && naiveStep ? ratio(oursStep.reads, naiveStep.reads) : null,
          stepTime: oursStep && naiveStep ? ratio(oursStep.ms, naiveStep.ms) : null,
          estimatedTime: oursView.estimatedMs !== null ? ratio(oursView.estimatedMs, naiveView.visibleMs) : null,
          estimatedStepTime: oursStep?.estimatedMs != null && naiveStep ? ratio(oursStep.estimatedMs, naiveStep.ms) : null,
        }
      : null,
    readBudget: scenario.readBudget ?? null,
  };
}

type Row = ReturnType<typeof summarise>;

/**
 * What the emulator measured in a search row, with the project lists' Firestore chain at production
 * speed: its time spent waiting on Firestore replaced by its round trips, each as long as a query
 * the emulator answers from an index (a page of cards, timed in the same run). Null: no search query.
 */
let indexedQueryMs: number | null = null;
function estimate(runs: Array<{ ms: number; trips: number; firestoreMs: number; queryStartMs?: number | null; cachedMs?: number }>) {
  if (indexedQueryMs === null || runs.every((r) => r.trips === 0)) return null;
  return round(
    median(
      runs.map((r) =>
        r.queryStartMs == null || r.cachedMs === undefined
          ? r.ms - r.firestoreMs + r.trips * indexedQueryMs!
          : typedEstimate(r, r.queryStartMs, r.cachedMs),
      ),
    ),
  );
}

/**
 * A typed search shows its page when the box reports the text (SEARCH_DEBOUNCE_MS after the input)
 * and its page is read, whichever comes later. A page back before the report shows as fast as a page
 * in the cache (cachedMs, measured: the report, then the render); one back after it, at its return
 * plus what followed the last answer here (its decoding and render). A search asked at the report
 * gives the same as the line above; a read-ahead (at SEARCH_READ_AHEAD_MS) can be back before it.
 */
function typedEstimate(r: { ms: number; trips: number; firestoreMs: number }, queryStartMs: number, cachedMs: number) {
  const afterAnswer = Math.max(0, r.ms - queryStartMs - r.firestoreMs);
  return Math.max(cachedMs, queryStartMs + r.trips * indexedQueryMs! + afterAnswer);
}

const PAGE_OF_CARDS = 12;
const picturesRead = (r: Row) => r.ours.view.readsByCollection?.pictures ?? 0;

function budget(rows: Row[], lighthouseResults: Record<string, LighthouseResult>) {
  const items: Array<{ item: string; value: number | null; limit: number; holds: boolean | null }> = [];
  const row = (name: string) => rows.find((r) => r.name === name);
  const js = (name: string, limit: number, label: string, key: 'jsToShowKB' | 'jsTotalKB' = 'jsToShowKB') => {
    const r = row(name);
    items.push({ item: label, value: r?.[key] ?? null, limit, holds: r ? r[key] <= limit : null });
  };
  js('/ (welcome)', 90, 'JS to show / (KB gzip)');
  // Total: everything the page downloaded by the time it settled (issue 22: 125 KB for the welcome page, 5 KB over 120 for the bloom-blob shim's removal).
  js('/ (welcome)', 125, 'JS total / (KB gzip), what it prefetches after showing included', 'jsTotalKB');
  js('/guest', 220, 'JS total /guest (KB gzip)', 'jsTotalKB');
  const welcome = row('/ (welcome)');
  if (welcome) {
    const gap = welcome.firebaseAfterPaintMs;
    items.push({
      item: 'Firebase SDK on /: ms from the first paint to its first request (least of the runs; > 0)',
      value: gap === null ? null : round(gap),
      limit: 0,
      holds: gap === null || gap > 0,
    });
  }
  js('/guest', 170, 'JS to show /guest with its first page (KB gzip)');
  // None with BENCH_ONLY matching no scenario (Lighthouse only).
  const largest = rows.length ? rows.reduce((max, r) => (r.jsTotalKB > max.jsTotalKB ? r : max)) : null;
  if (largest)
    items.push({
      item: `largest route, JS total (KB gzip): ${largest.name}`,
      value: largest.jsTotalKB,
      limit: 220,
      holds: largest.jsTotalKB <= 220,
    });
  // Uploaded pictures are documents too (issue 23: Firestore holds them, one per card shown, read in
  // one query per page): counted apart, so the data a screen reads keeps its budget from before them.
  for (const r of rows) {
    if (!r.readBudget) continue;
    const pictures = picturesRead(r);
    const data = r.ours.view.reads - pictures;
    items.push({
      item: `documents read, first view of ${r.name} (${r.readBudget.rule}), pictures apart`,
      value: data,
      limit: r.readBudget.max,
      holds: data <= r.readBudget.max,
    });
    if (pictures > 0)
      items.push({
        item: `picture documents read, first view of ${r.name} (one per card of the first page)`,
        value: pictures,
        limit: PAGE_OF_CARDS,
        holds: pictures <= PAGE_OF_CARDS,
      });
  }
  for (const [path, { as, median: m }] of Object.entries(lighthouseResults)) {
    const page = `${path} (mobile${as === 'guest' ? '' : `, signed in as ${as}`})`;
    items.push({ item: `Lighthouse performance ${page}`, value: m.score, limit: 95, holds: m.score >= 95 });
    items.push({ item: `Lighthouse LCP ${page}, ms, below the limit`, value: m.lcpMs, limit: 2500, holds: m.lcpMs < 2500 });
  }
  return items;
}

function table(headers: string[], lines: Array<Array<string | number | null>>) {
  const cells = lines.map((line) => line.map((cell) => (cell === null ? '–' : String(cell))));
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...cells.map((line) => `| ${line.join(' | ')} |`),
  ].join('\n');
}

const x = (value: number | null) => (value === null ? null : `${value}×`);

function print(result: {
  scenarios: Row[];
  lighthouse: Record<string, LighthouseResult>;
  budget: ReturnType<typeof budget>;
  dataSet: { approvedProjects: number };
  emulatorQueries: EmulatorQueryTimes | null;
}) {
  const rows = result.scenarios;
  console.log(
    `\nFirst view of each screen (${result.dataSet.approvedProjects} approved projects; time = median ms until the first card, or the heading, is visible)\n`,
  );
  console.log(
    table(
      [
        'Screen',
        'JS to show (KB gz)',
        'JS total (KB gz)',
        'Reads',
        'Round trips',
        'Time (ms)',
        'Naive reads',
        'Naive time (ms)',
        'Reads ours/naive',
        'Time ours/naive',
      ],
      rows
        .filter((r) => !r.step)
        .map((r) => [
          r.name,
          r.jsToShowKB,
          r.jsTotalKB,
          r.ours.view.reads -
            picturesRead(r) +
            (picturesRead(r) ? ` + ${picturesRead(r)} pict.` : '') +
            (r.ours.view.aggregations ? ` + ${r.ours.view.aggregations} agg.` : ''),
          r.ours.view.trips,
          r.ours.view.visibleMs,
          r.naive?.view.reads ?? null,
          r.naive?.view.visibleMs ?? null,
          x(r.ratio?.reads ?? null),
          x(r.ratio?.time ?? null),
        ]),
    ),
  );
  const steps = rows.filter((r) => r.ours.step);
  if (steps.length) {
    console.log(
      '\nSteps on a loaded page (/projects, the investor dashboard): reads and ms of the step itself, and reads since the page was opened\n',
    );
    console.log(
      table(
        [
          'Step',
          'Reads',
          'Round trips',
          'Time (ms)',
          'Reads since opened',
          'Naive reads',
          'Naive time (ms)',
          'Naive reads since opened',
          'Time ours/naive',
        ],
        steps.map((r) => [
          r.name,
          r.ours.step!.reads,
          r.ours.step!.trips,
          r.ours.step!.ms,
          r.ours.view.reads + r.ours.step!.reads,
          r.naive?.step?.reads ?? null,
          r.naive?.step?.ms ?? null,
          r.naive?.step ? r.naive.view.reads + r.naive.step.reads : null,
          x(r.ratio?.stepTime ?? null),
        ]),
      ),
    );
  }
  const searches = rows.filter((r) => (r.step ? r.ours.step?.estimatedMs : r.ours.view.estimatedMs) != null && /search|q=/.test(r.name));
  if (searches.length && result.emulatorQueries) {
    const q = result.emulatorQueries;
    console.log(
      `\nSearch rows at production speed. The emulator answers a search query by scanning every project: here a page of cards took ${q.indexedPage} ms (an index), ` +
        `a search page ${q.searchPage} ms, a word's count ${q.searchCount} ms, the list's count ${q.listCount} ms, and the naive read of every project ${q.everyProject} ms. ` +
        `"Est." replaces the time the search waited on Firestore with its round trips at ${q.indexedPage} ms each; ` +
        `a typed search shows no sooner than its page in the cache does (the box reports the text ${SEARCH_DEBOUNCE_MS} ms after typing).\n`,
    );
    console.log(
      table(
        [
          'Search',
          'Round trips',
          'First query sent (ms after typing)',
          'Time (ms)',
          'Waiting on Firestore (ms)',
          'Page in the cache (ms)',
          'Est. (ms)',
          'Naive time (ms)',
          'Time ours/naive',
          'Est. ours/naive',
        ],
        searches.map((r) => {
          const ours = r.step ? { ...r.ours.step!, time: r.ours.step!.ms } : { ...r.ours.view, time: r.ours.view.visibleMs };
          const naiveMs = r.step ? (r.naive?.step?.ms ?? null) : (r.naive?.view.visibleMs ?? null);
          return [
            r.name,
            ours.trips,
            r.step ? (r.ours.step?.queryStartMs ?? null) : null,
            ours.time,
            ours.firestoreMs,
            r.step ? (r.ours.step?.cachedMs ?? null) : null,
            ours.estimatedMs,
            naiveMs,
            x(r.step ? (r.ratio?.stepTime ?? null) : (r.ratio?.time ?? null)),
            x(r.step ? (r.ratio?.estimatedStepTime ?? null) : (r.ratio?.estimatedTime ?? null)),
          ];
        }),
      ),
    );
  }
  const lighthouseEntries = Object.entries(result.lighthouse);
  if (lighthouseEntries.length) {
    console.log('\nLighthouse (mobile emulation, production build, system Chromium; median)\n');
    console.log(
      table(
        ['Page', 'Score', 'FCP (ms)', 'LCP (ms)', 'TBT (ms)', 'CLS', 'Speed Index (ms)', 'Runs', 'LCP runs (ms)', 'Benchmark index (runs)'],
        lighthouseEntries.map(([path, { as, median: m, runs }]) => [
          as === 'guest' ? path : `${path} (as ${as})`,
          m.score,
          m.fcpMs,
          m.lcpMs,
          m.tbtMs,
          m.cls,
          m.speedIndexMs,
          runs.map((r) => r.score).join(', '),
          runs.map((r) => r.lcpMs).join(', '),
          runs.map((r) => r.benchmarkIndex).join(', '),
        ]),
      ),
    );
  }
  console.log('\nBudget\n');
  console.log(
    table(
      ['Item', 'Value', 'Limit', 'Holds'],
      result.budget.map((b) => [b.item, b.value, b.limit, b.holds === null ? null : b.holds ? 'yes' : 'NO']),
    ),
  );
  console.log('');
}

/** Against earlier figures (the committed docs/bench/latest.json, or --compare FILE): what moved in bytes, reads and time. */
function compare(result: { scenarios: Row[] }) {
  const file = resolve(root, options.compare || 'docs/bench/latest.json');
  if (!existsSync(file)) return;
  const previous: { date: string; scenarios: Row[] } = JSON.parse(readFileSync(file, 'utf8'));
  const changes = result.scenarios.flatMap((r) => {
    const before = previous.scenarios.find((p) => p.name === r.name);
    if (!before) return [];
    const moved = [
      ['JS to show bytes', before.jsToShowBytes, r.jsToShowBytes],
      ['JS total bytes', before.jsTotalBytes, r.jsTotalBytes],
      ['reads', before.ours.view.reads, r.ours.view.reads],
      ['naive reads', before.naive?.view.reads ?? null, r.naive?.view.reads ?? null],
      ['time (ms, median)', before.ours.view.visibleMs, r.ours.view.visibleMs],
    ].filter(([, a, b]) => a !== b);
    return moved.map(([what, a, b]) => [r.name, what, a, b]);
  });
  console.log(`Compared with ${relative(root, file)} (${previous.date}): ${changes.length ? '' : 'bytes and reads unchanged'}`);
  if (changes.length) console.log(table(['Screen', 'What', 'Before', 'Now'], changes as Array<Array<string | number | null>>));
  console.log('');
}

await main();
process.exit(0);
