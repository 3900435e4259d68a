// Runs inside `firebase emulators:exec`: the rules and integration tests, the rule coverage check,
// then the browser journeys (on `vite preview`), then the hosting journeys (on the Hosting emulator),
// then the load test (one hot campaign, scripts/load-test.mjs), which prints its figures.
// Writes the counts to .cache/emulator-suites.json for scripts/test-all.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { playwrightCounts, run, vitestCounts } from './run-step.mjs';
import { loadTestCommand } from './load-test.mjs';

mkdirSync('.cache', { recursive: true });
const results = {};

const rulesCode = await run('npx vitest run --project rules --reporter=default --reporter=json --outputFile=.cache/rules.json');
results.rules = vitestCounts('.cache/rules.json', rulesCode);
// Before the browser tests touch the emulator: the report must reflect the rules tests alone.
const coverageCode = await run('node scripts/rule-coverage.mjs');
results.coverage = coverageCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

const e2eCode = await run('npx playwright test --project chromium', { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e.json' });
results.e2e = playwrightCounts('.cache/e2e.json', e2eCode);
const hostingCode = await run('npx playwright test --project hosting', {
  ...process.env,
  PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e-hosting.json',
});
results.hosting = playwrightCounts('.cache/e2e-hosting.json', hostingCode);
// Last: its 500 investments must not slow the journeys' waits, and nothing after it reads the emulator.
const loadCode = await run(loadTestCommand('--reporter=default --reporter=json --outputFile=.cache/load.json'));
results.load = vitestCounts('.cache/load.json', loadCode);

writeFileSync('.cache/emulator-suites.json', JSON.stringify(results));
process.exit(rulesCode || coverageCode || e2eCode || hostingCode || loadCode ? 1 : 0);
