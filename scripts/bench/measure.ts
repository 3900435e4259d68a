// The measuring half of `npm run bench`; scripts/bench.mjs runs it inside the emulators with
// BENCH_OPTIONS set. Seeds the data set, serves both builds on 127.0.0.1, measures them in Chromium
// (and the app with Lighthouse), prints the table and writes bench-results/latest.json.
import { mkdirSync } from 'node:fs';
import { seedDemo } from '../seed-lib';
import { measureInteractions } from './interactions';
import { lighthousePages, type LighthousePage, type LighthouseResult } from './lighthouse';
import { log, options, resultsDir } from './options';
import { compare, print } from './report';
import { benchResult, saveResults, writeResults } from './results';
import { scaleDocuments } from './scale-data';
import { measureScenarios } from './scenario-runs';
import { benchProjectId, lighthouseTargets, selectedScenarios } from './scenarios';
import { serve, type Served } from './serve';
import { round } from './stats';
import { localCertificate } from './tls';

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const dataSet = await seed(options.projects);
  const app = await serve(options.appDir);
  const naive = await serve(options.naiveDir);
  const projectId = benchProjectId(options.projects);
  const { rows, chromiumVersion, emulatorQueries, retries } = await measureScenarios(selectedScenarios(projectId), app, naive);
  const interactions = options.interactionRuns > 0 ? await measureInteractions(app, projectId, options.interactionRuns) : [];
  const { lighthouse, lighthouseTransport } = await lighthouseAsHosted(app, lighthouseTargets(projectId));
  await app.close();
  await naive.close();

  const result = benchResult({ chromiumVersion, dataSet, rows, emulatorQueries, retries, interactions, lighthouse, lighthouseTransport });
  writeResults(result);
  print(result);
  compare(result, options.compare);
  if (options.save) saveResults(result); // after compare, which reads the saved figures by default
  log(`wrote bench-results/latest.json${options.save ? ' and docs/bench/latest.json' : ''}`);
}

/** The scale data set on top of the demo data; what it holds, for the results. */
async function seed(approved: number) {
  const pending = 100;
  const investments = 300;
  const seedStart = Date.now();
  await seedDemo(scaleDocuments({ approved, pending, investments }));
  const seedSeconds = round((Date.now() - seedStart) / 1000, 1);
  log(
    `seeded ${approved} approved + ${pending} pending projects and ${investments} investments on top of the demo data in ${seedSeconds} s`,
  );
  return { approvedProjects: approved, pendingProjects: pending, investments, demoProjects: 24, seedSeconds };
}

/**
 * Lighthouse loads the app as Firebase Hosting serves it: over HTTP/2 (one connection, no
 * request queue). The emulators stay on HTTP/1.1, which Google's Firestore and Auth are not.
 */
async function lighthouseAsHosted(app: Served, pages: LighthousePage[]) {
  const certificate = options.lighthouseRuns > 0 ? localCertificate() : null;
  if (options.lighthouseRuns > 0 && !certificate) log('no openssl: Lighthouse runs over HTTP/1.1');
  const hosted = certificate ? await serve(options.appDir, certificate) : app;
  const lighthouse: Record<string, LighthouseResult> =
    options.lighthouseRuns > 0 ? await lighthousePages(hosted.origin, pages, options.lighthouseRuns, resultsDir, log) : {};
  const lighthouseTransport = certificate ? 'HTTP/2 over TLS (vite preview with a throwaway certificate)' : 'HTTP/1.1';
  if (hosted !== app) await hosted.close();
  return { lighthouse, lighthouseTransport };
}

await main();
process.exit(0);
