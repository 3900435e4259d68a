// What the bench measures: each screen (or step on a loaded screen) with the account it is seen as,
// what shows it is there, and its reads budget; and which of them Lighthouse measures (every route
// of the route table, shared/routes.ts).
import { SHARD_COUNT } from '../../shared/money/shards';
import { FOUNDER_CAMPAIGNS_LIMIT } from '../../shared/early-reads';
import { routePaths, type RouteName } from '../../shared/routes';
import type { DemoAccountKey } from '../demo-accounts';
import type { LighthousePage } from './lighthouse';
import { SEARCH_THREE_WORDS, SEARCH_TWO_WORDS, SEARCH_WORD } from './scale-data';
import type { Step } from './steps';
import { CARD, type Target } from './targets';
import { demoAccounts } from '../demo-accounts';

export type Scenario = {
  name: string;
  /** The route of the route table (shared/routes.ts) that `path` opens. */
  route: RouteName;
  as: DemoAccountKey | 'guest';
  path: string;
  target: Target;
  step?: Step;
  naive: boolean;
  /** At most this many runs of each build: the emulator scans every project for each search query (5-8 s). */
  maxRuns?: number;
  /** At least this many runs of the app: a 95th percentile of 3 runs is their slowest. */
  minRuns?: number;
  /** One unmeasured run first (for Invest Now: the invest function's instance warm). */
  warmUp?: boolean;
  /** Reads budget: what the first view may read (documents), and why. */
  readBudget?: { max: number; rule: string };
  /** The same for the step (documents it reads after the view). */
  stepReadBudget?: { max: number; rule: string };
};

// The project page reads the project and small pages of its backers (5), updates (5) and questions (10),
// plus the viewer's profile, inbox document and saved flag; What's new adds two counts (aggregations).
const PROJECT_PAGE_READS = { max: 24, rule: 'project, ≤ 5 backers, ≤ 5 updates, ≤ 10 questions, profile, inbox, saved flag' };
// A demo project with six updates and answered questions (scripts/seed-engagement.ts).
const UPDATES_PROJECT = 'shiftsync-ai-restaurant-scheduling';

// Invest Now's runs, each a new investment of BENCH_INVEST_AMOUNT (invest-step.ts; Ivy's allowance holds them).
const INVEST_RUNS = 10;

