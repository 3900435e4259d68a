import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { readInvestmentLimit } from '../../admin-email';
import { cancelInvestment } from '../../src/features/investments/api/cancel-investment';
import { fetchAllowance, releaseReturnedInvestments } from '../../src/features/investments/api/investment-limit';
import { recordInvestment } from '../../src/features/investments/api/record-investment';
import { appFirestoreAs } from './app-client';
import { actorProfiles, actors, dbAs, fromNow, HOUR, monthOf, moveLedger, readAsBackend, sampleContent, seed, setupRulesEnv, storedMarker, storedProject } from './rules-env';

// At most investmentLimit12Months() (firestore.rules) over the current month and the 12 before it,
// for every investor, the admin too; cancelled and Returned money gives it back.
setupRulesEnv();

const LIMIT = readInvestmentLimit();
let intent = 0;
const invest = (who: 'investor' | 'admin', projectId: string, amount: number) =>
  recordInvestment(
    { intentId: `limit-${++intent}`, projectId, projectTitle: sampleContent.title, goal: sampleContent.goal, creatorId: 'erin', investor: actors[who], anonymous: false, amount },
    appFirestoreAs(actors[who]),
  );
const allowance = (who: 'investor' | 'admin' = 'investor') => fetchAllowance(actors[who].uid, LIMIT, appFirestoreAs(actors[who]));

beforeEach(() => seed({ ...actorProfiles(), 'projects/a': storedProject(), 'projects/b': storedProject() }));

it('is the documented $10,000', () => expect(LIMIT).toBe(10_000));

it.each(['investor', 'admin'] as const)('lets %s invest up to the limit across campaigns, and not a dollar more', async (who) => {
  await invest(who, 'a', LIMIT - 1000);
  await invest(who, 'b', 1000);
  expect(await allowance(who)).toBe(0);
  await assertFails(invest(who, 'b', 1));
  expect((await readAsBackend('projects/b'))?.raised).toBe(1000);
});

it('gives back what an investor cancels', async () => {
  await invest('investor', 'a', LIMIT);
  await cancelInvestment({ id: `limit-${intent}`, projectId: 'a', amount: LIMIT, investorId: 'ivy' }, appFirestoreAs(actors.investor));
  expect(await allowance()).toBe(LIMIT);
  expect(await invest('investor', 'b', LIMIT)).toBe('recorded');
});

it('counts the current month and the 12 before it, not older months', async () => {
  await seed({ 'investorLimits/ivy': { months: { [String(monthOf() - 13)]: LIMIT, [String(monthOf() - 12)]: 400 }, lastInvestmentId: 'old' } });
  expect(await allowance()).toBe(LIMIT - 400);
  await assertFails(invest('investor', 'a', LIMIT - 399));
  expect(await invest('investor', 'a', LIMIT - 400)).toBe('recorded');
});

describe('Returned money gives back the limit', () => {
  const held = (id: string, projectId: string, amount: number) => ({
    [`investments/${id}`]: {
      projectId, projectTitle: sampleContent.title, creatorId: 'erin', investorId: 'ivy', investorEmail: actors.investor.email, amount, createdAt: Timestamp.now(), status: 'active',
    },
    [`projects/${projectId}/investors/ivy`]: storedMarker('ivy', id, 1, amount),
  });
  beforeEach(() =>
    seed({
      'projects/closed': storedProject({ approved: false, status: 'closed', closedAt: Timestamp.now(), raised: 3000, lastInvestmentId: 'c' }),
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

  it('when the investor next opens an invest form: closed and ended-short campaigns, once each', async () => {
    expect(await allowance()).toBe(7000);
    expect(await readAsBackend('investments/c')).toHaveProperty('limitReleasedAt');
    expect(await readAsBackend('investments/f')).not.toHaveProperty('limitReleasedAt');
    expect(await releaseReturnedInvestments('ivy', appFirestoreAs(actors.investor))).toBe(0);
    expect(await allowance()).toBe(7000);
  });

  const release = (id: string, by: number) => {
    const db = dbAs('investor');
    const batch = writeBatch(db);
    batch.update(doc(db, 'investments', id), { limitReleasedAt: serverTimestamp() });
    moveLedger(batch, db, 'ivy', id, -by);
    return batch.commit();
  };

  it('never for Active or Collected money, never twice, never by more than the amount', async () => {
    await assertFails(release('r', 1000));
    await assertFails(release('f', 2000));
    await assertFails(release('c', 3001));
    await assertSucceeds(release('c', 3000));
    await assertFails(release('c', 3000));
    expect((await readAsBackend('investorLimits/ivy'))?.months).toEqual({ [String(monthOf())]: 7000 });
  });
});

describe('the ledger itself', () => {
  it('is read by its investor only, and written only beside an investment, a cancellation or a release', async () => {
    await seed({ 'investorLimits/ivy': { months: { [String(monthOf())]: 9000 }, lastInvestmentId: 'x' } });
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'investorLimits/ivy')));
    await assertFails(getDoc(doc(dbAs('investor2'), 'investorLimits/ivy')));
    await assertFails(getDoc(doc(dbAs('admin'), 'investorLimits/ivy')));
    await assertFails(updateDoc(doc(dbAs('investor'), 'investorLimits/ivy'), { months: {} }));
    await assertFails(setDoc(doc(dbAs('investor2'), 'investorLimits/olivia'), { months: {}, lastInvestmentId: 'y' }));
  });
});
