// Runs inside `firebase emulators:exec`: the rules and integration tests, the rule coverage check,
// then the browser journeys (on `vite preview`), then the hosting journeys (on the Hosting emulator).
// The load test runs afterwards on emulators of its own (scripts/test-all.mjs).
// Writes the counts to .cache/emulator-suites.json for scripts/test-all.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { playwrightCounts, run, timed, vitestCounts } from './run-step.mjs';

mkdirSync('.cache', { recursive: true });
const results = {};

const rules = await timed(run('npx vitest run --project rules --reporter=default --reporter=json --outputFile=.cache/rules.json'));
results.rules = { ...vitestCounts('.cache/rules.json', rules.value), seconds: rules.seconds };
// Before the browser tests touch the emulator: the report must reflect the rules tests alone.
const coverage = await timed(run('node scripts/rule-coverage.mjs'));
results.coverage = { ...(coverage.value === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }), seconds: coverage.seconds };

const e2e = await timed(run('npx playwright test --project chromium', { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e.json' }));
results.e2e = { ...playwrightCounts('.cache/e2e.json', e2e.value), seconds: e2e.seconds };
const hosting = await timed(
  run('npx playwright test --project hosting', { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e-hosting.json' }),
);
results.hosting = { ...playwrightCounts('.cache/e2e-hosting.json', hosting.value), seconds: hosting.seconds };

writeFileSync('.cache/emulator-suites.json', JSON.stringify(results));
process.exit(rules.value || coverage.value || e2e.value || hosting.value ? 1 : 0);
