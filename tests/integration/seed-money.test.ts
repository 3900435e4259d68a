// The demo seed writes its money through the server's own code (scripts/seed-money.ts): each
// investment through the invest function's transaction, the ended and closed campaigns settled by the
// clock. Seeded into the emulators, the demo holds the invariants the load test holds the app's writes
// to (tests/rules/money-invariants.ts), obeys the 12-month limit, and looks like a living platform:
// progress from a few percent to past the goal, every state the journeys use.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore, Timestamp } from 'firebase/firestore';
import { clearEmulators, demoWorld, PROJECT_ID } from '../../scripts/seed-lib';
import { seedProjects } from '../../scripts/seed-data';
import { demoAccounts } from '../../scripts/demo-accounts';
import { demoBackers } from '../../scripts/seed-backers';
import { dayNumber } from '../../shared/money/shards';
import { limitWindowSum, monthIndex } from '../../shared/money/ledger';
import { INVESTMENT_LIMIT_12_MONTHS } from '../../shared/money/policy';
import { readFounderRecord } from '@/features/accountability/api/founders/founder-record-read';
import { trackFigures } from '@/features/accountability/api/founders/track-record';
import { readProject, readSummary } from '@/features/campaigns/api/projects/project-read';
import { isCardLate } from '@/features/campaigns/api/milestones/card-late';
import { UPDATE_REQUEST_DAYS } from '@/features/engagement/api/update-requests/update-request-limits';
import { expectMoneyInvariants, readMoney, type MoneyState } from '../rules/money-invariants';

const DAY = 86_400_000;
let env: RulesTestEnvironment;
let state: MoneyState;
let world: Array<[string, Record<string, unknown>]>;

/** The demo founder of LabKit: milestones, spending and a backer's request on his record. */
const recordOf = (writes: Array<[string, Record<string, unknown>]>, uid: string) =>
  readFounderRecord(writes.find(([path]) => path === `founderRecords/${uid}`)?.[1]);
const projectsOf = () => world.filter(([path]) => /^projects\/[^/]+$/.test(path));

beforeAll(async () => {
  world = await demoWorld();
  env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { host: '127.0.0.1', port: 8080 } });
  await env.withSecurityRulesDisabled(async (context) => {
    state = await readMoney(
      context.firestore() as unknown as Firestore,
      seedProjects.map((project) => project.key),
    );
  });
}, 120_000);
// The next test files start from empty emulators, as they would without this one.
afterAll(async () => {
  await env?.cleanup();
  await clearEmulators();
});

it('seeds every demo project and its money, every investment through the server (one per seeded row)', () => {
  expect(state.projects.map((project) => project.id).sort()).toEqual(seedProjects.map((project) => project.key).sort());
  const investments = seedProjects.reduce((count, project) => count + project.investments.length + (project.crowd?.length ?? 0), 0);
  expect(state.investments).toHaveLength(investments);
  expect(state.projects.filter((project) => project.shards.length > 0).length).toBeGreaterThan(10);
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  for (const investment of state.investments) expect(investment.id).toMatch(UUID_V4);
  // Noah has not been through Before you invest, and has not invested.
  expect(state.investments.some((investment) => investment.data.investorId === demoAccounts.noah.uid)).toBe(false);
});

it('holds the money invariants of the load test', () => {
  // The demo's money counts towards the 12-month limit: each investor's ledger holds what they
  // invested, less the Returned money the clock gave back.
  expectMoneyInvariants(state, { counted: () => true });
  expect(state.ledgers.length).toBe(2 + demoBackers.length);
});

