// A campaign that goes viral (issue 25): many investments from many investors into one project at
// once, some cancelled while others arrive, through the app's own write paths (so the retries are the
// ones an investor's browser makes) and the real rules on the emulator. Run by `npm run load-test`.
// Every write lands or fails cleanly (nothing half-written, reported as the error the investor reads),
// and afterwards the project's Raised, backers and receipts equal its active investments exactly.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { setLogLevel, type Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { cardFieldsOf } from '@/features/campaigns/api/projects/project-card';
import { fetchShardTotals, syncProjectCounters, syncWhenQuiet } from '@/features/campaigns/api/shards/project-shards';
import { cancelInvestment } from '@/features/investments/api/cancel-investment';
import { recordInvestment } from '@/features/investments/api/record-investment';
import { isTransient } from '@/features/investments/api/retry-on-contention';
import { appFirestoreAs } from '../rules/app-client';
import { expectMoneyInvariants, moneyByDay, readMoney } from '../rules/money-invariants';
import { appId, nonZeroDays, PROJECT_ID, risksAcknowledged, sampleContent, storedProject } from '../rules/rules-env';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const INVESTMENTS = count('LOAD_INVESTMENTS', 500);
const INVESTORS = count('LOAD_INVESTORS', 100);
const CANCELS = count('LOAD_CANCELS', 50);
// Writes in flight at once: each is one investor's browser. Bounded so the run stays under ~2 minutes
// on a 2-core machine shared with others; the count of investments is never lowered.
const CONCURRENCY = count('LOAD_CONCURRENCY', 50);
// Viewers with the project page open meanwhile, each reading the project and its shards once a second
// (as 30 times as many pages on the 30 s refresh would) and syncing the lists' copy as the page does:
// only once the shards have stood still for a while, so the syncs never stall the investors (decision 0050).
const VIEWERS = count('LOAD_VIEWERS', 5);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const run = Date.now().toString(36);
const projectId = `load-${run}`;
const investors = Array.from({ length: INVESTORS }, (_, i) => ({
  uid: `load-${run}-${i}`,
  email: `load${i}@example.com`,
  name: `Load Investor ${i}`,
}));
// Whole dollars from $10 to $999: five per investor stay well inside the 12-month limit.
const amountOf = (n: number) => 10 + ((n * 37) % 990);
const intentOf = (n: number) => appId(`load-${run}-${n}`);
// Every tenth investment (50 of 500) is cancelled by its investor as soon as it has landed.
const cancelled = (n: number) =>
  CANCELS > 0 && n % Math.floor(INVESTMENTS / CANCELS) === 0 && n / Math.floor(INVESTMENTS / CANCELS) < CANCELS;

type Outcome = { kind: 'invest' | 'cancel'; n: number; ok: boolean; retries: number; error?: string; transient?: boolean };

let env: RulesTestEnvironment;
const backend = async <T>(read: (db: Firestore) => Promise<T>) => {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await read(context.firestore() as unknown as Firestore);
  });
  return result as T;
};

beforeAll(async () => {
  // The SDK logs every lost race with its whole request; the retries are counted below instead.
  setLogLevel('silent');
  env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { host: '127.0.0.1', port: 8080 } });
  // A running campaign that goes viral: its lists' copy was synced a minute ago, so its viewers sync
  // again only once its shards pause (or the copy is 5 minutes old), as the project page does.
  const project = storedProject({ raisedSyncedAt: Timestamp.fromMillis(Date.now() - 60_000) });
  await backend(async (db) => {
    await setDoc(doc(db, 'projects', projectId), project);
    await setDoc(doc(db, 'projectCards', projectId), cardFieldsOf(project));
    await Promise.all(
      investors.map((investor) =>
        setDoc(doc(db, 'users', investor.uid), {
          email: investor.email,
          role: 'investor',
          fullName: investor.name,
          ...risksAcknowledged(),
        }),
      ),
    );
  });
});
afterAll(() => env.cleanup());

