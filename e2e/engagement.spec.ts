// Keeping backers close: campaign updates, questions and answers, saved projects and
// What's new, across the roles that use them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAs, uniqueWord } from './support';

test.describe.configure({ mode: 'serial' });

const shiftsync = { id: 'shiftsync-ai-restaurant-scheduling', title: 'ShiftSync AI Scheduling for Restaurants' };
const aquaharvest = { id: 'aquaharvest-greywater-kits', title: 'AquaHarvest Greywater Recycling Kits' };
const quietmesh = 'QuietMesh Rural Wireless Mesh Network';
const word = uniqueWord('harvest');
const updateTitle = `Milestone ${word}`;
const questionText = `Will ${word} ship before winter?`;

const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^What's new/ });
const updatesSection = (page: Page) => page.getByRole('region', { name: 'Updates' });
const questionsSection = (page: Page) => page.getByRole('region', { name: 'Questions and Answers' });

/** axe (WCAG A/AA) on the screen as it is: no serious or critical violation. */
async function scan(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, screen).toEqual([]);
}

async function openProject(page: Page, id = shiftsync.id) {
  await page.goto(`/project/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Updates' })).toBeVisible();
}

test('the creator posts an update with a link; it comes first, and older ones page in', async ({ page }) => {
  await logInAs(page, 'erin');
  await openProject(page);
  const updates = updatesSection(page);
  await expect(updates.getByRole('article')).toHaveCount(5);
  await updates.getByRole('button', { name: 'More updates' }).click();
  await expect(updates.getByRole('article')).toHaveCount(6);

  await updates.getByRole('button', { name: 'Write to backers' }).click();
  await updates.getByRole('button', { name: 'Publish Update' }).click();
  await expect(updates.getByText('Please enter a title')).toBeVisible();
  await scan(page, 'creator: project page with the update form');
  await updates.getByLabel('Update Title').fill(updateTitle);
  await updates.getByLabel('Update', { exact: true }).fill(`Details <script>alert(1)</script> at https://example.com/${word}`);
  await updates.getByRole('button', { name: 'Publish Update' }).click();
  const first = updates.getByRole('article').first();
  await expect(first.getByRole('heading', { name: updateTitle })).toBeVisible();
  await expect(first.getByRole('link', { name: `https://example.com/${word}` })).toHaveAttribute('href', `https://example.com/${word}`);
  await expect(first.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  // The form closes once the post is saved and the updates read again (it may show the new one first).
  await expect(updates.getByRole('button', { name: 'Publish Update' })).toHaveCount(0);

  await updates.getByRole('button', { name: `Edit update: ${updateTitle}` }).click();
  await updates.getByLabel('Update', { exact: true }).fill(`Corrected. https://example.com/${word}`);
  await updates.getByRole('button', { name: 'Save Changes' }).click();
  await expect(first.getByText('Corrected.')).toBeVisible();
});

test('an investor sees no update controls and asks a question under their name', async ({ page }) => {
  await logInAs(page, 'ivy');
  await openProject(page);
  await expect(updatesSection(page).getByRole('button', { name: /Write to backers|Edit update|Delete update/ })).toHaveCount(0);
  const questions = questionsSection(page);
  await questions.getByLabel('Ask the founder a question').fill(questionText);
  await questions.getByRole('button', { name: 'Ask a Question' }).click();
  const asked = questions.getByRole('listitem').filter({ hasText: questionText });
  await expect(asked.getByText('Ivy Chen')).toBeVisible();
  await expect(asked.getByText('Awaiting answer')).toBeVisible();
  await expect(questions.getByText('ivy@startfund.com')).toHaveCount(0);
});

test('the creator answers it once, then edits the answer', async ({ page }) => {
  await logInAs(page, 'erin');
  await openProject(page);
  const asked = questionsSection(page).getByRole('listitem').filter({ hasText: questionText });
  await asked.getByRole('button', { name: 'Answer' }).click();
  await asked.getByLabel('Your answer').fill('Yes, in October.');
  await asked.getByRole('button', { name: 'Post Answer' }).click();
  await expect(asked.getByText('Answered')).toBeVisible();
  await asked.getByRole('button', { name: 'Edit Answer' }).click();
  await asked.getByLabel('Edit your answer').fill('Yes, in early October.');
  await asked.getByRole('button', { name: 'Save Answer' }).click();
  await expect(asked.getByText('Yes, in early October.')).toBeVisible();
});

test("the backer's What's new shows the update and the answer, and opening it clears the count", async ({ page }) => {
  await logInAs(page, 'ivy');
  // Her count is at least the update and the answer; past 9 the bell says "9+" (inbox-menu.tsx), which
  // the demo's other news and the parallel journeys can reach.
  await expect(bell(page)).toHaveAccessibleName(/What's new, (\d|9\+) unread/);
  await bell(page).click();
  const panel = page.getByRole('region', { name: "What's new" });
  await expect(panel.getByRole('link', { name: new RegExp(`New update on ${shiftsync.title}.*${updateTitle}`) })).toBeVisible();
  await expect(panel.getByRole('link', { name: new RegExp(`${shiftsync.title} answered your question.*${word}`) })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName("What's new");
  await scan(page, "investor: What's new open");
  await panel.getByRole('link', { name: new RegExp(updateTitle) }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${shiftsync.id}$`));
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName("What's new");
});

test('an investor saves a project from a card and finds it under Saved', async ({ page }) => {
  await logInAs(page, 'ivy');
  const card = page.getByRole('group', { name: aquaharvest.title });
  const save = card.getByRole('button', { name: `Save ${aquaharvest.title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Saved' }).click();
  const saved = page.getByRole('list', { name: 'Saved projects' });
  await expect(saved.getByRole('group', { name: aquaharvest.title })).toBeVisible();
  await expect(saved.getByRole('group', { name: quietmesh })).toBeVisible();
  await scan(page, 'investor: Saved tab');

  await openProject(page, aquaharvest.id);
  const onPage = page.getByRole('button', { name: `Save ${aquaharvest.title}` });
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');
  await onPage.click();
  await expect(onPage).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'removed from saved' })).toBeAttached();
  await page.goto('/investor/dashboard?tab=saved');
  await expect(page.getByRole('list', { name: 'Saved projects' }).getByRole('group', { name: quietmesh })).toBeVisible();
  await expect(page.getByRole('group', { name: aquaharvest.title })).toHaveCount(0);
});

test('an entrepreneur has a Saved tab too', async ({ page }) => {
  await logInAs(page, 'erin');
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByRole('list', { name: 'Saved projects' }).getByRole('group', { name: quietmesh })).toBeVisible();
});

test('the admin deletes the update and removes the question', async ({ page }) => {
  await logInAs(page, 'admin');
  await openProject(page);
  await expect(bell(page)).toBeVisible();
  await updatesSection(page)
    .getByRole('button', { name: `Delete update: ${updateTitle}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Update' }).click();
  await expect(updatesSection(page).getByRole('heading', { name: updateTitle })).toHaveCount(0);
  const asked = questionsSection(page).getByRole('listitem').filter({ hasText: questionText });
  await asked.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove Question' }).click();
  await expect(questionsSection(page).getByText(questionText)).toHaveCount(0);
});
