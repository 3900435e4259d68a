// npm run bench: the performance benchmark (docs/performance.md).
// 1. Builds the app, and a naive variant of it (the same screens, with a data layer that reads every
//    project and filters in the browser), into .cache/bench/ against the local emulators.
// 2. Starts the emulators and runs scripts/bench/measure.ts there: it seeds thousands of projects,
//    measures both builds in Chromium (and the app with Lighthouse), prints a table and writes
//    bench-results/latest.json.
// Options: --runs N (default 3)  --naive-runs N (2)  --lighthouse-runs N (1, 0 skips Lighthouse)
//          --interaction-runs N (3, 0 skips the interaction journey at 4x CPU)
//          --projects N (5000)  --save (also writes docs/bench/latest.json)
//          --compare FILE (the results to list changes against; docs/bench/latest.json)
// BENCH_WITHOUT=early-reads measures the app without that device (index.html's inline script
// stripped), to weigh what it buys against a run without the variable (docs/decisions/).
// Everything it talks to is on 127.0.0.1; it stops itself after 15 minutes and 10 more per Lighthouse
// run and 2 per interaction run (31 by default).
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { runWithEmulators } from './emulators.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const out = resolve(root, '.cache/bench');
// Lighthouse measures every screen of the route table (shared/routes.ts: 18), each in a Chromium of its own: 5 to 7
// minutes a run on this project's 2-core machine (7 when it was loaded, 2026-12-03).
const LIGHTHOUSE_MINUTES_PER_RUN = 10;
// BENCH_DEADLINE_MINUTES: more on a machine shared with other work, where each search query takes far longer.
// The interaction journey: 5 interactions a run, each on a newly loaded page at 4x CPU (about a minute a run).
const INTERACTION_MINUTES_PER_RUN = 2;
const deadlineMs = ({ lighthouseRuns, interactionRuns }) =>
  Number(
    process.env.BENCH_DEADLINE_MINUTES ?? 15 + LIGHTHOUSE_MINUTES_PER_RUN * lighthouseRuns + INTERACTION_MINUTES_PER_RUN * interactionRuns,
  ) * 60_000;

function options(argv) {
  const value = (name, fallback) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? Number(argv[index + 1]) : fallback;
  };
  return {
    runs: value('runs', 3),
    naiveRuns: value('naive-runs', 2),
    lighthouseRuns: value('lighthouse-runs', 1),
    interactionRuns: value('interaction-runs', 3),
    projects: value('projects', 5000),
    save: argv.includes('--save'),
    compare: argv.includes('--compare') ? resolve(argv[argv.indexOf('--compare') + 1]) : '',
  };
}

/** Swaps the app's paged project lists (cards and searches) for the naive ones; nothing else differs. */
function naiveDataLayer() {
  const real = resolve(root, 'src/features/campaigns/api/project-list/project-list-page.ts');
  const naive = resolve(root, 'scripts/bench/naive-project-list-page.ts');
  return {
    name: 'bench-naive-data-layer',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      if (importer === naive || !source.endsWith('project-list-page')) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      return resolved?.id === real ? naive : null;
    },
  };
}

/** Strips index.html's inline scripts of the devices BENCH_WITHOUT names (a bench-only variant). */
function withoutDevices(devices) {
  const markers = { 'early-reads': '__earlyReads' };
  const unknown = devices.filter((device) => !markers[device]);
  if (unknown.length)
    throw new Error(`BENCH_WITHOUT: no device ${unknown.join(', ')} (the preloads and the remembered session were removed on 2026-11-26)`);
  const stripped = devices.map((device) => markers[device]);
  return {
    name: 'bench-without-devices',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script>([\s\S]*?)<\/script>\s*/g, (script, body) =>
          stripped.some((marker) => body.includes(marker)) ? '' : script,
        ),
    },
  };
}

async function buildVariant(name, plugins) {
  const envDir = resolve(out, 'no-env'); // no .env files: a .env.local with a real project is ignored
  mkdirSync(envDir, { recursive: true });
  await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    envDir,
    logLevel: 'warn',
    plugins,
    build: { outDir: resolve(out, name), emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  });
}

const started = Date.now();
const settings = options(process.argv.slice(2));
const DEADLINE_MS = deadlineMs(settings);
// Emulator settings even if the shell exports a real project's.
for (const key of Object.keys(process.env)) if (key.startsWith('VITE_FIREBASE_')) delete process.env[key];

rmSync(out, { recursive: true, force: true });
console.log('bench: building the app and the naive variant into .cache/bench/ ...');
const without = (process.env.BENCH_WITHOUT ?? '').split(',').filter(Boolean);
if (without.length) console.log(`bench: the app without ${without.join(', ')} (BENCH_WITHOUT)`);
await buildVariant('app', without.length ? [withoutDevices(without)] : []);
await buildVariant('naive', [naiveDataLayer()]);
console.log(`bench: built in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the emulators`);

// Past the deadline, SIGTERM ourselves: runWithEmulators stops the emulators and the measurement.
let timedOut = false;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (interrupted = true));
const watchdog = setTimeout(
  () => {
    timedOut = true;
    console.error(`bench: still running after ${DEADLINE_MS / 60_000} minutes; stopping`);
    process.kill(process.pid, 'SIGTERM');
  },
  DEADLINE_MS - (Date.now() - started),
);

process.env.BENCH_OPTIONS = JSON.stringify({ ...settings, appDir: resolve(out, 'app'), naiveDir: resolve(out, 'naive'), started });
const code = await runWithEmulators('npx tsx scripts/bench/measure.ts');
clearTimeout(watchdog);
console.log(`bench: finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(timedOut || interrupted ? 1 : code);
