// What scripts/bench.mjs hands the measuring half in BENCH_OPTIONS, and the repository it writes into.
import { join, resolve } from 'node:path';

export type Options = {
  runs: number;
  naiveRuns: number;
  lighthouseRuns: number;
  /** Runs of each interaction of the journey at 4× CPU (scripts/bench/interactions.ts); 0 skips it. */
  interactionRuns: number;
  projects: number;
  save: boolean;
  /** The results file to compare bytes, reads and times with (docs/bench/latest.json unless --compare). */
  compare: string;
  appDir: string;
  naiveDir: string;
  started: number;
};
export const options: Options = JSON.parse(process.env.BENCH_OPTIONS ?? '{}');
export const root = resolve(import.meta.dirname, '../..');
export const resultsDir = join(root, 'bench-results');
export const log = (message: string) => console.log(`bench: ${message}`);
