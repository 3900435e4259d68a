import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collectionGroup, getAggregateFromServer, getDocs, query, sum, Timestamp, where } from 'firebase/firestore';
import { fetchHeldCampaigns, fetchTotalInvested } from '../../src/features/investments/api/investment-outcomes';
import { appFirestoreAs } from './app-client';
import { actors, dbAs, fromNow, HOUR, sampleContent, seed, setupRulesEnv, storedMarker, storedProject } from './rules-env';

// What became of an investor's money per campaign (What's new, Download my data), and Total invested:
// both read from the investor's own markers.
setupRulesEnv();

const GOAL = sampleContent.goal;
beforeEach(() =>
  seed({
    'projects/running': storedProject({ raised: 100, lastInvestmentId: 'a' }),
    'projects/running/investors/ivy': storedMarker('ivy', 'a', 1, 100),
    'projects/funded': storedProject({ endsAt: fromNow(-HOUR), raised: GOAL, lastInvestmentId: 'b' }),
    'projects/funded/investors/ivy': storedMarker('ivy', 'b', 2, 2000),
    'projects/short': storedProject({ endsAt: fromNow(-HOUR), raised: 30, lastInvestmentId: 'c' }),
    'projects/short/investors/ivy': storedMarker('ivy', 'c', 1, 30),
    'projects/closed': storedProject({ approved: false, status: 'closed', closedAt: Timestamp.now(), raised: GOAL, lastInvestmentId: 'd' }),
    'projects/closed/investors/ivy': storedMarker('ivy', 'd', 1, 400),
    // Every investment in it cancelled: nothing held.
    'projects/gone': storedProject({ raised: 0, lastInvestmentId: 'e' }),
    'projects/gone/investors/ivy': storedMarker('ivy', 'e', 0, 0),
    'projects/running/investors/olivia': storedMarker('olivia', 'f', 1, 7000),
  }),
);

it('each campaign held is Active, Collected or Returned (ended short, closed); one whose money was all cancelled is not held', async () => {
  const held = await fetchHeldCampaigns('ivy', appFirestoreAs(actors.investor));
  expect(Object.fromEntries(held.map((campaign) => [campaign.projectId, [campaign.money, campaign.amount]]))).toEqual({
    running: ['active', 100],
    funded: ['collected', 2000],
    short: ['returned', 30],
    closed: ['returned', 400],
  });
});

it("Total invested is every investment not cancelled, Returned included, summed by the server from the investor's own markers", async () => {
  expect(await fetchTotalInvested('ivy', appFirestoreAs(actors.investor))).toBe(100 + 2000 + 30 + 400);
});

it('an investor lists only their own markers', async () => {
  const mine = (uid: string) => query(collectionGroup(dbAs('investor'), 'investors'), where('investorId', '==', uid));
  await assertSucceeds(getDocs(mine('ivy')));
  await assertFails(getDocs(mine('olivia')));
  await assertFails(getDocs(collectionGroup(dbAs('investor'), 'investors')));
  // Nor another investor's total.
  const total = { total: sum('activeAmount') };
  await assertSucceeds(getAggregateFromServer(mine('ivy'), total));
  await assertFails(getAggregateFromServer(mine('olivia'), total));
});