it(
  `takes ${INVESTMENTS} investments from ${INVESTORS} investors into one project, ${CANCELS} cancelled, exactly`,
  { timeout: 300_000 },
  async () => {
    const clients: LiteFirestore[] = investors.map((investor) => appFirestoreAs(investor));
    const outcomes: Outcome[] = [];
    const retryReasons = new Map<string, number>();
    const noteRetry = (error: unknown) => {
      const reason = error instanceof Error ? `${(error as { code?: string }).code ?? ''} ${error.message}`.trim() : String(error);
      retryReasons.set(reason, (retryReasons.get(reason) ?? 0) + 1);
    };
    const queue: Array<() => Promise<void>> = [];
    const attempt = async (
      kind: Outcome['kind'],
      n: number,
      write: (onRetry: (attempt: number, error: unknown) => void) => Promise<unknown>,
    ) => {
      let retries = 0;
      try {
        await write((_attempt, error) => (retries++, noteRetry(error)));
        outcomes.push({ kind, n, ok: true, retries });
        return true;
      } catch (error) {
        // What the investor reads (use-invest-action.ts, cancel-investment-button.tsx).
        const shown = `${kind === 'invest' ? 'Error processing investment' : 'Error cancelling investment'}: ${error instanceof Error ? error.message : String(error)}`;
        outcomes.push({ kind, n, ok: false, retries, error: shown, transient: isTransient(error) });
        return false;
      }
    };
    const cancel = (n: number) => () =>
      attempt('cancel', n, (onRetry) =>
        cancelInvestment(
          { id: intentOf(n), projectId, amount: amountOf(n), investorId: investors[n % INVESTORS].uid },
          clients[n % INVESTORS],
          { onRetry },
        ),
      ).then(() => undefined);
    const invest = (n: number) => async () => {
      const investor = investors[n % INVESTORS];
      const request = {
        intentId: intentOf(n),
        projectId,
        projectTitle: sampleContent.title,
        goal: sampleContent.goal,
        creatorId: 'erin',
        investor,
        amount: amountOf(n),
        anonymous: n % 3 === 0,
      };
      const landed = await attempt('invest', n, (onRetry) => recordInvestment(request, clients[n % INVESTORS], { onRetry }));
      // Cancelled while the rest still arrive: next in line, ahead of the investments waiting.
      if (landed && cancelled(n)) queue.unshift(cancel(n));
    };
    for (let n = 0; n < INVESTMENTS; n++) queue.push(invest(n));

    const started = performance.now();
    const worker = async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    };
    let writing = true;
    const viewerSyncs = { landed: 0, skipped: 0 };
    const viewer = async (client: LiteFirestore) => {
      while (writing) {
        // What the project page does on each read: the project and its shards, and a sync once they are quiet.
        viewerSyncs[(await syncWhenQuiet(projectId, client).catch(() => false)) ? 'landed' : 'skipped']++;
        await sleep(1000);
      }
    };
    const viewing = Array.from({ length: VIEWERS }, (_, i) =>
      viewer(appFirestoreAs({ uid: `viewer-${run}-${i}`, email: `viewer${i}@example.com` })),
    );
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    writing = false;
    await Promise.all(viewing);
    // The emulator sometimes reports a lost race as a refusal: a rules look-up of a document another
    // commit holds locked fails, and every rule reading it then errs ("evaluation error at ..." for each
    // write of the batch; firebase-tools#10518). Production answers such a race with ABORTED, which the
    // app sends again. So a refused write must have left nothing behind and, sent again once the load is
    // over, land; a write the rules really refuse is refused again and fails the test below.
    const refusedUnderLoad = outcomes.filter((outcome) => !outcome.ok && !outcome.transient);
    for (const refused of refusedUnderLoad) {
      const id = intentOf(refused.n);
      const left = await backend(async (db) => {
        const [investment, receipt] = await Promise.all([
          getDoc(doc(db, 'investments', id)),
          getDoc(doc(db, 'projects', projectId, 'backers', id)),
        ]);
        return { status: investment.exists() ? investment.get('status') : 'none', receipt: receipt.exists() };
      });
      expect(left).toEqual(refused.kind === 'invest' ? { status: 'none', receipt: false } : { status: 'active', receipt: true });
      outcomes.splice(outcomes.indexOf(refused), 1);
      await (refused.kind === 'invest' ? invest(refused.n) : cancel(refused.n))();
    }
    // An investment sent again that is due to be cancelled is cancelled too.
    await worker();
    // Raised as the project page reads it (the sum of the shards), and the lists' copy, synced by a
    // viewer after the last write (once 6 s have passed since the viewers' last sync).
    const shown = await fetchShardTotals(projectId, clients[0]);
    await sleep(6_500);
    const synced = await syncProjectCounters(projectId, sampleContent.goal, clients[0]);

    // The state afterwards, read as the backend would.
    const money = await backend((db) => readMoney(db, [projectId]));
    const investments = money.investments.filter((investment) => investment.data.projectId === projectId);
    const active = investments.filter((investment) => investment.data.status === 'active');
    const state = {
      ids: new Set(investments.map((investment) => investment.id)),
      activeIds: new Set(active.map((investment) => investment.id)),
      activeSum: active.reduce((total, investment) => total + (investment.data.amount as number), 0),
      // Backers are people (issue 33): each investor holding an active investment, once.
      activeInvestors: new Set(active.map((investment) => investment.data.investorId)),
      receipts: new Set(money.projects[0].receipts.map((receipt) => receipt.id)),
    };

    const invests = outcomes.filter((o) => o.kind === 'invest');
    const cancels = outcomes.filter((o) => o.kind === 'cancel');
    const retried = outcomes.map((o) => o.retries);
    const failures = outcomes.filter((o) => !o.ok);
    const figures = {
      investments: `${invests.filter((o) => o.ok).length} of ${invests.length} landed`,
      cancellations: `${cancels.filter((o) => o.ok).length} of ${cancels.length} landed`,
      seconds: Number(seconds.toFixed(1)),
      'investments/s': Number((invests.filter((o) => o.ok).length / seconds).toFixed(1)),
      'writes in flight': CONCURRENCY,
      'viewers (read once a second)': `${VIEWERS}: ${viewerSyncs.landed} syncs during the load, ${viewerSyncs.skipped} reads without one`,
      retries: retried.reduce((a, b) => a + b, 0),
      'writes retried': retried.filter((r) => r > 0).length,
      'max retries of one write': Math.max(0, ...retried),
      failures: failures.length,
      'refused under load, landed when sent again': `${refusedUnderLoad.length - failures.filter((o) => !o.transient).length} of ${refusedUnderLoad.length}`,
      raised: shown.raised,
      'sum of active investments': state.activeSum,
      backers: shown.backerCount,
      'active investments': state.activeIds.size,
      receipts: state.receipts.size,
    };
    console.log(
      `\nLoad test, one hot campaign:\n${Object.entries(figures)
        .map(([key, value]) => `  ${key.padEnd(26)} ${value}`)
        .join('\n')}`,
    );
    for (const [reason, times] of retryReasons) console.log(`  retried ${times}x after: ${reason}`);
    for (const failure of failures)
      console.log(`  failed ${failure.kind} #${failure.n} after ${failure.retries} retries: ${failure.error}`);

    expect(invests).toHaveLength(INVESTMENTS);
    // Only lost races may fail a write (after all its retries): never the rules or the app.
    expect(failures.filter((failure) => !failure.transient)).toEqual([]);
    // A failed write left nothing behind: no investment, no receipt (a failed cancellation: still active with its receipt).
    for (const failure of failures) {
      const id = intentOf(failure.n);
      if (failure.kind === 'invest') expect([state.ids.has(id), state.receipts.has(id)]).toEqual([false, false]);
      else expect([state.activeIds.has(id), state.receipts.has(id)]).toEqual([true, true]);
    }
    for (const success of invests.filter((o) => o.ok)) expect(state.ids.has(intentOf(success.n))).toBe(true);
    for (const success of cancels.filter((o) => o.ok)) expect(state.activeIds.has(intentOf(success.n))).toBe(false);
    expect(state.activeIds.size).toBe(invests.filter((o) => o.ok).length - cancels.filter((o) => o.ok).length);
    // Raised (the shards' sum, as the project page reads it) and its daily totals equal the active investments; backers, their investors.
    expect(shown.raised).toBe(state.activeSum);
    expect(shown.backerCount).toBe(state.activeInvestors.size);
    // Funding over time's day totals (the shards' days) equal the active money of each day.
    expect(nonZeroDays(shown.days)).toEqual(moneyByDay(active));
    // The lists' copy was synced after the last write.
    expect(synced).toBe(true);
    // And as the backend holds it: the project's and card's copy, each shard, the receipts, each
    // investor's marker and 12-month ledger (every investment here counts in it) equal the active money.
    expectMoneyInvariants(money, { counted: () => true });
  },
);
