// What's new tells an investor what became of their money (issue 24), read through the app's own
// fetchInboxItems against the emulator and its rules: campaigns that ended or were closed while they
// held money in them, with the same state and words as My Investments, Backers and the project page.
import { Timestamp } from 'firebase/firestore';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-items-api';
import { campaignMoneyNote } from '../../src/features/investments/api/investment-state';
import { appFirestoreAs } from './app-client';
import { actors, fromNow, HOUR, sampleContent, seed, setupRulesEnv, storedMarker, storedProject } from './rules-env';

setupRulesEnv();

const closedAt = Timestamp.fromMillis(Date.UTC(2026, 9, 20));
const ended = fromNow(-HOUR);
const goal = sampleContent.goal;

beforeEach(() =>
  seed({
    'projects/running': storedProject({ raised: 250, lastInvestmentId: 'a' }),
    'projects/running/investors/ivy': storedMarker('ivy', 'a'),
    'projects/funded': storedProject({ endsAt: ended, raised: goal, lastInvestmentId: 'b', title: 'Funded Farms' }),
    'projects/funded/investors/ivy': storedMarker('ivy', 'b'),
    'projects/short': storedProject({ endsAt: ended, raised: 250, lastInvestmentId: 'c', title: 'Short Shoes' }),
    'projects/short/investors/ivy': storedMarker('ivy', 'c'),
    'projects/closed': storedProject({
      approved: false,
      status: 'closed',
      closedAt,
      raised: goal,
      lastInvestmentId: 'd',
      title: 'Closed Cars',
    }),
    'projects/closed/investors/ivy': storedMarker('ivy', 'd'),
    // Every investment cancelled: no money held, nothing to tell.
    'projects/gone': storedProject({ endsAt: ended, raised: 0, lastInvestmentId: 'e', title: 'Gone Gardens' }),
    'projects/gone/investors/ivy': storedMarker('ivy', 'e', 0, 0),
    // Someone else's money.
    'projects/others': storedProject({ endsAt: ended, raised: goal, lastInvestmentId: 'f', title: 'Other Ovens' }),
    'projects/others/investors/olivia': storedMarker('olivia', 'f'),
  }),
);

it("What's new says, for each campaign the investor holds money in that ended or was closed, Collected or Returned with the date it ended", async () => {
  const { outcomes } = await fetchInboxItems({ uid: 'ivy' }, [], appFirestoreAs(actors.investor));
  const byTitle = Object.fromEntries(outcomes.map((o) => [o.projectTitle, o]));
  expect(Object.keys(byTitle).sort()).toEqual(['Closed Cars', 'Funded Farms', 'Short Shoes']);
  expect(byTitle['Funded Farms']).toEqual({
    projectId: 'funded',
    projectTitle: 'Funded Farms',
    state: 'collected',
    note: 'This campaign ended funded: its investments are collected.',
    endedAt: ended.toDate(),
  });
  expect(byTitle['Short Shoes']).toMatchObject({ state: 'returned', endedAt: ended.toDate() });
  expect(byTitle['Short Shoes'].note).toBe(campaignMoneyNote({ status: 'approved', endsAt: ended.toDate(), raised: 250, goal }));
  // Closed by the admin: Returned, whatever it raised, on the day it was closed.
  expect(byTitle['Closed Cars']).toMatchObject({
    state: 'returned',
    endedAt: closedAt.toDate(),
    note: 'The admin closed this campaign: every investment in it is returned to its investor.',
  });
});

it('an investor with no money in an ended campaign hears nothing of it', async () => {
  const { outcomes } = await fetchInboxItems({ uid: 'sam' }, [], appFirestoreAs(actors.other));
  expect(outcomes).toEqual([]);
});
