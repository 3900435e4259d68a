// What's new tells an investor what became of their money: the clock writes each outcome
// when it settles a campaign (functions/src/clock/settle.ts, run here with the Admin SDK on
// the rules suite's project), and the app's own fetchInboxItems reads it against the emulator and its rules:
// campaigns that ended or were closed while they held money in them, with the same state and words as
// My Investments, Backers and the project page.
import { settleCampaigns } from '../../functions/src/clock/settle';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-items-api';
import { campaignMoneyNote } from '../../src/features/investments/api/investment-state';
import { appFirestoreAs } from './app-client';
import { cancelAsServer, copyCardAsServer, investAsServer, serverDb } from './server-money';
import { actorProfiles, actors, closeOnServer, fromNow, HOUR, readAsBackend, seed, setupRulesEnv, storedProject } from './rules-env';

setupRulesEnv();

const ended = fromNow(-HOUR);
// Small enough for one investor's 12-month limit.
const goal = 500;
// Made while the campaigns still ran: the invest function's clock, two hours ago.
const before = { at: new Date(Date.now() - 2 * HOUR) };
// Cancelled while it still could be: before the cut-off, 48 hours ahead of the deadline.
const daysBefore = { at: new Date(Date.now() - 72 * HOUR) };

beforeEach(async () => {
  await seed({
    ...actorProfiles(),
    'projects/running': storedProject({ title: 'Running Rails' }),
    'projects/funded': storedProject({ endsAt: ended, goal, title: 'Funded Farms' }),
    'projects/short': storedProject({ endsAt: ended, goal, title: 'Short Shoes' }),
    'projects/closed': storedProject({ title: 'Closed Cars' }),
    'projects/gone': storedProject({ endsAt: ended, title: 'Gone Gardens' }),
    'projects/others': storedProject({ endsAt: ended, goal, title: 'Other Ovens' }),
  });
  await investAsServer(actors.investor, 'running', 250);
  await investAsServer(actors.investor, 'funded', goal, before);
  await investAsServer(actors.investor, 'short', 250, before);
  await investAsServer(actors.investor, 'closed', 250);
  // Every investment cancelled: no money held, nothing to tell.
  await cancelAsServer(actors.investor, await investAsServer(actors.investor, 'gone', 250, daysBefore), daysBefore);
  // Someone else's money.
  await investAsServer(actors.investor2, 'others', goal, before);
  await closeOnServer('closed');
  // As the projectWritten trigger does: the clock finds closed campaigns by their cards.
  await copyCardAsServer('closed');
  await settleCampaigns(serverDb());
});

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
  const { closedAt } = (await readAsBackend('projects/closed')) as { closedAt: { toDate(): Date } };
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
