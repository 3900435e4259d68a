// npm test: typecheck, lint, component tests, then (against the emulators) rules and integration
// tests and the end-to-end suite on a production build, then that build on the Hosting emulator with
// firebase.json's headers, then the load test. Ends with each step's count and minutes, the failed
// tests' names, and one line: "N passed, N failed".
import { passedIf, readJson, run, timed, vitestCounts } from './run-step.mjs';
import { runWithEmulators } from './emulators.mjs';
import { loadTestCommand } from './load-test.mjs';

const totals = { passed: 0, failed: 0 };
const summary = [];
const failures = [];
const add = (name, counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  failures.push(...(counts.failedNames ?? []).map((test) => `[${name}] ${test}`));
  const minutes = counts.seconds === undefined ? '' : ` (${(counts.seconds / 60).toFixed(1)} min)`;
  const line = `[${name}] ${counts.passed} passed, ${counts.failed} failed${minutes}`;
  summary.push(line);
  console.log(`\n${line}\n`);
};
const counted = ({ value: code, seconds }) => ({ ...passedIf(code), seconds });
const check = async (name, command) => add(name, counted(await timed(run(command))));

// Side by side: each is one process on one core, and neither reads what the other writes.
const [typecheck, lint] = await Promise.all([timed(run('npm run typecheck')), timed(run('npm run lint'))]);
add('typecheck', counted(typecheck));
add('lint', counted(lint));
const unit = await timed(run("npx vitest run --project 'unit*' --reporter=default --reporter=json --outputFile=.cache/unit.json"));
add('unit', { ...vitestCounts('.cache/unit.json', unit.value), seconds: unit.seconds });
await check('build', 'npx vite build --logLevel warn');

// Each group on emulators of its own (about 20 s a start). The emulator keeps every value each rule
// expression saw, for the coverage report: gigabytes after the rules suite, which nothing after it
// needs. Under load the emulator refuses writes with "evaluation error" on every rule (a campaign's
// create, with one core kept busy; the load test's cancellations, after the journeys on a shared
// emulator), so each group starts with a fresh one.
// `steps`: each result's key in the group's report, and its name here.
const emulatorGroup = async (group, steps, options) => {
  const code = await runWithEmulators(`node scripts/emulator-suites.mjs ${group}`, options);
  const results = readJson(`.cache/emulator-suites-${group}.json`);
  for (const [key, name] of Object.entries(steps)) add(name, results?.[key] ?? { passed: 0, failed: 1, failedNames: ['(no report)'] });
  const reported = Object.keys(steps).reduce((failed, key) => failed + (results?.[key]?.failed ?? 1), 0);
  if (code !== 0 && reported === 0) add(`${group} emulators`, { passed: 0, failed: 1 });
};
await emulatorGroup('rules', { rules: 'rules + integration', coverage: 'rule coverage' }, { hosting: false });
await emulatorGroup('browser', { e2e: 'e2e', hosting: 'hosting e2e' });

// The load test (one hot campaign, scripts/load-test.mjs) on fresh emulators of its own too: after the
// journeys' state on the same emulator its cancellations met rule evaluation errors (twice, never alone).
const load = await timed(
  runWithEmulators(loadTestCommand('--reporter=default --reporter=json --outputFile=.cache/load.json'), {
    hosting: false,
  }),
);
add('load test', { ...vitestCounts('.cache/load.json', load.value), seconds: load.seconds });

// Repeated at the end: a CI log is often read from its tail.
console.log(`\n${summary.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((test) => `  ${test}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
