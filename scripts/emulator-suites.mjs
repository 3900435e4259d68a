// Runs inside `firebase emulators:exec`: the rules and integration tests, then the browser journeys.
// Writes the counts to .cache/emulator-suites.json for scripts/test-all.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { playwrightCounts, run, vitestCounts } from './run-step.mjs';

mkdirSync('.cache', { recursive: true });
const results = {};

const rulesCode = await run('npx vitest run --project rules --reporter=default --reporter=json --outputFile=.cache/rules.json');
results.rules = vitestCounts('.cache/rules.json', rulesCode);

const e2eCode = await run('npx playwright test', { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e.json' });
results.e2e = playwrightCounts('.cache/e2e.json', e2eCode);

writeFileSync('.cache/emulator-suites.json', JSON.stringify(results));
process.exit(rulesCode || e2eCode ? 1 : 0);
