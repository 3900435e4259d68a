// npm run load-test: tests/load/hot-campaign-functions.load.ts (500 investments from 50 investors into
// one project through the invest function, 50 cancelled) against the emulators. Inside `firebase emulators:exec` (as scripts/test-all.mjs runs it)
// it uses the running ones; otherwise it starts Auth, Firestore and Functions for the run. Exits non-zero when an
// invariant breaks. Extra arguments go to Vitest (e.g. --reporter=json --outputFile=...).
import { fileURLToPath } from 'node:url';
import { run } from './run-step.mjs';
import { runWithEmulators } from './emulators.mjs';

export const loadTestCommand = (extra = '') => `npx vitest run --project load ${extra}`.trim();

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = loadTestCommand(process.argv.slice(2).join(' '));
  process.exit(process.env.FIRESTORE_EMULATOR_HOST ? await run(command) : await runWithEmulators(command, { hosting: false }));
}
