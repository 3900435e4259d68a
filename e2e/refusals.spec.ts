// No raw error anywhere: a refusal only the server can make (what changed while a form was
// open) is provoked on each kind of form, and the screen says what happened in words a member
// understands, never the SDK's or the rules' own ("Request failed", "evaluation error", a rules line).
import { expect, test, type Page } from '@playwright/test';
import { deleteDoc, doc, updateDoc } from 'firebase/firestore';
import { withAdminFirestore } from '../scripts/seed-lib';
import { warmFunctions } from '../scripts/functions-emulator';
import type { SeedProject } from '../scripts/seed-data';
import { ADMIN_ACTION_FUNCTION, ADMIN_PROJECT_GONE } from '../shared/admin/admin-calls';
import { ASKER_KEY_FUNCTION } from '../shared/members/asker-key-call';
import { logInAs } from './support';
import { logInAsOwn, ownCampaign as ownFoundersCampaign, ownMember } from './own-data';

const RAW = /Request failed|evaluation error|FirebaseError|permission-denied|functions\/|@ L\d+|L\d+:\d+|\[\d{3}\]/;
const NO_ACCESS = 'You do not have access to this. If you were signed out, sign in and try again.';

// A function's first call starts its process (up to 20 s on a loaded machine), not the journey's to wait for.
test.beforeAll(() => warmFunctions([ADMIN_ACTION_FUNCTION, ASKER_KEY_FUNCTION]));

/** A campaign of this test's own, by a founder of its own: running unless told otherwise. */
async function ownCampaign(state: SeedProject['state'] = 'approved') {
  const founder = await ownMember('entrepreneur', 'Rhea Calder');
  return { founder, project: await ownFoundersCampaign(founder, { state }) };
}

/** What the admin does on the server while the form is open (the project's card follows it). */
const closeOnTheSide = (projectId: string) =>
  withAdminFirestore((db) => updateDoc(doc(db, 'projects', projectId), { approved: false, status: 'closed', bookmarked: false }));
const sendBackOnTheSide = (projectId: string) =>
  withAdminFirestore((db) => updateDoc(doc(db, 'projects', projectId), { approved: false, status: 'changes_requested' }));

async function expectPlainWords(page: Page, sentence: string | RegExp) {
  await expect(page.getByText(sentence).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW);
}

test('a question asked on a campaign closed while the form was open is refused in plain words, and its text stays', async ({ page }) => {
  const { project } = await ownCampaign();
  await logInAsOwn(page, await ownMember('investor', 'Quinn Asker'));
  await page.goto(`/project/${project.key}`);
  const questions = page.getByRole('region', { name: 'Questions and Answers' });
  await questions.getByLabel('Ask the founder a question').fill('Will it ship before winter?');
  await closeOnTheSide(project.key);
  await questions.getByRole('button', { name: 'Ask a Question' }).click();
  await expectPlainWords(page, NO_ACCESS);
  await expect(questions.getByLabel('Ask the founder a question')).toHaveValue('Will it ship before winter?');
});

test('an update published after the campaign was sent back is refused in plain words, and its text stays', async ({ page }) => {
  const { founder, project } = await ownCampaign();
  await logInAsOwn(page, founder);
  await page.goto(`/project/${project.key}`);
  const updates = page.getByRole('region', { name: 'Updates' });
  await updates.getByRole('button', { name: 'Write to backers' }).click();
  await updates.getByLabel('Update Title').fill('Shipping news');
  await updates.getByLabel('Update', { exact: true }).fill('The first kits leave on Monday.');
  await sendBackOnTheSide(project.key);
  await updates.getByRole('button', { name: 'Publish Update' }).click();
  await expectPlainWords(page, NO_ACCESS);
  await expect(updates.getByLabel('Update Title')).toHaveValue('Shipping news');
});

test('an edit saved after the admin closed the campaign is refused in plain words', async ({ page }) => {
  const { founder, project } = await ownCampaign();
  await logInAsOwn(page, founder);
  await page.goto(`/post-update/${project.key}`);
  await expect(page.getByLabel('Project Title')).toHaveValue(project.title);
  await page.getByLabel('Project Title').fill(`${project.title} renamed`);
  await closeOnTheSide(project.key);
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expectPlainWords(page, NO_ACCESS);
  await expect(page.getByLabel('Project Title')).toHaveValue(`${project.title} renamed`);
});

test('the admin approving a campaign deleted meanwhile is told so in the server’s words', async ({ page }) => {
  const { project } = await ownCampaign('pending');
  await logInAs(page, 'admin');
  const card = page.getByRole('group', { name: project.title });
  await card.getByRole('button', { name: 'Approve' }).click();
  await withAdminFirestore((db) => deleteDoc(doc(db, 'projects', project.key)));
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expectPlainWords(page, ADMIN_PROJECT_GONE);
});
