// The scenarios measured in Chromium, run after run on both builds, each summed up in a row.
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, signedInContexts } from './browser';
import { emulatorQueryTimes, type EmulatorQueryTimes } from './emulator-queries';
import { log, options } from './options';
import { measureLoad } from './page-load';
import { SEARCH_WORD } from './scale-data';
import type { Scenario } from './scenarios';
import type { Served, Site } from './serve';
import { summarise, type Row } from './summaries';
import { CARD } from './targets';

type Retry = { scenario: string; origin: string; error: string };

/**
 * Measures each scenario `options.runs` times on the app (at least its minRuns, at most its maxRuns)
 * and, where it has one, `options.naiveRuns` times on the naive build, after one unmeasured load of
 * each build (and of the scenario, where it asks for a warm-up). With a search among them, the
 * emulator's own query times first (the yardstick of the search rows' estimates).
 */
export async function measureScenarios(selected: Scenario[], app: Served, naive: Served) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const chromiumVersion = browser.version();
  const contextFor = signedInContexts(browser, [app.origin, naive.origin]);
  let emulatorQueries: EmulatorQueryTimes | null = null;
  if (selected.some((s) => /search|q=/.test(s.name))) {
    emulatorQueries = await emulatorQueryTimes(SEARCH_WORD);
    log(`emulator query times (ms): ${JSON.stringify(emulatorQueries)}`);
  }
  const retries: Retry[] = [];
  const rows: Row[] = [];
  try {
    // One unmeasured load of each build first: the emulator's JVM and the browser warm up.
    const guest = await contextFor('guest');
    for (const site of [app, naive]) {
      await measureLoad(guest, site, '/guest', { selector: CARD }).catch((error) =>
        log(`warm-up load failed: ${String(error).split('\n')[0]}`),
      );
    }
    for (const scenario of selected) {
      const context = await contextFor(scenario.as);
      const ours = [];
      const runs = (wanted: number) => Math.min(wanted, scenario.maxRuns ?? wanted);
      if (scenario.warmUp) await measureWithRetry(context, app, scenario, retries);
      for (let run = 0; run < runs(Math.max(options.runs, scenario.minRuns ?? 0)); run++)
        ours.push(await measureWithRetry(context, app, scenario, retries));
      const naiveRuns = [];
      if (scenario.naive)
        for (let run = 0; run < runs(options.naiveRuns); run++) naiveRuns.push(await measureWithRetry(context, naive, scenario, retries));
      const row = summarise(scenario, ours, naiveRuns, emulatorQueries?.indexedPage ?? null);
      rows.push(row);
      const seen = row.ours.step ?? { ...row.ours.view, ms: row.ours.view.visibleMs };
      const naiveMs = row.naive ? (row.naive.step?.ms ?? row.naive.view.visibleMs) : null;
      log(
        `measured ${scenario.name}: ${seen.ms} ms${row.ours.step ? ` (p95 ${row.ours.step.p95Ms} ms, ${row.ours.step.msRuns.length} runs)` : ''}, ${seen.reads} reads, ${seen.trips} round trips (est. ${seen.estimatedMs ?? '–'} ms); naive ${naiveMs ?? '–'} ms; JS ${row.jsToShowKB} KB to show, ${row.jsTotalKB} KB total`,
      );
    }
  } finally {
    await browser.close();
  }
  return { rows, chromiumVersion, emulatorQueries, retries };
}

/**
 * One measured load; a load that times out is reported (in the output and in `retries` of the
 * JSON) and tried once more. Now and then the first Firestore query of a page never answers
 * (seen a few times in many hundred loads, only here against the emulator).
 */
async function measureWithRetry(context: BrowserContext, site: Site, scenario: Scenario, retries: Retry[]) {
  try {
    return await measureLoad(context, site, scenario.path, scenario.target, scenario.step);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    retries.push({ scenario: scenario.name, origin: site.origin, error: message.slice(0, 4000) });
    log(`retrying ${scenario.name} once: ${message.split('\n')[0]}`);
    return measureLoad(context, site, scenario.path, scenario.target, scenario.step);
  }
}
