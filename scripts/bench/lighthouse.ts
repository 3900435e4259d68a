// Lighthouse for `npm run bench`: its Node API with the default mobile settings (simulated slow 4G,
// 4× CPU slowdown) against the production build, every run in a Chromium of its own.
import { writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromium } from '@playwright/test';
import type { DemoAccountKey } from '../demo-accounts';
import { CHROMIUM, CHROMIUM_FLAGS, STEP_TIMEOUT_MS, signIn } from './browser';
import { options } from './options';
import { median, round } from './stats';

/** `ready`: a selector that is on the page once it shows what it is for (for the signed-in warm-up). */
export type LighthousePage = { path: string; as: DemoAccountKey | 'guest'; ready: string };
type Figures = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
/** `lcpElement`: the HTML of the largest contentful paint's element, shortened. */
/**
 * `benchmarkIndex`: Lighthouse's own measure of this machine's speed during the run (higher is
 * faster). Its 4x CPU slowdown assumes a fast desktop; on a slower host the same page scores lower,
 * so figures from two machines compare only with this beside them.
 */
export type LighthouseRun = Figures & { lcpElement: string | null; benchmarkIndex: number };
export type LighthouseResult = { as: LighthousePage['as']; median: Figures; runs: LighthouseRun[] };

/** BENCH_LIGHTHOUSE_CPU_SLOWDOWN: Lighthouse's CPU slowdown instead of its default 4 (see docs/performance.md). */
const cpuSlowdown = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN) || 0;
if (cpuSlowdown && options.save) throw new Error("BENCH_LIGHTHOUSE_CPU_SLOWDOWN: its figures are not the budget's; run without --save");

/** The page's path without its query: where a guard that sent the visitor elsewhere would not be. */
const pathnameOf = (page: LighthousePage) => new URL(page.path, 'http://127.0.0.1').pathname;

/** A free local port, for the Chromium that Lighthouse drives over the DevTools protocol. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * Signs in through the login page of the Chromium at `port` (its default profile, the one a
 * Lighthouse tab opens in), loads the page once unmeasured, then empties the HTTP cache.
 *
 * The measured run that follows has `disableStorageReset`, which skips all of Lighthouse's reset:
 * its clearing of the origin's storage (Lighthouse 12 clears service workers, Cache Storage, file
 * systems and the shader cache by default; IndexedDB and localStorage it leaves) and of the HTTP
 * cache (Network.clearBrowserCache, then the memory cache by toggling the cache off). So the run is
 * in this state: signed in (Firebase Auth's session in IndexedDB, localStorage and cookies kept),
 * HTTP cache emptied here as Lighthouse would have, memory cache gone with the closed tabs; no service worker or Cache Storage to keep (the app has none). That is a
 * returning user's visit with a cold cache, as the guest runs are, and never a warm-cache one. The
 * warm-up load is there so that Chromium's first load of the page (and the emulator's first
 * queries for it) happen in no measured run: every run is the same second visit.
 */
async function prepareSignedIn(port: number, origin: string, page: LighthousePage & { as: DemoAccountKey }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await signIn(context, origin, page.as);
    const warmUp = await context.newPage();
    await warmUp.goto(origin + page.path);
    await warmUp.waitForSelector(page.ready, { timeout: STEP_TIMEOUT_MS });
    if (new URL(warmUp.url()).pathname !== pathnameOf(page))
      throw new Error(`warm-up of ${page.path} as ${page.as} ended on ${warmUp.url()}`);
    await warmUp.close();
    const blank = await context.newPage();
    await (await context.newCDPSession(blank)).send('Network.clearBrowserCache');
    await blank.close();
  } finally {
    await browser.close(); // only disconnects: the Chromium was launched by lighthouseRun
  }
}

/**
 * The nodes of Lighthouse's simulated largest paint (its optimistic and pessimistic graphs), by
 * simulated end time: what the simulated phone waited for before the paint, and for how long.
 */
