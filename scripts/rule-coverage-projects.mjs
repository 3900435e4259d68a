// The file the rules tests list the emulator projects they ran in, one a line (tests/rules/rules-env.ts),
// which scripts/rule-coverage.mjs reads and scripts/emulator-suites.mjs empties before each run.
export const COVERAGE_PROJECTS_FILE = '.cache/rule-coverage-projects.txt';
