import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Runs a shell command with inherited output; resolves to its exit code. */
export function run(command, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } finally {
    rmSync(path, { force: true });
  }
}

/** Passed/failed test counts from a Vitest JSON report, or one failure when the report is missing. */
export function vitestCounts(path, exitCode) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed };
}

/** Passed/failed counts from a Playwright JSON report. */
export function playwrightCounts(path, exitCode) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1 };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const failed = unexpected + (exitCode !== 0 && unexpected === 0 ? 1 : 0);
  return { passed: expected + flaky, failed };
}
