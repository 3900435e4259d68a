// The demo seed writes its money as finished state (scripts/seed-lib.ts), with the app's own builders
// of the money documents. Seeded into the emulators as `npm run seed` does, it holds the invariants the
// load test holds the app's writes to (tests/rules/money-invariants.ts), so a change to the money's
// shapes cannot leave the demo data behind unnoticed.
import { execFileSync } from 'node:child_process';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getDocs, type Firestore } from 'firebase/firestore';
import { clearEmulators, PROJECT_ID } from '../../scripts/seed-lib';
import { seedProjects } from '../../scripts/seed-data';
import { expectMoneyInvariants, readMoney, type MoneyState } from '../rules/money-invariants';

let env: RulesTestEnvironment;
let state: MoneyState;

beforeAll(async () => {
  execFileSync('npm', ['run', 'seed', '--silent'], { stdio: 'pipe' });
  env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { host: '127.0.0.1', port: 8080 } });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const projectIds = (await getDocs(collection(db, 'projects'))).docs.map((project) => project.id);
    state = await readMoney(db, projectIds);
  });
}, 120_000);
// The next test files start from empty emulators, as they would without this one.
afterAll(async () => {
  await env?.cleanup();
  await clearEmulators();
});

it('seeds every demo project and its money', () => {
  expect(state.projects.map((project) => project.id).sort()).toEqual(seedProjects.map((project) => project.key).sort());
  const investments = seedProjects.reduce((count, project) => count + project.investments.length, 0);
  expect(state.investments).toHaveLength(investments);
  expect(state.projects.filter((project) => project.shards.length > 0).length).toBeGreaterThan(3);
  expect(state.projects.flatMap((project) => project.markers).length).toBeGreaterThan(3);
});

it('holds the money invariants of the load test', () => {
  // The demo's money counts towards the 12-month limit (issue 36): each investor's ledger holds what they
  // invested, less the Returned money already given back.
  expectMoneyInvariants(state, { counted: () => true });
  expect(state.ledgers.length).toBeGreaterThan(1);
});
