import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { cardFieldsOf } from '../../src/features/campaigns/api/projects/project-card';
import { cancelInvestment } from '../../src/features/investments/api/cancel-investment';
import { recordInvestment } from '../../src/features/investments/api/record-investment';
import { syncProjectCounters } from '../../src/features/campaigns/api/shards/project-shards';
import { appFirestoreAs } from './app-client';
import { activeByDay, appId, asBackend, nonZeroDays, risksAcknowledged, sampleContent, setupRulesEnv, storedProject } from './rules-env';

// 50 investments from 10 investors at the same moment as 10 cancellations, through the real rules
// and the app's own write paths: raised must always equal the sum of the active investments.
setupRulesEnv();
const investors = Array.from({ length: 10 }, (_, i) => ({
  uid: `investor-${i}`,
  email: `investor${i}@example.com`,
  name: `Investor ${i}`,
}));
const invest = (n: number, amount: number) => {
  const investor = investors[n % 10];
  const request = {
    intentId: appId(`intent-${n}`),
    projectId: 'hot',
    projectTitle: sampleContent.title,
    goal: sampleContent.goal,
    creatorId: 'erin',
    investor,
    amount,
    anonymous: n % 2 === 0,
  };
  return recordInvestment(request, appFirestoreAs(investor));
};

beforeEach(async () => {
  const project = storedProject();
  await asBackend(async (db) => {
    await setDoc(doc(db, 'projects/hot'), project);
    await setDoc(doc(db, 'projectCards/hot'), cardFieldsOf(project));
    for (const investor of investors)
      await setDoc(doc(db, 'users', investor.uid), {
        email: investor.email,
        role: 'investor',
        fullName: investor.name,
        ...risksAcknowledged(),
      });
  });
});

async function ledger() {
  let result = {
    raised: 0,
    backerCount: 0,
    fundedRatio: 0,
    activeSum: 0,
    active: 0,
    cancelled: 0,
    receipts: 0,
    card: {} as Record<string, unknown>,
    copy: {} as Record<string, unknown>,
    fundingByDay: {} as Record<string, number>,
    activeByDay: {} as Record<string, number>,
  };
  await asBackend(async (db) => {
    const investments = (await getDocs(collection(db, 'investments'))).docs;
    const active = investments.filter((d) => d.get('status') === 'active');
    const project = await getDoc(doc(db, 'projects/hot'));
    // Raised, backers and the day totals are the sums of the project's shards (decision 0050).
    const shards = (await getDocs(collection(db, 'projects/hot/shards'))).docs;
    const days: Record<string, number> = {};
    for (const shard of shards)
      for (const [day, dollars] of Object.entries(shard.get('days') as Record<string, number>)) days[day] = (days[day] ?? 0) + dollars;
    result = {
      raised: shards.reduce((total, d) => total + (d.get('raised') as number), 0),
      backerCount: shards.reduce((total, d) => total + (d.get('backerCount') as number), 0),
      fundedRatio: project.get('fundedRatio'),
      activeSum: active.reduce((total, d) => total + (d.get('amount') as number), 0),
      active: active.length,
      cancelled: investments.length - active.length,
      receipts: (await getDocs(collection(db, 'projects/hot/backers'))).size,
      card: (await getDoc(doc(db, 'projectCards/hot'))).data() ?? {},
      copy: { raised: project.get('raised'), backerCount: project.get('backerCount') },
      // Funding over time: the shards' day totals less the days that came back to 0, and the active money by day.
      fundingByDay: nonZeroDays(days),
      activeByDay: activeByDay(active),
    };
  });
  return result;
}

