import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { readInvestmentLimit } from '../../scripts/vite/read-rules-constants';
import { cancelInvestment } from '../../src/features/investments/api/cancel-investment';
import { fetchAllowance } from '../../src/features/investments/api/twelve-month-limit';
import { recordInvestment } from '../../src/features/investments/api/record-investment';
import { appFirestoreAs } from './app-client';
import { cardFieldsOf } from '../../src/features/campaigns/api/projects/project-card';
import {
  actorProfiles,
  actors,
  appId,
  dbAs,
  fromNow,
  HOUR,
  monthOf,
  moveLedger,
  moveMarker,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  seedExactly,
  shardTotalsAsBackend,
  storedMarker,
  storedProject,
  syncAs,
  moveShardOf,
} from './rules-env';

// At most investmentLimit12Months() (firestore.rules) over the current month and the 12 before it,
// for every investor, the admin too; cancelled and Returned money gives it back.
setupRulesEnv();

const LIMIT = readInvestmentLimit();
let intent = 0;
const invest = (who: 'investor' | 'admin', projectId: string, amount: number) =>
  recordInvestment(
    {
      intentId: appId(`limit-${++intent}`),
      projectId,
      projectTitle: sampleContent.title,
      goal: sampleContent.goal,
      creatorId: 'erin',
      investor: actors[who],
      anonymous: false,
      amount,
    },
    appFirestoreAs(actors[who]),
  );
// What an invest form shows (useInvestmentAllowance): what is left in the ledger.
const allowance = (who: 'investor' | 'admin' = 'investor') => fetchAllowance(actors[who].uid, LIMIT, appFirestoreAs(actors[who]));

beforeEach(() => seed({ ...actorProfiles(), 'projects/a': storedProject(), 'projects/b': storedProject() }));

it('is the documented $10,000', () => expect(LIMIT).toBe(10_000));

it.each(['investor', 'admin'] as const)('lets %s invest up to the limit across campaigns, and not a dollar more', async (who) => {
  await invest(who, 'a', LIMIT - 1000);
  await invest(who, 'b', 1000);
  expect(await allowance(who)).toBe(0);
  await assertFails(invest(who, 'b', 1));
  expect((await shardTotalsAsBackend('b')).raised).toBe(1000);
});

it('gives back what an investor cancels', async () => {
  await invest('investor', 'a', LIMIT);
  await cancelInvestment(
    { id: appId(`limit-${intent}`), projectId: 'a', amount: LIMIT, investorId: 'ivy' },
    appFirestoreAs(actors.investor),
  );
  expect(await allowance()).toBe(LIMIT);
  expect(await invest('investor', 'b', LIMIT)).toBe('recorded');
});

it('counts the current month and the 12 before it, not older months', async () => {
  await seed({
    'investorLimits/ivy': { months: { [String(monthOf() - 13)]: LIMIT, [String(monthOf() - 12)]: 400 }, lastInvestmentId: 'old' },
  });
  expect(await allowance()).toBe(LIMIT - 400);
  await assertFails(invest('investor', 'a', LIMIT - 399));
  expect(await invest('investor', 'a', LIMIT - 400)).toBe('recorded');
});

// The server's clock gives Returned money's limit back (tests/functions/clock.test.ts); a client never does.
describe('Returned money is never released by a client', () => {
  const held = (id: string, projectId: string, amount: number) => ({
    [`investments/${id}`]: {
      projectId,
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      investorId: 'ivy',
      investorEmail: actors.investor.email,
      amount,
      createdAt: Timestamp.now(),
      status: 'active',
    },
    [`projects/${projectId}/investors/ivy`]: storedMarker('ivy', id, 1, amount),
  });
  beforeEach(() =>
    seed({
      'projects/closed': storedProject({
        approved: false,
        status: 'closed',
        closedAt: Timestamp.now(),
        raised: 3000,
        lastInvestmentId: 'c',
      }),
      'projects/short': storedProject({ endsAt: fromNow(-HOUR), raised: 4000, lastInvestmentId: 's' }),
      'projects/funded': storedProject({ endsAt: fromNow(-HOUR), raised: sampleContent.goal, lastInvestmentId: 'f' }),
      'projects/running': storedProject({ raised: 1000, lastInvestmentId: 'r' }),
      ...held('c', 'closed', 3000),
      ...held('s', 'short', 4000),
      ...held('f', 'funded', 2000),
      ...held('r', 'running', 1000),
      'investorLimits/ivy': { months: { [String(monthOf())]: 10_000 }, lastInvestmentId: 'r' },
    }),
  );

  it('so an invest form shows the ledger as the server keeps it', async () => {
    expect(await allowance()).toBe(0);
    expect(await readAsBackend('investments/c')).not.toHaveProperty('limitReleasedAt');
  });

  const release = (id: string, by: number) => {
    const db = dbAs('investor');
    const batch = writeBatch(db);
    batch.update(doc(db, 'investments', id), { limitReleasedAt: serverTimestamp() });
    moveLedger(batch, db, 'ivy', id, -by);
    return batch.commit();
  };

  it('neither Active nor Collected money, nor Returned money of a closed campaign, by its amount or any other', async () => {
    await assertFails(release('r', 1000));
    await assertFails(release('f', 2000));
    await assertFails(release('c', 3001));
    await assertFails(release('c', 3000));
    expect((await readAsBackend('investorLimits/ivy'))?.months).toEqual({ [String(monthOf())]: 10_000 });
  });

  it('nor money of a campaign that ended short, whatever its copy of Raised says', async () => {
    // No sync yet, then one from before the deadline: the copy may lag, so nothing is released.
    await assertFails(release('s', 4000));
    const stale = storedProject({
      endsAt: fromNow(-HOUR),
      raised: 4000,
      backerCount: 1,
      fundedRatio: 4000 / sampleContent.goal,
      raisedSyncedAt: fromNow(-2 * HOUR),
      lastInvestmentId: 's',
    });
    await seedExactly({ 'projects/short': stale, 'projectCards/short': cardFieldsOf(stale) });
    await assertFails(release('s', 4000));
    // A sync stamped after the deadline with a wrong sum is refused; with the shards' sum it lands, and then the release.
    await assertFails(syncAs(dbAs('investor'), 'short', 1000, 1));
    await assertSucceeds(syncAs(dbAs('investor'), 'short', 4000, 1));
    await assertFails(release('s', 4000));
  });

  it('never for an ended campaign whose final sync shows it funded', async () => {
    await assertSucceeds(syncAs(dbAs('investor'), 'funded', sampleContent.goal, 1));
    await assertFails(release('f', 2000));
  });
});

