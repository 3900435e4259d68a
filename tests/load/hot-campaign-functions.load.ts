// A campaign that goes viral, through the server: many investments from many investors
// into one project at once through the invest function, some cancelled through cancelInvestment while
// others arrive, each investor signed in to the Auth emulator as the app's members are. Afterwards
// the project's Raised, backers, receipts, every investor's marker and 12-month ledger equal its
// active investments exactly, and the run prints the functions' median and 95th-percentile time.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { cardFieldsOf } from '@shared/projects/card-copy';
import { fetchShardTotals } from '@/features/campaigns/api/shards/project-shards';
import { CANCEL_FUNCTION, INVEST_FUNCTION } from '@shared/money/calls';
import { EMULATOR_HOSTS } from '@shared/firebase-env';
import { FUNCTIONS_REGION } from '@shared/functions-region';
import { warmFunctions } from '../../scripts/functions-emulator';
import { appFirestoreAs } from '../rules/app-client';
import { expectMoneyInvariants, moneyByDay, readMoney } from '../rules/money-invariants';
import { appId, nonZeroDays, PROJECT_ID, risksAcknowledged, storedProject } from '../rules/rules-env';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const INVESTMENTS = count('LOAD_INVESTMENTS', 500);
const INVESTORS = count('LOAD_INVESTORS', 50);
const CANCELS = count('LOAD_CANCELS', 50);
// Calls in flight at once, each one investor's browser. The Functions emulator starts a worker for
// each call it cannot give to an idle one (about 140 MB each): bounded for a 2-core machine.
const CONCURRENCY = count('LOAD_CONCURRENCY', 10);

const run = Date.now().toString(36);
const projectId = `fnload-${run}`;
const investors = Array.from({ length: INVESTORS }, (_, i) => ({ email: `fnload-${run}-${i}@example.com`, name: `Load Investor ${i}` }));
// Whole dollars from $10 to $999: ten per investor stay inside the 12-month limit.
const amountOf = (n: number) => 10 + ((n * 37) % 990);
const requestOf = (n: number) => appId(`fnload-${run}-${n}`);
const cancelled = (n: number) => n % Math.floor(INVESTMENTS / CANCELS) === 0 && n / Math.floor(INVESTMENTS / CANCELS) < CANCELS;

