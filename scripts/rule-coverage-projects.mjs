// The emulator projects whose rule coverage scripts/rule-coverage.mjs reads: the rules suite's one
// project (tests/rules/rules-env.ts) and the app's, where the integration tests run the app.
import { PROJECT_ID } from './emulators.mjs';

export const RULES_PROJECT = 'demo-rules';
export const COVERED_PROJECTS = [RULES_PROJECT, PROJECT_ID];
// The most the rules suite's report may hold: it keeps every value each expression saw, and
// the emulator cannot build one past 2 GB.
export const REPORT_BUDGET_BYTES = 500e6;