function simulatedLargestPaint(): string {
  const lines: string[] = [];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!label.endsWith('LargestContentfulPaint')) continue;
    lines.push(`# ${label}`);
    const rows = [...timings].sort((a, b) => a[1].endTime - b[1].endTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType ?? ''} ${node.request.transferSize} B ${node.request.url.slice(0, 100)}`
          : `cpu ${Math.round(node.duration / 1000)} ms observed`;
      lines.push(`${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`);
    }
  }
  return lines.join('\n') + '\n';
}

function lcpElement(details: unknown): string | null {
  // A list whose first table holds the element's node.
  const list = details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return list?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 200) ?? null;
}

/** One Lighthouse run in a Chromium of its own, signed in first unless the page is for guests. */
async function lighthouseRun(origin: string, page: LighthousePage, output: string): Promise<LighthouseRun> {
  const port = await freePort();
  // The bench's own certificate for 127.0.0.1 (tls.ts) is self-signed.
  const args = [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, '--ignore-certificate-errors'];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  try {
    const signedIn = page.as !== 'guest';
    if (signedIn) await prepareSignedIn(port, origin, { ...page, as: page.as as DemoAccountKey });
    const url = origin + page.path;
    const result = await lighthouse(url, {
      port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
      maxWaitForLoad: 30_000,
      disableStorageReset: signedIn,
      // To weigh a host slower than the one 4x was chosen for: the same page on the phone that 4x made
      // of a faster host (a host's benchmark index / this = the phone's). Never for the budget's figures.
      ...(cpuSlowdown
        ? { throttling: { ...Lantern.Simulation.Constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
        : {}),
      // For finding what a long task ran; the sampling slows the page, so its figures do not compare.
      ...(process.env.BENCH_LIGHTHOUSE_CPU_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    writeFileSync(output, String(result.report));
    // The run's trace beside its report, for scripts/bench/long-tasks.ts.
    if (process.env.BENCH_LIGHTHOUSE_TRACES)
      writeFileSync(output.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    if (process.env.BENCH_LIGHTHOUSE_LANTERN) writeFileSync(output.replace(/\.json$/, '.lantern.txt'), simulatedLargestPaint());
    const { audits, categories, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`lighthouse ${url}: ${runtimeError.code} ${runtimeError.message} (${output})`);
    // A session lost on the way would have the guard send the page to /login: that is not a measure of the page.
    if (new URL(finalDisplayedUrl).pathname !== pathnameOf(page))
      throw new Error(`lighthouse ${url} as ${page.as} ended on ${finalDisplayedUrl} (${output})`);
    const audit = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: round(audit('first-contentful-paint')),
      lcpMs: round(audit('largest-contentful-paint')),
      tbtMs: round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      speedIndexMs: round(audit('speed-index')),
      lcpElement: lcpElement(audits['largest-contentful-paint-element']?.details),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser.close();
  }
}

/**
 * `runs` Lighthouse runs of each page, their reports written to `resultsDir`; keyed by path, each
 * with the median of every figure.
 */
export async function lighthousePages(
  origin: string,
  pages: LighthousePage[],
  runs: number,
  resultsDir: string,
  log: (message: string) => void,
) {
  const results: Record<string, LighthouseResult> = {};
  for (const page of pages) {
    const name = page.path === '/' ? '-welcome' : page.path.replace(/[^\w-]+/g, '-');
    const pageRuns: LighthouseRun[] = [];
    for (let run = 0; run < runs; run++)
      pageRuns.push(await lighthouseRun(origin, page, join(resultsDir, `lighthouse${name}-${run + 1}.json`)));
    const pick = (key: keyof Figures) => median(pageRuns.map((r) => r[key]));
    results[page.path] = {
      as: page.as,
      median: {
        score: pick('score'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        speedIndexMs: pick('speedIndexMs'),
      },
      runs: pageRuns,
    };
    log(
      `lighthouse ${page.path}${page.as === 'guest' ? '' : ` (as ${page.as})`}: ${pageRuns.map((r) => `${r.score} (LCP ${r.lcpMs} ms, benchmark index ${r.benchmarkIndex})`).join(', ')}`,
    );
  }
  return results;
}