export const scenarios = (projectId: string): Scenario[] => [
  { name: '/ (welcome)', route: 'home', as: 'guest', path: '/', target: { selector: 'main h1' }, naive: false },
  {
    name: '/guest',
    route: 'guest',
    as: 'guest',
    path: '/guest',
    target: { selector: CARD },
    naive: true,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'investor dashboard',
    route: 'investorDashboard',
    as: 'ivy',
    path: '/investor/dashboard',
    target: { selector: CARD },
    naive: true,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: '/projects',
    route: 'projects',
    as: 'ivy',
    path: '/projects',
    target: { selector: CARD },
    naive: true,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: `search "${SEARCH_WORD}" (typed on /projects)`,
    route: 'projects',
    as: 'ivy',
    path: '/projects',
    target: { selector: CARD },
    step: { kind: 'search', word: SEARCH_WORD },
    naive: true,
    maxRuns: 1,
  },
  {
    name: 'Load more (on /projects)',
    route: 'projects',
    as: 'ivy',
    path: '/projects',
    target: { selector: CARD },
    step: { kind: 'loadMore' },
    naive: true,
  },
  {
    name: `/projects?q=${SEARCH_WORD} (opened)`,
    route: 'projects',
    as: 'ivy',
    path: `/projects?q=${SEARCH_WORD}`,
    target: { selector: CARD, text: SEARCH_WORD },
    naive: true,
    maxRuns: 1,
    readBudget: { max: 24, rule: '2 pages' },
  },
  ...[SEARCH_TWO_WORDS, SEARCH_THREE_WORDS].map((words): Scenario => ({
    name: `/projects?q=${words.replace(/ /g, '+')} (opened)`,
    route: 'projects',
    as: 'ivy',
    path: `/projects?q=${encodeURIComponent(words)}`,
    target: { selector: 'main ul[aria-label] > li', text: words }, // whole cards: "pilot" is in the description
    naive: true,
    maxRuns: 1,
  })),
  {
    name: 'investor: My Investments',
    route: 'investorDashboard',
    as: 'ivy',
    path: '/investor/dashboard?tab=investments',
    target: { selector: 'main table tbody tr' },
    naive: false,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'entrepreneur dashboard',
    route: 'entrepreneurDashboard',
    as: 'erin',
    path: '/entrepreneur/dashboard',
    target: { selector: CARD },
    naive: false,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'entrepreneur: My Projects',
    route: 'entrepreneurDashboard',
    as: 'erin',
    path: '/entrepreneur/dashboard?tab=mine',
    target: { selector: CARD },
    naive: true,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'admin dashboard (pending)',
    route: 'adminDashboard',
    as: 'admin',
    path: '/admin/dashboard',
    target: { selector: CARD },
    naive: true,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'admin: Browse Projects',
    route: 'adminDashboard',
    as: 'admin',
    path: '/admin/dashboard?tab=browse',
    target: { selector: CARD },
    naive: false,
    readBudget: { max: 24, rule: '2 pages' },
  },
  {
    name: 'project page',
    route: 'project',
    as: 'ivy',
    path: `/project/${projectId}`,
    target: { selector: 'main h1' },
    naive: false,
    readBudget: PROJECT_PAGE_READS,
  },
  {
    name: 'project page with updates',
    route: 'project',
    as: 'ivy',
    path: `/project/${UPDATES_PROJECT}`,
    target: { selector: 'section[aria-labelledby=updates-heading] article' },
    naive: false,
    readBudget: PROJECT_PAGE_READS,
  },
  // A founder's page, as a guest: their profile and picture, one query of their newest
  // FOUNDER_CAMPAIGNS_LIMIT cards, and their track record, one document (founderRecords/{uid}) however many
  // campaigns, milestones, spending entries, updates and requests they have. The bench's founders have
  // thousands of campaigns, so the query reads its limit.
  {
    name: 'founder page',
    route: 'founder',
    as: 'guest',
    path: `/founders/${demoAccounts.sam.uid}`,
    target: { selector: 'main section[aria-labelledby=founder-campaigns] li' },
    naive: false,
    readBudget: { max: FOUNDER_CAMPAIGNS_LIMIT + 3, rule: `profile, picture, ≤ ${FOUNDER_CAMPAIGNS_LIMIT} cards, track record` },
  },
  // What's new: every page view reads the inbox document, two counts per group of 6 followed
  // projects (INBOX_PROJECTS_PER_QUERY, each query at most 7 look-ups: their updates and their
  // spending) and one of answers; opening it reads those two queries per group and one of answers, each
  // at most 10 documents (INBOX_ITEMS), then the member's handled reports, and at most 10
  // outcomes and 10 reminders the clock keeps. At most 60 followed projects (ENGAGEMENT_LIMITS.following):
  // at most 10 groups, so at most 22 reads a page view. An opening's budget is 40 for the bench's Ivy
  // (docs/performance.md, "Budgets"); past 2 groups of follows its bound is their updates and spending.
  {
    name: "What's new (opened on the investor dashboard)",
    route: 'investorDashboard',
    as: 'ivy',
    path: '/investor/dashboard',
    target: { selector: CARD },
    step: { kind: 'openInbox' },
    naive: false,
    stepReadBudget: { max: 40, rule: 'updates, spending and answers of followed projects, reports, outcomes, reminders' },
  },
  // The other routes, for the every-route JavaScript budget and Lighthouse: their bytes (the same each run), so once.
  { name: '/login', route: 'login', as: 'guest', path: '/login', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  { name: '/register', route: 'register', as: 'guest', path: '/register', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  { name: '/learn', route: 'learn', as: 'guest', path: '/learn', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  { name: '/terms', route: 'terms', as: 'guest', path: '/terms', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  { name: '/privacy', route: 'privacy', as: 'guest', path: '/privacy', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  // Opened without a link's code: "This link does not work".
  {
    name: 'auth action',
    route: 'authAction',
    as: 'guest',
    path: '/auth/action',
    target: { selector: 'main h1' },
    naive: false,
    maxRuns: 1,
  },
  {
    name: 'create campaign',
    route: 'createCampaign',
    as: 'erin',
    path: '/create-campaign',
    target: { selector: 'main h1' },
    naive: false,
    maxRuns: 1,
  },
  {
    name: 'post update',
    route: 'postUpdate',
    as: 'erin',
    path: `/post-update/${UPDATES_PROJECT}`,
    target: { selector: 'main h1' },
    naive: false,
    maxRuns: 1,
  },
  { name: 'settings', route: 'settings', as: 'ivy', path: '/settings', target: { selector: 'main h1' }, naive: false, maxRuns: 1 },
  // The invest page reads the investor's profile, the project and its shards (Raised), the
  // investor's 12-month ledger (one document the server keeps, however many campaigns they backed) and
  // the inbox document; the bell's counts are aggregations, counted apart.
  {
    name: 'invest page',
    route: 'payment',
    as: 'ivy',
    path: `/payment/${projectId}`,
    target: { selector: 'main h1' },
    naive: false,
    maxRuns: 1,
    readBudget: { max: 12, rule: `profile, project, ≤ ${SHARD_COUNT} shards, 12-month ledger, inbox` },
  },
  // Invest Now through the invest function, warm (one unmeasured investment first), each run a new
  // investment of Ivy's: last, so no other scenario sees them (Lighthouse, after these, does).
  {
    name: 'Invest Now to the confirmation (on the invest page, warm)',
    route: 'payment',
    as: 'ivy',
    path: `/payment/${projectId}`,
    target: { selector: 'main h1' },
    step: { kind: 'invest' },
    naive: false,
    minRuns: INVEST_RUNS,
    warmUp: true,
  },
];

/** The project the scenarios open: the newest of the `approved` seeded, with investments. */
export const benchProjectId = (approved: number) => `bench-p${String(approved).padStart(5, '0')}`;

// While working on the benchmark: BENCH_ONLY=welcome|guest runs only the scenarios whose names contain one of those.
const only = process.env.BENCH_ONLY?.split('|');
export const selectedScenarios = (projectId: string) =>
  scenarios(projectId).filter((s) => !only || only.some((part) => s.name.includes(part)));

/**
 * Lighthouse's pages: every route of the route table (shared/routes.ts), each at the first scenario
 * that opens it without a step, as that scenario's user (so a new route without a scenario stops the bench).
 */
export function lighthouseScenarios(all: Scenario[]): Scenario[] {
  return (Object.keys(routePaths) as RouteName[]).map((route) => {
    const scenario = all.find((s) => s.route === route && !s.step);
    if (!scenario) throw new Error(`bench: no scenario opens ${routePaths[route]} (route ${route}): add one to scripts/bench/scenarios.ts`);
    return scenario;
  });
}
// While working on a page: BENCH_LIGHTHOUSE_ONLY=dashboard|project runs Lighthouse on those pages only.
const lighthouseOnly = process.env.BENCH_LIGHTHOUSE_ONLY?.split('|');
export const lighthouseTargets = (projectId: string): LighthousePage[] =>
  lighthouseScenarios(scenarios(projectId))
    .filter((s) => !lighthouseOnly || lighthouseOnly.some((part) => s.name.includes(part)))
    .map((s) => ({ path: s.path, as: s.as, ready: s.target.selector }));
