// Milestones with dates: on a campaign of this file's own (milestones as LabKit's: one Late after a
// postponement, one due ahead) its founder marks the Late milestone as delivered (it then shows
// Delivered late) and postpones the other; a backer sees Late, Delivered late and a postponement's
// history on the demo's LabKit (by Sam, ended Funded; read only), with neither action offered, and the
// Late badge on LabKit's card in the dashboard's list. A founder of this file's own plans a milestone on
// Create Campaign; once the admin approves, Update Project Details shows it read-only.
import { expect, test, type Page } from '@playwright/test';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { ADMIN_ACTION_FUNCTION } from '../shared/admin/admin-calls';
import { warmFunctions } from '../scripts/functions-emulator';
import { withAdminFirestore } from '../scripts/seed-lib';
import { fillCampaign, logInAs, logOut, uniqueWord } from './support';
import { logInAsOwn, ownCampaign, ownMember } from './own-data';

// A function's first call starts its process (up to 20 s on a loaded machine), not the journey's to wait for.
test.beforeAll(() => warmFunctions([ADMIN_ACTION_FUNCTION]));

const labkit = '/project/labkit-home-chemistry';
const DAY = 86_400_000;
const today = () => Math.floor(Date.now() / DAY) * DAY;
const dueDay = (days: number) => Timestamp.fromMillis(today() + days * DAY);

/**
 * A milestone as the app stores it (milestones-api.ts): due at midnight UTC `due` days from today,
 * and where `postponedTo` is given, postponed once from there to that day (the day before its original due day).
 */
function storedMilestone(title: string, due: number, postponedTo?: number) {
  const originalDue = dueDay(due);
  const current = postponedTo === undefined ? originalDue : dueDay(postponedTo);
  return {
    title,
    description: '',
    due: current,
    originalDue,
    postponements:
      postponedTo === undefined
        ? {}
        : { '0': { from: originalDue, to: current, reason: 'The testing lab moved our slot back by two weeks.', at: dueDay(due - 1) } },
    deliveredAt: null,
    delivered: '',
    evidenceUrl: '',
  };
}
const milestonesOf = (page: Page) => page.getByRole('region', { name: 'Milestones' });
const milestone = (page: Page, title: string) => milestonesOf(page).getByTestId('milestone').filter({ hasText: title });
const utcDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

test('the founder marks a Late milestone as delivered and postpones another; the page keeps the original date and the postponement', async ({
  page,
}) => {
  const word = uniqueWord('certified');
  const founder = await ownMember('entrepreneur', 'Samir Okonkwo');
  const project = await ownCampaign(founder);
  await withAdminFirestore(async (db) => {
    // Late: due 15 days ago, postponed to 3 days ago, not delivered. Due ahead: in 60 days.
    await setDoc(doc(db, 'projects', project.key, 'milestones', '0'), storedMilestone('Safety certification of the biology line', -15, -3));
    await setDoc(doc(db, 'projects', project.key, 'milestones', '1'), storedMilestone('Biology kit on sale', 60));
  });
  await logInAsOwn(page, founder);
  await page.goto(`/project/${project.key}`);
  await expect(milestonesOf(page).getByRole('heading', { name: 'Milestones' })).toBeVisible();

  const late = milestone(page, 'Safety certification of the biology line');
  await expect(late.getByText('Late', { exact: true })).toBeVisible();
  await late.getByRole('button', { name: 'Mark as delivered' }).click();
  const deliver = late.getByRole('form', { name: 'Mark as delivered: Safety certification of the biology line' });
  await deliver.getByRole('button', { name: 'Record delivery' }).click();
  await expect(deliver.getByLabel('What was delivered')).toHaveAccessibleDescription(/Say what was delivered/);
  await deliver.getByLabel('What was delivered').fill(`Biology line ${word} by the lab`);
  await deliver.getByLabel('Evidence link (optional)').fill('https://labkit.example.com/certificates/biology.pdf');
  await deliver.getByRole('button', { name: 'Record delivery' }).click();
  await expect(deliver).toHaveCount(0);
  // Delivered after its original due day (the server's date of delivery): Delivered late.
  await expect(late.getByText('Delivered late', { exact: true })).toBeVisible();
  await expect(late.getByTestId('milestone-delivery')).toContainText(`Biology line ${word} by the lab`);
  await expect(late.getByRole('link', { name: 'Evidence' })).toHaveAttribute('href', 'https://labkit.example.com/certificates/biology.pdf');
  await expect(late.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);
  await expect(late.getByRole('button', { name: 'Postpone' })).toHaveCount(0);

  const ahead = milestone(page, 'Biology kit on sale');
  await ahead.getByRole('button', { name: 'Postpone' }).click();
  const postpone = ahead.getByRole('form', { name: 'Postpone: Biology kit on sale' });
  await postpone.getByLabel('New due date').fill(utcDay(30));
  await postpone.getByLabel('Reason').fill(`The ${word} supplier closed for a month`);
  await postpone.getByRole('button', { name: 'Postpone milestone' }).click();
  await expect(postpone.getByLabel('New due date')).toHaveAccessibleDescription('The new due date must be after the current one');
  await postpone.getByLabel('New due date').fill(utcDay(90));
  await postpone.getByRole('button', { name: 'Postpone milestone' }).click();
  await expect(postpone).toHaveCount(0);
  const history = ahead.getByTestId('milestone-postponements');
  await expect(history).toContainText('Originally due');
  await expect(history).toContainText(`The ${word} supplier closed for a month`);
  // Once more is allowed (at most twice), and it is still due.
  await expect(ahead.getByRole('button', { name: 'Postpone' })).toBeVisible();
  await expect(ahead.getByText('Due', { exact: true })).toBeVisible();
});

