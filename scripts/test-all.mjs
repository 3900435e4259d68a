// npm test: typecheck, lint, component tests, then (against the emulators) rules and integration
// tests and the end-to-end suite on a production build, then that build on the Hosting emulator with
// firebase.json's headers, then the load test. Ends with each step's count and minutes, the failed
// tests' names, and one line: "N passed, N failed".
import { readJson, run, timed, vitestCounts } from './run-step.mjs';
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
const counted = ({ value: code, seconds }) => (code === 0 ? { passed: 1, failed: 0, seconds } : { passed: 0, failed: 1, seconds });
const check = async (name, command) => add(name, counted(await timed(run(command))));

// Side by side: each is one process on one core, and neither reads what the other writes.
const [typecheck, lint] = await Promise.all([timed(run('npx tsc -b')), timed(run('npm run lint'))]);
add('typecheck', counted(typecheck));
add('lint', counted(lint));
const unit = await timed(run('npx vitest run --project unit --reporter=default --reporter=json --outputFile=.cache/unit.json'));
add('unit', { ...vitestCounts('.cache/unit.json', unit.value), seconds: unit.seconds });
await check('build', 'npx vite build --logLevel warn');

const emulatorCode = await runWithEmulators('node scripts/emulator-suites.mjs');
const suites = readJson('.cache/emulator-suites.json');
if (suites) {
  add('rules + integration', suites.rules);
  add('rule coverage', suites.coverage);
  add('e2e', suites.e2e);
  add('hosting e2e', suites.hosting ?? { passed: 0, failed: 1 });
} else {
  add('emulator suites', { passed: 0, failed: 1 });
}
if (emulatorCode !== 0 && totals.failed === 0) totals.failed = 1;

// The load test (one hot campaign, scripts/load-test.mjs) on fresh emulators of its own: after the
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
