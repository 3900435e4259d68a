// The money path through the server (functions/src/money), on data of this file's own: an answer lost
// on its way back is counted once when the investor tries again, and what only the server can know
// (the deadline passed while the form was open, the cut-off reached on My Investments) is refused
// with the server's sentence, never a raw error.
import { expect, test, type Page } from '@playwright/test';
import { doc, getDocs, collection, Timestamp, updateDoc } from 'firebase/firestore';
import { withAdminFirestore } from '../scripts/seed-lib';
import { tickClock } from '../scripts/functions-emulator';
import { logInAsOwn, ownCampaign as ownFoundersCampaign, ownMember } from './own-data';

const NO_ANSWER = 'StartupFund could not be reached or did not answer. Try again: nothing is ever counted twice.';
const RAW = /Request failed|evaluation error|FirebaseError|functions\/|\[\d{3}\]/;

/** A running campaign of this file's own, by a founder of its own, with no money yet. */
async function ownCampaign(goal = 20_000) {
  return ownFoundersCampaign(await ownMember('entrepreneur', 'Ruth Penrose'), { goal });
}

/** An investor of this file's own, signed in. */
async function ownInvestor(page: Page) {
  const investor = await ownMember('investor', 'Rita Server');
  await logInAsOwn(page, investor);
  return investor;
}

const raisedOf = (projectId: string) =>
  withAdminFirestore(async (db) =>
    (await getDocs(collection(db, 'projects', projectId, 'shards'))).docs.reduce((sum, shard) => sum + Number(shard.get('raised')), 0),
  );

// The project and its card, as an approval or an extension writes them (the clock reads the cards).
const setDeadline = (projectId: string, at: Date) =>
  withAdminFirestore((db) =>
    Promise.all(
      ['projects', 'projectCards'].map((collection) => updateDoc(doc(db, collection, projectId), { endsAt: Timestamp.fromDate(at) })),
    ),
  );

async function investOnPaymentPage(page: Page, projectId: string, amount: number) {
  await page.goto(`/payment/${projectId}`);
  await page.getByLabel('Investment Amount (USD)').fill(String(amount));
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
}

test('an answer lost on its way back is counted once when the investor confirms again', async ({ page }) => {
  const project = await ownCampaign();
  await ownInvestor(page);
  await page.goto(`/project/${project.key}`);
  let dropped = 0;
  // The server records the investment; its answer never reaches the page.
  await page.route('**/us-central1/invest', async (route) => {
    if (route.request().method() !== 'POST' || dropped++ > 0) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await dialog.getByLabel('Investment Amount (USD)').fill('750');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Error processing investment: ${NO_ANSWER}`);
  expect(await raisedOf(project.key)).toBe(750);

  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(page.getByText('This investment was already recorded; it was not counted twice.')).toBeVisible();
  expect(dropped).toBe(2);
  expect(await raisedOf(project.key)).toBe(750);
});

test('a deadline that passed while the invest form was open is refused with the server’s sentence', async ({ page }) => {
  const project = await ownCampaign();
  await ownInvestor(page);
  await page.goto(`/payment/${project.key}`);
  await page.getByLabel('Investment Amount (USD)').fill('100');
  await setDeadline(project.key, new Date(Date.now() - 60_000));
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    /^Error processing investment: This campaign ended on [A-Z][a-z]{2} \d{1,2}, \d{4} \(UTC\) and takes no more investments\.$/,
  );
  await expect(page.locator('body')).not.toContainText(RAW);
  expect(await raisedOf(project.key)).toBe(0);
});

test('Cancel on My Investments after the cut-off came is refused with the server’s sentence, and the money stays', async ({ page }) => {
  const project = await ownCampaign();
  await ownInvestor(page);
  await investOnPaymentPage(page, project.key, 300);

  await page.goto('/investor/dashboard?tab=investments');
  const row = page.getByRole('row').filter({ hasText: project.title });
  await expect(row.getByRole('button', { name: /^Cancel/ })).toBeVisible();
  await setDeadline(project.key, new Date(Date.now() + 47 * 3_600_000));
  await row.getByRole('button', { name: /^Cancel/ }).click();
  await page.getByRole('button', { name: 'Cancel Investment' }).click();
  await expect(
    page.getByText('Error cancelling investment: Investments can no longer be cancelled within 48 hours of the deadline.'),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW);
  expect(await raisedOf(project.key)).toBe(300);
});

test('when the deadlines pass and the clock runs, one campaign is Funded and Collected, the other Returned with the limit given back', async ({
  page,
}) => {
  const [funded, short, next] = await Promise.all([ownCampaign(500), ownCampaign(50_000), ownCampaign()]);
  await ownInvestor(page);
  await investOnPaymentPage(page, funded.key, 600);
  await investOnPaymentPage(page, short.key, 300);
  await page.goto(`/payment/${next.key}`);
  await expect(page.getByText('You can invest up to $9,100 more in the next 12 months.')).toBeVisible();

  await Promise.all([funded, short].map((project) => setDeadline(project.key, new Date(Date.now() - 60_000))));
  await tickClock();

  await page.goto('/investor/dashboard?tab=investments');
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(funded.title).getByText('Collected', { exact: true })).toBeVisible();
  await expect(row(short.title).getByText('Returned', { exact: true })).toBeVisible();
  await page.goto(`/project/${funded.key}`);
  await expect(page.getByText('Funded', { exact: true }).first()).toBeVisible();
  await page.goto(`/payment/${next.key}`);
  await expect(page.getByText('You can invest up to $9,400 more in the next 12 months.')).toBeVisible();
});