const AUTH_ADMIN = `${EMULATOR_HOSTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;
let env: RulesTestEnvironment;
const apps: FirebaseApp[] = [];
const backend = async <T>(work: (db: Firestore) => Promise<T>) => {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await work(context.firestore() as unknown as Firestore);
  });
  return result as T;
};

type Call = (name: string, data: unknown) => Promise<unknown>;
const callers: Call[] = [];
const uids: string[] = [];

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { host: '127.0.0.1', port: 8080 } });
  await warmFunctions();
  for (const investor of investors) {
    const created = await fetch(AUTH_ADMIN, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ email: investor.email, password: 'demo1234', displayName: investor.name, emailVerified: true }),
    });
    const { localId } = (await created.json()) as { localId: string };
    uids.push(localId);
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `fnload-${localId}`);
    apps.push(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, EMULATOR_HOSTS.auth, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, investor.email, 'demo1234');
    const functions = getFunctions(app, FUNCTIONS_REGION);
    connectFunctionsEmulator(functions, EMULATOR_HOSTS.functions.host, EMULATOR_HOSTS.functions.port);
    callers.push((name, data) => httpsCallable(functions, name)(data));
  }
  const project = storedProject({ raisedSyncedAt: Timestamp.fromMillis(Date.now() - 60_000) });
  await backend(async (db) => {
    await setDoc(doc(db, 'projects', projectId), project);
    await setDoc(doc(db, 'projectCards', projectId), cardFieldsOf(project));
    await Promise.all(
      investors.map((investor, i) =>
        setDoc(doc(db, 'users', uids[i]), { email: investor.email, role: 'investor', fullName: investor.name, ...risksAcknowledged() }),
      ),
    );
  });
}, 120_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await env.cleanup();
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

it(
  `takes ${INVESTMENTS} investments from ${INVESTORS} investors into one project through the function, ${CANCELS} cancelled, exactly`,
  { timeout: 600_000 },
  async () => {
    const times = { invest: [] as number[], cancel: [] as number[] };
    const failures: Array<{ kind: 'invest' | 'cancel'; n: number; error: string }> = [];
    const queue: Array<() => Promise<void>> = [];
    const timed = async (kind: 'invest' | 'cancel', n: number, data: unknown) => {
      const started = performance.now();
      try {
        await callers[n % INVESTORS](kind === 'invest' ? INVEST_FUNCTION : CANCEL_FUNCTION, data);
        times[kind].push(performance.now() - started);
        return true;
      } catch (error) {
        const { code, details } = error as { code?: string; details?: { sentence?: string } };
        failures.push({ kind, n, error: `${code ?? ''} ${details?.sentence ?? String(error)}`.trim() });
        return false;
      }
    };
    const cancel = (n: number) => async () => void (await timed('cancel', n, { investmentId: requestOf(n) }));
    const invest = (n: number) => async () => {
      const landed = await timed('invest', n, { projectId, amount: amountOf(n), anonymous: n % 3 === 0, requestId: requestOf(n) });
      if (landed && cancelled(n)) queue.unshift(cancel(n));
    };
    for (let n = 0; n < INVESTMENTS; n++) queue.push(invest(n));
    const started = performance.now();
    const worker = async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    // A call that failed under the load (the server could not finish its transaction) is what an
    // investor meets as "try again": sent again with the same request id, as the app's form sends it,
    // it must land once, whether or not the first attempt had.
    const failedUnderLoad = failures.splice(0);
    for (const failure of failedUnderLoad) await (failure.kind === 'invest' ? invest(failure.n) : cancel(failure.n))();
    await worker();

    // Raised as the project page reads it (the shards), and the lists' copy the raisedCopy trigger keeps.
    const viewer = appFirestoreAs({ uid: `viewer-${run}`, email: 'viewer@example.com' });
    const shown = await fetchShardTotals(projectId, viewer);
    const settledAt = performance.now();
    await expect
      .poll(async () => (await backend((db) => readMoney(db, [projectId]))).projects[0].project.raised, { timeout: 60_000, interval: 250 })
      .toBe(shown.raised);
    const copyLag = performance.now() - settledAt;
    const money = await backend((db) => readMoney(db, [projectId]));
    const active = money.investments.filter((investment) => investment.data.projectId === projectId && investment.data.status === 'active');

    const sorted = (kind: 'invest' | 'cancel') => [...times[kind]].sort((a, b) => a - b);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const figures = {
      investments: `${times.invest.length} of ${INVESTMENTS} landed`,
      cancellations: `${times.cancel.length} of ${CANCELS} landed`,
      seconds: Number(seconds.toFixed(1)),
      'investments/s': Number((times.invest.length / seconds).toFixed(1)),
      'calls in flight': CONCURRENCY,
      'invest median': ms(percentile(sorted('invest'), 50)),
      'invest 95th percentile': ms(percentile(sorted('invest'), 95)),
      'cancel median': ms(percentile(sorted('cancel'), 50)),
      'cancel 95th percentile': ms(percentile(sorted('cancel'), 95)),
      'failed under load, landed when sent again': `${failedUnderLoad.length - failures.length} of ${failedUnderLoad.length}`,
      failures: failures.length,
      raised: shown.raised,
      backers: shown.backerCount,
      'active investments': active.length,
      "lists' copy in step after": ms(copyLag),
    };
    console.log(
      `\nLoad test through the functions, one hot campaign:\n${Object.entries(figures)
        .map(([key, value]) => `  ${key.padEnd(26)} ${value}`)
        .join('\n')}`,
    );
    for (const failure of [...failedUnderLoad, ...failures]) console.log(`  failed ${failure.kind} #${failure.n}: ${failure.error}`);

    expect(failures).toEqual([]);
    // Every investment and cancellation landed once: none lost, none counted twice.
    expect(times.invest).toHaveLength(INVESTMENTS);
    expect(times.cancel).toHaveLength(CANCELS);
    expect(money.investments.filter((investment) => investment.data.projectId === projectId)).toHaveLength(INVESTMENTS);
    expect(active).toHaveLength(INVESTMENTS - CANCELS);
    expect(shown.raised).toBe(active.reduce((sum, investment) => sum + (investment.data.amount as number), 0));
    expect(shown.backerCount).toBe(new Set(active.map((investment) => investment.data.investorId)).size);
    expect(nonZeroDays(shown.days)).toEqual(moneyByDay(active));
    expectMoneyInvariants(money, { counted: () => true });
  },
);