test('a backer sees Late, Delivered late and the postponement history, and cannot deliver or postpone', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto(labkit);
  const section = milestonesOf(page);
  await expect(milestone(page, 'First two lesson videos online').getByText('Late', { exact: true })).toBeVisible();
  await expect(milestone(page, 'Teacher guide published').getByText('Delivered late', { exact: true })).toBeVisible();
  await expect(milestone(page, 'Bulk materials order placed').getByText('Delivered', { exact: true })).toBeVisible();
  const postponed = milestone(page, 'Kits shipped to 40 classrooms');
  await expect(postponed.getByTestId('milestone-postponements')).toContainText('Originally due');
  await expect(postponed.getByTestId('milestone-postponements')).toContainText('The schools asked for delivery after the winter break.');
  await expect(postponed).toContainText('after the campaign ends');
  await expect(section.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Postpone' })).toHaveCount(0);

  // On the cards (the dashboard's list, ended campaigns shown, most funded first), a Late milestone
  // shows as a badge. Search results read the projects, not their cards: no badge there (decision 0071).
  await page.goto('/investor/dashboard');
  await page.getByLabel('Show ended').click();
  await expect(page.getByLabel('Show ended')).toBeChecked();
  await page.getByLabel('Sort by').selectOption({ label: 'Most funded' });
  const card = page.getByRole('listitem').filter({ hasText: 'LabKit Home Chemistry Kits for Students' });
  // The demo's other campaigns raised more than LabKit: its category's list holds it on the first page.
  await page.getByLabel('Category').selectOption('education');
  await expect(page).toHaveURL(/category=education/);
  await expect(card.getByText('Funded', { exact: true })).toBeVisible();
  await expect(card.getByText('Late', { exact: true })).toBeVisible();
  await expect(card.getByText('A milestone is past its due date and not delivered')).toBeAttached();
});

test('a founder plans a milestone on Create Campaign; after approval the form shows it read-only', async ({ page }) => {
  const word = uniqueWord('tide');
  const title = `${word} Tide Pools`;
  const card = (name: string) => page.getByRole('group', { name });
  const founder = await ownMember('entrepreneur', 'Marisol Tenney');
  await logInAsOwn(page, founder);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await fillCampaign(page, {
    title,
    category: 'sustainability',
    description: `Tide pool classrooms. ${word}`,
    goal: '20000',
    imageUrl: 'https://example.com/tide.jpg',
    businessPlan: 'Field trips sold to schools.',
    teamInfo: 'Two marine biologists.',
    risks: 'Storms.',
  });
  await page.getByRole('button', { name: 'Add milestone' }).click();
  await page.getByLabel('Milestone 1', { exact: true }).fill(`First ${word} field trip`);
  await page.getByLabel('Due date of milestone 1').fill(utcDay(0));
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Milestone 1: The due date must be at least a day ahead')).toBeVisible();
  await page.getByLabel('Due date of milestone 1').fill(utcDay(60));
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/entrepreneur\/dashboard\?tab=mine/);
  await card(title).getByRole('link', { name: 'Post Update' }).click();
  await expect(page.getByLabel('Milestone 1', { exact: true })).toHaveValue(`First ${word} field trip`);

  await logOut(page);
  await logInAs(page, 'admin');
  await card(title).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card(title)).toHaveCount(0);

  await logOut(page);
  await logInAsOwn(page, founder);
  await page.getByRole('tab', { name: 'My Projects' }).click();
  await card(title).getByRole('link', { name: 'Post Update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Project Details' })).toBeVisible();
  await expect(page.getByText(`First ${word} field trip · due`)).toBeVisible();
  await expect(page.getByText(/Milestones are fixed once the project is approved/)).toBeVisible();
  await expect(page.getByLabel('Milestone 1', { exact: true })).toHaveCount(0);
});