// Each batch may be retried with backoff (up to 6 attempts); on a loaded machine that outlasts the 30 s default.
it('counts 50 simultaneous investments and 10 cancellations from 10 users exactly', { timeout: 180_000 }, async () => {
  // Ten earlier investments of $1,000 each, to be cancelled while the 50 new ones arrive.
  await Promise.all(Array.from({ length: 10 }, (_, n) => invest(100 + n, 1000)));
  const cancellations = Array.from({ length: 10 }, (_, n) =>
    cancelInvestment(
      { id: appId(`intent-${100 + n}`), projectId: 'hot', amount: 1000, investorId: investors[n].uid },
      appFirestoreAs(investors[n]),
    ),
  );
  const investments = Array.from({ length: 50 }, (_, n) => invest(n, n + 1));
  const outcomes = await Promise.all([...investments, ...cancellations]);
  expect(outcomes.slice(0, 50).every((outcome) => outcome === 'recorded')).toBe(true);

  // A viewer syncs the lists' copy once the writes are over (as the project page does when it finds it stale).
  expect(await syncProjectCounters('hot', sampleContent.goal, appFirestoreAs(investors[0]))).toBe(true);
  const after = await ledger();
  // Backers are people (issue 33): the 10 investors, each holding active investments, counted once.
  expect(after).toMatchObject({ active: 50, cancelled: 10, receipts: 50, backerCount: 10 });
  expect(after.activeSum).toBe((50 * 51) / 2);
  expect(after.raised).toBe(after.activeSum);
  // The project's copy and its card's are the shards' sum, exactly.
  expect(after.copy).toEqual({ raised: after.raised, backerCount: after.backerCount });
  expect(after.fundedRatio).toBeCloseTo(after.raised / sampleContent.goal, 12);
  expect(after.card).toMatchObject({ raised: after.raised, backerCount: after.backerCount, fundedRatio: after.fundedRatio });
  // The day totals add up to the active money of each day, and so to raised.
  expect(after.fundingByDay).toEqual(after.activeByDay);
  expect(Object.values(after.fundingByDay).reduce((a, b) => a + b, 0)).toBe(after.raised);
});

it(
  'holds one investor to the 12-month limit exactly when 20 of their investments race with cancellations',
  { timeout: 120_000 },
  async () => {
    const racer = { uid: 'racer', email: 'racer@example.com', name: 'Racer' };
    const reasons: string[] = [];
    await asBackend((db) =>
      setDoc(doc(db, 'users/racer'), {
        email: racer.email,
        role: 'investor',
        fullName: racer.name,
        ...risksAcknowledged(),
      }),
    );
    const put = (n: number) =>
      recordInvestment(
        {
          intentId: appId(`race-${n}`),
          projectId: 'hot',
          projectTitle: sampleContent.title,
          goal: sampleContent.goal,
          creatorId: 'erin',
          investor: racer,
          anonymous: false,
          amount: 1000,
        },
        appFirestoreAs(racer),
      ).then(
        () => true,
        (error: { code?: string }) => (reasons.push(error.code ?? String(error)), false),
      );
    // $4,000 already in, two of which are cancelled while 20 new investments of $1,000 arrive at once.
    for (const n of [1, 2, 3, 4]) await put(n);
    const cancels = [1, 2].map((n) =>
      cancelInvestment({ id: appId(`race-${n}`), projectId: 'hot', amount: 1000, investorId: 'racer' }, appFirestoreAs(racer)).then(
        () => true,
        () => false,
      ),
    );
    const results = await Promise.all([...Array.from({ length: 20 }, (_, n) => put(100 + n)), ...cancels]);
    const landed = results.slice(0, 20).filter(Boolean).length;
    const cancelled = results.slice(20).filter(Boolean).length;
    console.log('12-month limit race:', { landed, cancelled, refused: reasons });

    let ledgerSum = 0;
    let activeSum = 0;
    await asBackend(async (db) => {
      const months = ((await getDoc(doc(db, 'investorLimits/racer'))).get('months') ?? {}) as Record<string, number>;
      ledgerSum = Object.values(months).reduce((a, b) => a + b, 0);
      const mine = (await getDocs(collection(db, 'investments'))).docs.filter(
        (d) => d.get('investorId') === 'racer' && d.get('status') === 'active',
      );
      activeSum = mine.reduce((total, d) => total + (d.get('amount') as number), 0);
    });
    // Never above the limit, and the ledger equals the racer's active money to the dollar.
    expect(activeSum).toBe(ledgerSum);
    expect(activeSum).toBeLessThanOrEqual(10_000);
    expect(activeSum).toBe((4 - cancelled + landed) * 1000);
    // Whatever the interleaving, the limit was the only reason to refuse: at least the $6,000 left at
    // the start landed, at most that plus the $2,000 cancelled, and every refusal was the rules'.
    expect(landed).toBeGreaterThanOrEqual(6);
    expect(landed).toBeLessThanOrEqual(8);
    expect(reasons.every((reason) => reason === 'permission-denied')).toBe(true);
  },
);