it('looks like a living platform: goals its backers reach, progress from a few percent to past the goal', () => {
  const running = projectsOf()
    .map(([, project]) => project)
    .filter((project) => project.status === 'approved' && (project.endsAt as Timestamp).toMillis() > Date.now());
  const percents = running.map((project) => Math.floor(((project.raised as number) / (project.goal as number)) * 100));
  expect(percents.filter((percent) => percent > 0 && percent < 10).length).toBeGreaterThan(1);
  expect(percents.filter((percent) => percent >= 25 && percent < 75).length).toBeGreaterThan(3);
  expect(percents.filter((percent) => percent >= 100).length).toBeGreaterThan(1);
  expect(new Set(percents).size).toBeGreaterThan(running.length / 2);
  // The ended and closed campaigns were settled by the clock: LabKit funded, FieldTutor and ParkPal returned.
  const settled = new Map(
    world.filter(([path]) => path.startsWith('settlements/')).map(([path, data]) => [path.split('/')[1], data.outcome]),
  );
  expect(Object.fromEntries(settled)).toEqual({
    'labkit-home-chemistry': 'funded',
    'fieldtutor-rural-schools': 'returned',
    'parkpal-smart-parking-meters': 'returned',
  });
});

it('approved each campaign before its first investment, and took none after its deadline', () => {
  for (const [path, project] of projectsOf()) {
    const invested = state.investments.filter((investment) => investment.data.projectId === path.split('/')[1]);
    if (!invested.length) continue;
    const times = invested.map((investment) => (investment.data.createdAt as Timestamp).toMillis());
    const approved = world.find(
      ([p, entry]) => p.startsWith('audit/') && entry.projectId === path.split('/')[1] && entry.action === 'approve',
    );
    expect((approved?.[1].at as Timestamp).toMillis(), path).toBeLessThan(Math.min(...times));
    expect((project.endsAt as Timestamp).toMillis(), path).toBeGreaterThan(Math.max(...times));
  }
});

