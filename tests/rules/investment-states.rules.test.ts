import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collectionGroup, getDocs, query, Timestamp, where } from 'firebase/firestore';
import { fetchHeldCampaigns, totalInvested } from '../../src/features/investments/api/investment-outcomes';
import { appFirestoreAs } from './app-client';
import { actors, dbAs, fromNow, HOUR, sampleContent, seed, setupRulesEnv, storedMarker, storedProject } from './rules-env';

// Total invested counts Active and Collected money only, read from the investor's own markers.
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

it('Total invested is Active plus Collected: never Returned (ended short, closed) nor Cancelled', async () => {
  expect(totalInvested(await fetchHeldCampaigns('ivy', appFirestoreAs(actors.investor)))).toBe(100 + 2000);
});

it('an investor lists only their own markers', async () => {
  const mine = (uid: string) => query(collectionGroup(dbAs('investor'), 'investors'), where('investorId', '==', uid));
  await assertSucceeds(getDocs(mine('ivy')));
  await assertFails(getDocs(mine('olivia')));
  await assertFails(getDocs(collectionGroup(dbAs('investor'), 'investors')));
});