describe("money made before the limit existed (its month's bucket cannot hold it)", () => {
  const legacy = (id: string, projectId: string, amount: number) => ({
    [`investments/${id}`]: {
      projectId,
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      investorId: 'ivy',
      investorEmail: actors.investor.email,
      investorName: actors.investor.name,
      anonymous: false,
      amount,
      createdAt: Timestamp.now(),
      status: 'active',
    },
    [`projects/${projectId}/backers/${id}`]: { name: actors.investor.name, amount, createdAt: Timestamp.now() },
    [`projects/${projectId}/investors/ivy`]: storedMarker('ivy', id, 1, amount),
  });
  beforeEach(() =>
    seed({
      'projects/closed': storedProject({
        approved: false,
        status: 'closed',
        closedAt: Timestamp.now(),
        raised: 4200,
        lastInvestmentId: 'old-c',
      }),
      'projects/running': storedProject({
        raised: 3000,
        backerCount: 1,
        fundedRatio: 3000 / sampleContent.goal,
        lastInvestmentId: 'old-r',
      }),
      ...legacy('old-c', 'closed', 4200),
      ...legacy('old-r', 'running', 3000),
      'investorLimits/ivy': { months: { [String(monthOf())]: 2000 }, lastInvestmentId: 'x' },
    }),
  );
  const giveBack = (id: string, by: number, change: Record<string, unknown>) => {
    const db = dbAs('investor');
    const batch = writeBatch(db);
    batch.update(doc(db, 'investments', id), change);
    moveLedger(batch, db, 'ivy', id, -by);
    return batch.commit();
  };

  it('is never released or cancelled out of a bucket that does not hold it (no bucket below zero)', async () => {
    await assertFails(giveBack('old-c', 4200, { limitReleasedAt: serverTimestamp() }));
    await assertFails(cancelWith('old-r', true));
    expect((await readAsBackend('investorLimits/ivy'))?.months).toEqual({ [String(monthOf())]: 2000 });
  });

  it('leaves the limit at what was counted', async () => {
    expect(await allowance()).toBe(LIMIT - 2000);
    await assertFails(invest('investor', 'a', LIMIT - 1999));
  });

  it('is cancelled without touching the ledger, and only such money', async () => {
    await cancelInvestment({ id: 'old-r', projectId: 'running', amount: 3000, investorId: 'ivy' }, appFirestoreAs(actors.investor));
    expect((await readAsBackend('investments/old-r'))?.status).toBe('cancelled');
    expect((await readAsBackend('investorLimits/ivy'))?.months).toEqual({ [String(monthOf())]: 2000 });
  });

  it('is refused a cancellation that skips the ledger when the bucket holds the amount', async () => {
    await seed({ 'investorLimits/ivy': { months: { [String(monthOf())]: 3000 }, lastInvestmentId: 'x' } });
    await assertFails(cancelWith('old-r', false));
    await assertSucceeds(cancelWith('old-r', true));
    expect((await readAsBackend('investorLimits/ivy'))?.months).toEqual({ [String(monthOf())]: 0 });
  });

  function cancelWith(id: string, withLedger: boolean) {
    const db = dbAs('investor');
    const batch = writeBatch(db);
    batch.update(doc(db, 'investments', id), { status: 'cancelled', cancelledAt: serverTimestamp() });
    batch.delete(doc(db, 'projects', 'running', 'backers', id));
    moveShardOf(batch, db, 'running', id, -3000, -1);
    moveMarker(batch, db, 'running', 'ivy', id, -1, -3000);
    if (withLedger) moveLedger(batch, db, 'ivy', id, -3000);
    return batch.commit();
  }
});

describe('the ledger itself', () => {
  it('is read by its investor only, and written only beside an investment or a cancellation', async () => {
    await seed({ 'investorLimits/ivy': { months: { [String(monthOf())]: 9000 }, lastInvestmentId: 'x' } });
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'investorLimits/ivy')));
    await assertFails(getDoc(doc(dbAs('investor2'), 'investorLimits/ivy')));
    await assertFails(getDoc(doc(dbAs('admin'), 'investorLimits/ivy')));
    await assertFails(updateDoc(doc(dbAs('investor'), 'investorLimits/ivy'), { months: {} }));
    await assertFails(setDoc(doc(dbAs('investor2'), 'investorLimits/olivia'), { months: {}, lastInvestmentId: 'y' }));
  });
});