describe('what follows from the money', () => {
  it('gives each card of a project with milestones openDues: the due day of each not delivered, so LabKit’s card shows Late', () => {
    const writes = world;
    const cards = new Map(writes.filter(([path]) => path.startsWith('projectCards/')).map(([path, data]) => [path.split('/')[1], data]));
    const withMilestones = new Set(writes.flatMap(([path]) => /^projects\/([^/]+)\/milestones\//.exec(path)?.[1] ?? []));
    expect(withMilestones.size).toBeGreaterThanOrEqual(3);
    for (const id of withMilestones) {
      const open = writes.filter(([path, data]) => path.startsWith(`projects/${id}/milestones/`) && !data.deliveredAt);
      expect(cards.get(id)?.openDues, id).toEqual(Object.fromEntries(open.map(([path, data]) => [path.split('/').pop(), data.due])));
    }
    expect(isCardLate(readSummary('labkit-home-chemistry', cards.get('labkit-home-chemistry')!))).toBe(true);
    expect(isCardLate(readSummary('tallybook-ai-bookkeeping', cards.get('tallybook-ai-bookkeeping')!))).toBe(false);
  });

  it("gives each project that took money shards whose raised and daily totals are its investments', whose backers are its distinct investors,, and a final synced copy", () => {
    const writes = world;
    const funded = writes.filter(([path, data]) => /^projects\/[^/]+$/.test(path) && (data.raised as number) > 0);
    expect(funded.length).toBeGreaterThan(3);
    for (const [path, project] of funded) {
      const id = path.split('/')[1];
      const expected: Record<string, number> = {};
      const investments = writes.filter(([p, d]) => p.startsWith('investments/') && d.projectId === id && d.status === 'active');
      for (const [, investment] of investments) {
        const day = String(dayNumber((investment.createdAt as Timestamp).toDate()));
        expected[day] = (expected[day] ?? 0) + (investment.amount as number);
      }
      // Backers are people: an investor with two active investments counts once.
      const backers = new Set(investments.map(([, investment]) => investment.investorId)).size;
      const shards = writes
        .filter(([p]) => p.startsWith(`${path}/shards/`))
        .map(([, d]) => d as { raised: number; backerCount: number; days: Record<string, number> });
      const days: Record<string, number> = {};
      for (const shard of shards) for (const [day, dollars] of Object.entries(shard.days)) days[day] = (days[day] ?? 0) + dollars;
      expect(days, path).toEqual(expected);
      expect(
        shards.reduce((sum, shard) => sum + shard.raised, 0),
        path,
      ).toBe(project.raised);
      expect(
        shards.reduce((sum, shard) => sum + shard.backerCount, 0),
        path,
      ).toBe(backers);
      expect(project.backerCount, path).toBe(backers);
      // An ended campaign's copy is final: synced at or after its deadline.
      const endsAt = project.endsAt as Timestamp | null;
      if (endsAt && endsAt.toMillis() <= Date.now())
        expect((project.raisedSyncedAt as Timestamp).toMillis(), path).toBeGreaterThanOrEqual(endsAt.toMillis());
    }
  });

  it('records spending on a campaign that ended Funded, as the rules would accept it: a total its entries add up to, within Raised, one corrected entry', () => {
    const documents = new Map(world);
    const spending = [...documents].filter(([path]) => /^projects\/[^/]+\/spending\//.test(path));
    expect(spending.length).toBeGreaterThan(2);
    const projectIds = new Set(spending.map(([path]) => path.split('/')[1]));
    for (const id of projectIds) {
      const project = documents.get(`projects/${id}`)!;
      const endsAt = (project.endsAt as Timestamp).toMillis();
      expect(project.status, id).toBe('approved');
      expect(endsAt, id).toBeLessThan(Date.now());
      expect((project.raisedSyncedAt as Timestamp).toMillis(), id).toBeGreaterThanOrEqual(endsAt);
      expect(project.raised as number, id).toBeGreaterThanOrEqual(project.goal as number);
      const plan = documents.get(`projects/${id}/useOfFunds/plan`) as { lines: unknown[] } | undefined;
      const entries = spending
        .filter(([path]) => path.split('/')[1] === id)
        .map(([path, data]) => ({ id: path.split('/').pop()!, ...data }) as Record<string, unknown> & { id: string });
      const approvedDay = Math.floor((endsAt - ((project.durationDays as number) + (project.extensionDays as number)) * DAY) / DAY);
      const byLine: Record<string, number> = {};
      for (const entry of entries) {
        const spentOn = (entry.spentOn as Timestamp).toMillis();
        expect(spentOn % DAY, entry.id).toBe(0);
        expect(spentOn, entry.id).toBeLessThanOrEqual(Date.now());
        expect(Math.floor(spentOn / DAY), entry.id).toBeGreaterThanOrEqual(approvedDay);
        const line = entry.line as string;
        expect(line === 'other' || Number(line) < (plan?.lines.length ?? 0), entry.id).toBe(true);
        byLine[line] = (byLine[line] ?? 0) + (entry.amount as number);
        if (entry.corrects) {
          const corrected = entries.find((other) => other.id === entry.corrects)!;
          expect(entry.id).toBe(`${corrected.id}-correction`);
          expect(corrected.corrects).toBe('');
          expect(entry.amount as number).toBeLessThan(0);
          expect(-(entry.amount as number)).toBeLessThanOrEqual(corrected.amount as number);
          expect(entry.line).toBe(corrected.line);
        } else expect(entry.amount as number, entry.id).toBeGreaterThan(0);
      }
      expect(entries.filter((entry) => entry.corrects).length, id).toBe(1);
      const total = documents.get(`projects/${id}/spendingTotal/total`)!;
      const spent = entries.reduce((sum, entry) => sum + (entry.amount as number), 0);
      expect(total, id).toMatchObject({ spent, entryCount: entries.length, byLine });
      expect(spent, id).toBeLessThanOrEqual(project.raised as number);
    }
  });

  it('keeps every demo investor within the 12-month limit, their ledger holding the money that counts', () => {
    const writes = world;
    const limit = INVESTMENT_LIMIT_12_MONTHS;
    const investments = writes.filter(([path]) => path.startsWith('investments/')).map(([, data]) => data);
    const investorIds = [...new Set(investments.map((investment) => investment.investorId as string))];
    expect(investorIds.length).toBeGreaterThan(1);
    for (const uid of investorIds) {
      const counted = investments.filter((investment) => investment.investorId === uid && !investment.limitReleasedAt);
      for (const investment of counted) expect(investment.amount as number).toBeLessThanOrEqual(limit);
      const months: Record<string, number> = {};
      for (const investment of counted) {
        const month = String(monthIndex((investment.createdAt as Timestamp).toDate()));
        months[month] = (months[month] ?? 0) + (investment.amount as number);
      }
      const ledger = writes.find(([path]) => path === `investorLimits/${uid}`)?.[1];
      expect(ledger?.months, uid).toEqual(months);
      // Over every 12 months (each month's window from the first investment to a year after the last).
      for (const key of Object.keys(months).map(Number))
        for (let at = key; at < key + 13; at++) {
          const when = new Date(Date.UTC(Math.floor(at / 12), at % 12, 15));
          expect(limitWindowSum(months, when), `${uid} in month ${at}`).toBeLessThanOrEqual(limit);
        }
    }
  });

  it("copies onto each investment its project's deal terms (null where it states none), as the rules require", () => {
    const writes = world;
    const projects = new Map(writes.filter(([path]) => /^projects\/[^/]+$/.test(path)).map(([path, data]) => [path.split('/')[1], data]));
    const investments = writes.filter(([path]) => path.startsWith('investments/')).map(([, data]) => data);
    expect(investments.some((investment) => investment.dealTerms !== null)).toBe(true);
    for (const investment of investments)
      expect(investment.dealTerms, String(investment.projectId)).toEqual(projects.get(String(investment.projectId))?.dealTerms ?? null);
  });

  it("writes each founder's track record as the batches of their milestones, spending, updates and requests would have left it", () => {
    const writes = world;
    const sam = recordOf(writes, demoAccounts.sam.uid);
    const labkit = 'labkit-home-chemistry';
    const milestones = writes.filter(([path]) => path.startsWith(`projects/${labkit}/milestones/`));
    expect(sam.milestones.filter((m) => m.projectId === labkit)).toHaveLength(milestones.length);
    const total = writes.find(([path]) => path === `projects/${labkit}/spendingTotal/total`)![1];
    expect(sam.spentBy[labkit]).toBe(total.spent);
    const tally = writes.find(([path]) => path === `projects/${labkit}/updateRequestTally/tally`)![1];
    expect(sam.unanswered).toBe(tally.count);
    // Pending RefillRoute's planned milestones are on Erin's record (its create batch wrote them).
    expect(recordOf(writes, demoAccounts.erin.uid).milestones.map((m) => m.projectId)).toContain('refillroute-zero-waste-delivery');
    // On Sam's founder page every figure has a value: LabKit's two updates after its deadline are 3 and 5 days apart.
    const cards = writes
      .filter(([path, data]) => /^projects\/[^/]+$/.test(path) && data.creatorId === demoAccounts.sam.uid && data.approved === true)
      .map(([path, data]) => readProject(path.split('/')[1], data));
    const figures = trackFigures(cards, sam);
    expect(figures.milestonesDue).toBeGreaterThan(figures.milestonesOnTime);
    expect(figures.milestonesOnTime).toBeGreaterThan(0);
    expect(figures.spentPercent).toBeGreaterThan(0);
    expect(figures.unanswered).toBeGreaterThan(0);
    expect({ median: figures.medianGapDays, gaps: figures.gaps }).toEqual({ median: 4, gaps: 2 });
  });

  it("puts LabKit's updates after its deadline, the last over 30 days ago, so its backers may still ask for one", () => {
    const writes = world;
    const labkit = 'labkit-home-chemistry';
    const endsAt = (writes.find(([path]) => path === `projects/${labkit}`)![1].endsAt as Timestamp).toMillis();
    const posted = writes
      .filter(([path]) => path.startsWith(`projects/${labkit}/updates/`))
      .map(([, data]) => (data.createdAt as Timestamp).toMillis());
    expect(posted.length).toBeGreaterThanOrEqual(2);
    for (const at of posted) expect(at).toBeGreaterThan(endsAt);
    expect(Date.now() - Math.max(...posted)).toBeGreaterThan(UPDATE_REQUEST_DAYS * 86_400_000);
    // Its investments were made before its deadline.
    const investments = writes.filter(([path, data]) => path.startsWith('investments/') && data.projectId === labkit);
    expect(investments.length).toBeGreaterThan(0);
    for (const [, data] of investments) expect((data.createdAt as Timestamp).toMillis()).toBeLessThan(endsAt);
  });
});
