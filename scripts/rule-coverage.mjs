// After the rules tests: reads the emulator's rule coverage reports and fails if any line of
// firestore.rules that holds an expression was never evaluated, so an untested rule cannot hide.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import streamJson from 'stream-json';
import Ignore from 'stream-json/filters/Ignore.js';
import Pick from 'stream-json/filters/Pick.js';
import StreamArray from 'stream-json/streamers/StreamArray.js';
import { COVERED_PROJECTS as projects, REPORT_BUDGET_BYTES, RULES_PROJECT } from './rule-coverage-projects.mjs';

// The rules suite runs in one project (tests/rules/rules-env.ts), the integration tests in
// demo-startupfund, and the emulator keeps a report per project: a line counts as evaluated when
// either evaluated it.
const coverageUrl = (project) => `http://127.0.0.1:8080/emulator/v1/projects/${project}:ruleCoverage`;
// Lines without an expression of their own: structure, a rule that allows everyone (if true), and functions that return a constant (a string, a number, a list of them: the keys lists schema-drift reads).
const structural =
  /^\s*(rules_version|service\s|match\s|allow\s+[\w, ]+:\s*if\s*$|allow\s+[\w, ]+:\s*if\s+true;\s*$|}|function\s+\w+\([^)]*\)\s*\{\s*(return\s+('[^']*'|\d+|\[[^\]]*\]);\s*\})?\s*$)/;

export function expressionLines(rules) {
  const lines = new Set();
  rules.split('\n').forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, '').trim();
    if (code && /[\w'"]/.test(code) && !structural.test(code)) lines.add(index + 1);
  });
  return lines;
}

export function evaluatedLines(report) {
  const lines = new Set();
  const walk = (node) => {
    if ((node.values ?? []).some((value) => value.count > 0)) lines.add(node.sourcePosition.line);
    (node.children ?? []).forEach(walk);
  };
  report.forEach(walk);
  return lines;
}

const rules = readFileSync('firestore.rules', 'utf8');
// The report holds every value each expression saw (picture bytes, tokens): past 512 MB, more than
// one JavaScript string can hold. So it is parsed as it streams in (stream-json), without the values
// themselves: only where each expression is and how often it was evaluated. It is fetched once at a
// time, since the emulator building the JSON and the HTML together was seen to answer without a
// report; a missing report is said as such, never read as "nothing evaluated".
// The sizes are printed, and the rules suite's report must stay within REPORT_BUDGET_BYTES.
let reportBytes = 0;
const reportSizes = {};
// What the emulator answered, for the message when there is no report in it.
let answer = '';
async function readReport(project) {
  const response = await fetch(coverageUrl(project));
  const entries = StreamArray.streamArray();
  reportBytes = 0;
  let head = '';
  const body = Readable.fromWeb(response.body);
  body.on('data', (chunk) => {
    reportBytes += chunk.length;
    if (head.length < 300) head += chunk.toString('utf8', 0, 300);
  });
  body.on('end', () => (answer = `HTTP ${response.status}, ${reportBytes} bytes: ${head.slice(0, 300)}`));
  pipeline(
    body,
    streamJson.parser(),
    Ignore.ignore({ filter: /\.value$/ }),
    Pick.pick({ filter: 'report' }),
    entries,
    (error) => error && entries.destroy(error),
  );
  const report = [];
  for await (const { value } of entries) report.push(value);
  return report;
}
async function fetchReport(project) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const report = await readReport(project);
      if (report.length > 0) {
        reportSizes[project] = reportBytes;
        return report;
      }
      console.error(`Rule coverage: ${project}: attempt ${attempt}: the emulator answered without a report (${answer})`);
    } catch (error) {
      console.error(`Rule coverage: ${project}: attempt ${attempt}: ${String(error)}`);
    }
    await new Promise((done) => setTimeout(done, 3000));
  }
  console.error(`Rule coverage: no report from the emulator for ${project}.`);
  process.exit(1);
}
const evaluated = new Set();
let entries = 0;
for (const project of projects) {
  const report = await fetchReport(project);
  entries += report.length;
  for (const line of evaluatedLines(report)) evaluated.add(line);
}
const megabytes = (bytes) => Math.round(bytes / 1e6);
const sizes = projects.map((project) => `${project}'s report ${megabytes(reportSizes[project])} MB`).join(', ');

const missed = [...expressionLines(rules)].filter((line) => !evaluated.has(line));
const sourceLines = rules.split('\n');
if (missed.length > 0) {
  console.error(`Rule coverage: ${missed.length} line(s) of firestore.rules never evaluated:`);
  for (const line of missed) console.error(`  firestore.rules:${line}  ${sourceLines[line - 1].trim()}`);
  console.error(`(${entries} report entries, ${sizes}; ${evaluated.size} lines evaluated)`);
  // The HTML report (as large as the JSON) only when it is needed to read what was missed: the rules
  // suite's; the integration tests' is at demo-startupfund's URL.
  mkdirSync('coverage', { recursive: true });
  writeFileSync('coverage/rules-coverage.html', await fetch(`${coverageUrl(RULES_PROJECT)}.html`).then((r) => r.text()));
  console.error('Report: coverage/rules-coverage.html');
  process.exit(1);
}
if (reportSizes[RULES_PROJECT] > REPORT_BUDGET_BYTES) {
  console.error(
    `Rule coverage: the rules suite's report holds ${megabytes(reportSizes[RULES_PROJECT])} MB, past its ${megabytes(REPORT_BUDGET_BYTES)} MB budget (docs/security.md says what makes it grow).`,
  );
  process.exit(1);
}
console.log(`Rule coverage: every expression line of firestore.rules was evaluated (${evaluated.size} lines; ${sizes}).`);
