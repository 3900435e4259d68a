// The JSON the bench writes: bench-results/latest.json and a dated copy, and with --save docs/bench/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { budget } from './budgets';
import type { EmulatorQueryTimes } from './emulator-queries';
import { INTERACTION_CPU_SLOWDOWN, type InteractionResult } from './interactions';
import type { LighthouseResult } from './lighthouse';
import { options, resultsDir, root } from './options';
import type { Row } from './summaries';

type Measured = {
  chromiumVersion: string;
  dataSet: { approvedProjects: number; pendingProjects: number; investments: number; demoProjects: number; seedSeconds: number };
  rows: Row[];
  emulatorQueries: EmulatorQueryTimes | null;
  retries: Array<{ scenario: string; origin: string; error: string }>;
  interactions: InteractionResult[];
  lighthouse: Record<string, LighthouseResult>;
  /** How the build reached Lighthouse's Chromium. */
  lighthouseTransport: string;
};

/** The run's results, with how they were measured and the budget. */
export function benchResult({
  chromiumVersion,
  dataSet,
  rows,
  emulatorQueries,
  retries,
  interactions,
  lighthouse,
  lighthouseTransport,
}: Measured) {
  return {
    date: new Date().toISOString(),
    machine: { node: process.version, chromium: chromiumVersion, cpus: cpus().length },
    dataSet,
    method: {
      runs: options.runs,
      naiveRuns: options.naiveRuns,
      lighthouseRuns: options.lighthouseRuns,
      js: 'KB = 1000 bytes of gzip (zlib default level, as served) of every same-origin .js file the page requested before the target was visible ("to show") and after the page settled ("total"); HTTP cache off',
      reads:
        'documents in the Firestore responses (document/documentChange/found entries, or a document got whole), read off the wire with the DevTools protocol, until the page settled',
      time: 'ms from navigation start until the target was in the DOM with a size and a frame had passed (median of runs)',
      invest:
        "ms from the Invest Now click on the invest page until the confirmation's heading was in the DOM with a size and a frame had passed, through the invest function on the emulator: one unmeasured investment first, then each run a new investment (the app's own request id); median and 95th percentile (linear between the nearest runs), and the call's own request (resource timing)",
      interactions: `Event Timing API: an interaction's latency is the longest of its events' durations (input to the next paint, as Interaction to Next Paint counts it; none reported under 16 ms); each run a newly loaded, settled page in a phone-sized context (412×823, touch), the CPU slowed ${INTERACTION_CPU_SLOWDOWN}× (DevTools protocol) from just before the input; a run's figure is its slowest interaction, median of runs`,
      lighthouse: `mobile defaults (simulated slow 4G, 4x CPU slowdown), median of runs; the build served over ${lighthouseTransport}`,
    },
    scenarios: rows,
    interactions,
    lighthouse,
    budget: budget(rows, lighthouse, interactions),
    emulatorQueries,
    retries,
  };
}

export type BenchResult = ReturnType<typeof benchResult>;

const json = (result: BenchResult) => `${JSON.stringify(result, null, 2)}\n`;

/** bench-results/latest.json, and a copy named by the run's date. */
export function writeResults(result: BenchResult) {
  writeFileSync(join(resultsDir, 'latest.json'), json(result));
  writeFileSync(join(resultsDir, `${result.date.replace(/[:.]/g, '-')}.json`), json(result));
}

/** docs/bench/latest.json (--save): the figures the next runs compare with. */
export function saveResults(result: BenchResult) {
  mkdirSync(join(root, 'docs/bench'), { recursive: true });
  writeFileSync(join(root, 'docs/bench/latest.json'), json(result));
}
