import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Runs a shell command with inherited output; resolves to its exit code. */
export function run(command, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** One check's count from its exit code: passed, or one failure. */
export const passedIf = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

/** Awaits `promise` and says how long it took: `{ value, seconds }`. */
export async function timed(promise) {
  const start = performance.now();
  const value = await promise;
  return { value, seconds: Math.round((performance.now() - start) / 1000) };
}

export function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } finally {
    rmSync(path, { force: true });
  }
}

/**
 * Passed/failed test counts from a Vitest JSON report, or one failure when the report is missing;
 * `failedNames` lists the failed tests so the run's last lines say which they were.
 */
export function vitestCounts(path, exitCode) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1, failedNames: ['(no report)'] };
  const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
  const failedNames = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.split('/').slice(-2).join('/')} > ${test.fullName}`),
  );
  return { passed: report.numPassedTests, failed, failedNames };
}

function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  const here = (suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? [])
      .filter((test) => test.status === 'unexpected')
      .map((test) => `${[...path, spec.title].join(' > ')} [${test.projectName}]`),
  );
  return [...here, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, path))];
}

/** Passed/failed counts (and the failed tests' names) from a Playwright JSON report. */
export function playwrightCounts(path, exitCode) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1, failedNames: ['(no report)'] };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const failed = unexpected + (exitCode !== 0 && unexpected === 0 ? 1 : 0);
  const failedNames = (report.suites ?? []).flatMap((suite) => playwrightFailures(suite));
  return { passed: expected + flaky, failed, failedNames };
}
