// Runs inside `firebase emulators:exec`, one group of suites per emulator start (scripts/test-all.mjs):
//   node scripts/emulator-suites.mjs rules     the rules and integration tests, then the rule coverage check
//   node scripts/emulator-suites.mjs browser   the browser journeys (on `vite preview`), then the hosting
//                                              journeys (on the Hosting emulator)
// Writes the counts to .cache/emulator-suites-<group>.json for scripts/test-all.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { passedIf, playwrightCounts, run, timed, vitestCounts } from './run-step.mjs';

const groups = {
  async rules() {
    const rules = await timed(
      run('npx vitest run --project rules --project integration --reporter=default --reporter=json --outputFile=.cache/rules.json'),
    );
    // Before anything else touches the emulator: the report must reflect the rules tests alone.
    const coverage = await timed(run('node scripts/rule-coverage.mjs'));
    return {
      results: {
        rules: { ...vitestCounts('.cache/rules.json', rules.value), seconds: rules.seconds },
        coverage: { ...passedIf(coverage.value), seconds: coverage.seconds },
      },
      code: rules.value || coverage.value,
    };
  },
  async browser() {
    const e2e = await timed(
      run('npx playwright test --project chromium', { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e.json' }),
    );
    const hosting = await timed(
      run('npx playwright test --project hosting', { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e-hosting.json' }),
    );
    return {
      results: {
        e2e: { ...playwrightCounts('.cache/e2e.json', e2e.value), seconds: e2e.seconds },
        hosting: { ...playwrightCounts('.cache/e2e-hosting.json', hosting.value), seconds: hosting.seconds },
      },
      code: e2e.value || hosting.value,
    };
  },
};

const group = process.argv[2];
if (!(group in groups)) {
  console.error(`usage: node scripts/emulator-suites.mjs ${Object.keys(groups).join('|')}`);
  process.exit(2);
}
mkdirSync('.cache', { recursive: true });
const { results, code } = await groups[group]();
writeFileSync(`.cache/emulator-suites-${group}.json`, JSON.stringify(results));
process.exit(code ? 1 : 0);
