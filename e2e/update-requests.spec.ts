// Hearing from the founder. On a campaign of this file's own that ended Funded 40 days ago, whose
// founder last posted 35 days ago and one of whose two backers already asked for an update, the other
// backer sees Last update 35 days ago, asks for an update and cannot ask twice; the founder sees how many
// backers asked, on the page and in What's new. On the demo's LabKit (by Sam, read only), Olivia, who
// asked already (the seed), sees that she did.
import { expect, test, type Page } from '@playwright/test';
import { doc, getDoc, increment, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { withAdminFirestore, type OwnMember } from '../scripts/seed-lib';
import { logInAs, logOut, uniqueWord } from './support';
import { endFunded, logInAsOwn, ownCampaign, ownInvestment, ownMember, setDeadline } from './own-data';

const labkit = '/project/labkit-home-chemistry';
const DAY = 86_400_000;
const hearing = (page: Page) => page.getByRole('group', { name: 'Hearing from the founder' });

/**
 * A campaign of the test's own that ended Funded `endedDaysAgo` days ago: its backers invest through the
 * invest function while it runs, its deadline passes and the clock settles it (settlements/{id}, its
 * final Raised); then its deadline is dated back, as if all that had happened then.
 */
async function endedFundedCampaign(founder: OwnMember, backers: OwnMember[], endedDaysAgo: number) {
  const project = await ownCampaign(founder, { goal: 1_000 });
  for (const backer of backers) await ownInvestment(project.key, backer, 600);
  await endFunded(project.key, 600 * backers.length);
  await setDeadline(project.key, Date.now() - endedDaysAgo * DAY);
  return project;
}

/** The founder's update posted `daysAgo` days ago, with their posters document (its time is the page's Last update), as the app writes them. */
async function postedUpdate(projectId: string, title: string, founder: OwnMember, daysAgo: number) {
  const at = Timestamp.fromMillis(Date.now() - daysAgo * DAY - 3_600_000);
  const updateId = uniqueWord('update');
  await withAdminFirestore(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'projects', projectId, 'updates', updateId), {
      title: 'Kits on their way',
      body: 'The first hundred kits left the workshop today.',
      projectId,
      projectTitle: title,
      creatorId: founder.uid,
      createdAt: at,
      updatedAt: at,
    });
    batch.set(doc(db, 'projects', projectId, 'posters', founder.uid), {
      lastPostedAt: at,
      windowStart: at,
      countInWindow: 1,
      lastUpdateId: updateId,
    });
    await batch.commit();
  });
  return at;
}

/**
 * A backer's request for an update in the round `round` (the founder's last update), asked a day ago,
 * as the server's count of it leaves it (functions/src/update-requests): marked counted, in the round's
 * tally, and unanswered in the founder's record.
 */
async function askedAlready(projectId: string, title: string, founder: OwnMember, backer: OwnMember, round: Timestamp) {
  const requestedAt = Timestamp.fromMillis(Date.now() - DAY);
  await withAdminFirestore(async (db) => {
    await setDoc(doc(db, 'projects', projectId, 'updateRequests', backer.uid), { requestedAt, round, countedRound: round });
    await setDoc(doc(db, 'projects', projectId, 'updateRequestTally', 'tally'), {
      round,
      count: 1,
      lastRequestAt: requestedAt,
      projectId,
      projectTitle: title,
      creatorId: founder.uid,
    });
    await setDoc(doc(db, 'founderRecords', founder.uid), { unanswered: increment(1) }, { merge: true });
  });
}

const tallyCount = (projectId: string) =>
  withAdminFirestore(async (db) => (await getDoc(doc(db, 'projects', projectId, 'updateRequestTally', 'tally'))).get('count'));

test('a backer sees Last update N days ago, asks for an update once, and the founder sees how many asked', async ({ page }) => {
  const founder = await ownMember('entrepreneur', 'Soren Achebe');
  const asked = await ownMember('investor', 'Oona Marlow');
  const backer = await ownMember('investor', 'Ines Varga');
  const project = await endedFundedCampaign(founder, [asked, backer], 40);
  const round = await postedUpdate(project.key, project.title, founder, 35);
  await askedAlready(project.key, project.title, founder, asked, round);

  await logInAsOwn(page, backer);
  await page.goto(`/project/${project.key}`);
  const section = hearing(page);
  await expect(section.getByTestId('last-update')).toHaveText('Last update 35 days ago');
  await expect(section.getByTestId('update-requests')).toHaveText('1 backer asked for an update');

  await section.getByRole('button', { name: 'Ask for an update' }).click();
  await expect(section.getByRole('status')).toHaveText(/^You asked for an update on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
  await expect(section.getByTestId('update-requests')).toHaveText('2 backers asked for an update');
  await expect(section.getByRole('button', { name: 'Ask for an update' })).toHaveCount(0);
  // Not twice: after a reload the page still knows she asked.
  await page.reload();
  await expect(hearing(page).getByRole('status')).toHaveText(/^You asked for an update on/);
  await expect(hearing(page).getByRole('button', { name: 'Ask for an update' })).toHaveCount(0);

  // The server counts her request a moment after it is written (functions/src/update-requests): the
  // founder's What's new reads the count it leaves.
  await expect.poll(() => tallyCount(project.key)).toBe(2);
  await logOut(page);
  await logInAsOwn(page, founder);
  await page.getByRole('button', { name: /What's new/ }).click();
  const panel = page.getByRole('region', { name: "What's new" });
  const news = panel.getByRole('link', { name: new RegExp(`^Backers asked for an update on ${project.title}`) });
  await expect(news).toContainText('2 backers asked for an update');
  await news.click();
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(hearing(page).getByTestId('update-requests')).toHaveText('2 backers asked for an update');
  await expect(hearing(page).getByRole('button', { name: 'Ask for an update' })).toHaveCount(0);
});

test('a backer who already asked (the demo’s Olivia) sees that she did, and no Ask for an update', async ({ page }) => {
  await logInAs(page, 'olivia');
  await page.goto(labkit);
  await expect(hearing(page).getByTestId('last-update')).toHaveText(/^Last update \d+ days ago$/);
  await expect(hearing(page).getByRole('status')).toHaveText(/^You asked for an update on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
  await expect(hearing(page).getByRole('button', { name: 'Ask for an update' })).toHaveCount(0);
});
