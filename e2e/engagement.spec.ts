// Keeping backers close: campaign updates, questions and answers, saved projects and
// What's new, across the roles that use them. Each journey has its own founder, campaigns and
// members, and seeds what it starts from (updates, a question, a saved project, What's new's state),
// so it runs alone, in any order, beside any other.
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { collection, doc, Timestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { withAdminFirestore, type OwnMember } from '../scripts/seed-lib';
import { checkDocuments } from '../scripts/collection-schemas';
import { warmFunctions } from '../scripts/functions-emulator';
import { ADMIN_ACTION_FUNCTION } from '../shared/admin/admin-calls';
import { ASKER_KEY_FUNCTION } from '../shared/members/asker-key-call';
import { logInAs, uniqueWord } from './support';
import { logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';

// The admin's removals and a first question's asker key are the server's: loaded before the journeys (as refusals.spec.ts does).
test.beforeAll(() => warmFunctions([ADMIN_ACTION_FUNCTION, ASKER_KEY_FUNCTION]));

type Member = Required<OwnMember>;
type Campaign = { founder: Member; id: string; title: string };

const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^What's new/ });
const updatesSection = (page: Page) => page.getByRole('region', { name: 'Updates' });
const questionsSection = (page: Page) => page.getByRole('region', { name: 'Questions and Answers' });

const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);

/** A running campaign of a founder of this journey's own. */
async function ownProject(founder?: Member): Promise<Campaign> {
  const creator = founder ?? (await ownMember('entrepreneur', 'Kai Keller'));
  const project = await ownCampaign(creator);
  return { founder: creator, id: project.key, title: project.title };
}

/** Documents written as the app writes them (checked against their collections' schemas), past the rules. */
const seed = (writes: (db: Firestore) => Array<[string, Record<string, unknown>]>) =>
  withAdminFirestore(async (db) => {
    const batch = writeBatch(db);
    for (const [path, data] of checkDocuments(writes(db))) batch.set(doc(db, path), data);
    await batch.commit();
  });

/** Updates the founder posted, each the given minutes ago. */
const seedUpdates = (project: Campaign, updates: Array<[title: string, minutesAgo: number]>) =>
  seed((db) =>
    updates.map(([title, minutes]): [string, Record<string, unknown>] => [
      `projects/${project.id}/updates/${doc(collection(db, 'projects', project.id, 'updates')).id}`,
      {
        title,
        body: `${title}: more news on the ${project.title} soon.`,
        projectId: project.id,
        projectTitle: project.title,
        creatorId: project.founder.uid,
        createdAt: minutesAgo(minutes),
        updatedAt: minutesAgo(minutes),
      },
    ]),
  );

/**
 * The asker key the server gives a member before their first question (functions/src/members/asker-key.ts),
 * on their profile.
 */
async function giveAskerKey(member: Member) {
  const askerKey = randomUUID();
  await withAdminFirestore((db) => updateDoc(doc(db, 'users', member.uid), { askerKey }));
  return askerKey;
}

/** A question `asker` asked as a member `asked` minutes ago, and its answer `answered` minutes ago if given. */
async function seedQuestion(
  project: Campaign,
  asker: Member,
  text: string,
  {
    asked = 10,
    role = 'member',
    answer,
  }: { asked?: number; role?: 'member' | 'investor'; answer?: [text: string, minutesAgo: number] } = {},
) {
  const askerKey = await giveAskerKey(asker);
  await seed((db) => [
    [
      `projects/${project.id}/questions/${doc(collection(db, 'projects', project.id, 'questions')).id}`,
      {
        text,
        askerKey,
        askerName: asker.fullName,
        askerRole: role,
        projectId: project.id,
        projectTitle: project.title,
        creatorId: project.founder.uid,
        createdAt: minutesAgo(asked),
        ...(answer ? { answer: answer[0], answeredAt: minutesAgo(answer[1]) } : {}),
      },
    ],
  ]);
}

/** A project the member saved a while ago. */
const seedSaved = (member: Member, project: Campaign) =>
  seed(() => [[`users/${member.uid}/saved/${project.id}`, { savedAt: minutesAgo(5) }]]);

/** axe (WCAG A/AA) on the screen as it is: no serious or critical violation. */
async function scan(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, screen).toEqual([]);
}

async function openProject(page: Page, id: string) {
  await page.goto(`/project/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Updates' })).toBeVisible();
}

/** What a journey names its update and question by: words no other journey uses. */
function ownWords() {
  const word = uniqueWord('harvest');
  return { word, updateTitle: `Milestone ${word}`, questionText: `Will ${word} ship before winter?` };
}

test('the creator posts an update with a link; it comes first, and older ones page in', async ({ page }) => {
  const { word, updateTitle } = ownWords();
  const project = await ownProject();
  // Six already, so the page shows five and "More updates".
  await seedUpdates(project, [
    ['Welcome, first backers', 60],
    ['Three new pilot workshops', 50],
    ['Parts ordered', 40],
    ['Hiring a second maker', 30],
    ['Pilot results are in', 20],
    ['First kits packed', 10],
  ]);
  await logInAsOwn(page, project.founder);
  await openProject(page, project.id);
  const updates = updatesSection(page);
  await expect(updates.getByRole('article')).toHaveCount(5);
  await expect(updates.getByRole('article').first().getByRole('heading', { name: 'First kits packed' })).toBeVisible();
  await updates.getByRole('button', { name: 'More updates' }).click();
  await expect(updates.getByRole('article')).toHaveCount(6);
  await expect(updates.getByRole('article').last().getByRole('heading', { name: 'Welcome, first backers' })).toBeVisible();

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
  const { questionText } = ownWords();
  const project = await ownProject();
  await seedUpdates(project, [['Welcome, first backers', 10]]);
  const investor = await ownMember('investor', 'Quinn Quarry');
  await logInAsOwn(page, investor);
  await openProject(page, project.id);
  await expect(updatesSection(page).getByRole('heading', { name: 'Welcome, first backers' })).toBeVisible();
  await expect(updatesSection(page).getByRole('button', { name: /Write to backers|Edit update|Delete update/ })).toHaveCount(0);
  const questions = questionsSection(page);
  await questions.getByLabel('Ask the founder a question').fill(questionText);
  await questions.getByRole('button', { name: 'Ask a Question' }).click();
  const asked = questions.getByRole('listitem').filter({ hasText: questionText });
  await expect(asked.getByText(investor.fullName)).toBeVisible();
  await expect(asked.getByText('Awaiting answer')).toBeVisible();
  await expect(questions.getByText(investor.email)).toHaveCount(0);
});

test('the creator answers it once, then edits the answer', async ({ page }) => {
  const { questionText } = ownWords();
  const project = await ownProject();
  await seedQuestion(project, await ownMember('investor', 'Quinn Quarry'), questionText);
  await logInAsOwn(page, project.founder);
  await openProject(page, project.id);
  const asked = questionsSection(page).getByRole('listitem').filter({ hasText: questionText });
  await expect(asked.getByText('Awaiting answer')).toBeVisible();
  await asked.getByRole('button', { name: 'Answer' }).click();
  await asked.getByLabel('Your answer').fill('Yes, in October.');
  await asked.getByRole('button', { name: 'Post Answer' }).click();
  await expect(asked.getByText('Answered')).toBeVisible();
  await expect(asked.getByRole('button', { name: 'Answer', exact: true })).toHaveCount(0);
  await asked.getByRole('button', { name: 'Edit Answer' }).click();
  await asked.getByLabel('Edit your answer').fill('Yes, in early October.');
  await asked.getByRole('button', { name: 'Save Answer' }).click();
  await expect(asked.getByText('Yes, in early October.')).toBeVisible();
});

test("the backer's What's new shows the update and the answer, and opening it clears the count", async ({ page }) => {
  const { word, updateTitle, questionText } = ownWords();
  const project = await ownProject();
  const backer = await ownMember('investor', 'Bo Backer');
  await ownInvestment(project.id, backer, 250);
  // Backing the project followed it in What's new (the invest form does that), last opened before the news.
  await seed(() => [[`users/${backer.uid}/inbox/state`, { following: [project.id], lastSeenAt: minutesAgo(10) }]]);
  await seedUpdates(project, [[updateTitle, 5]]);
  await seedQuestion(project, backer, questionText, { asked: 8, role: 'investor', answer: ['Yes, in early October.', 4] });
  await logInAsOwn(page, backer);
  // Exactly the update and the answer: nothing else this backer follows or asked has news.
  await expect(bell(page)).toHaveAccessibleName("What's new, 2 unread");
  await bell(page).click();
  const panel = page.getByRole('region', { name: "What's new" });
  await expect(panel.getByRole('link', { name: new RegExp(`New update on ${project.title}.*${updateTitle}`) })).toBeVisible();
  await expect(panel.getByRole('link', { name: new RegExp(`${project.title} answered your question.*${word}`) })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName("What's new");
  await scan(page, "investor: What's new open");
  await panel.getByRole('link', { name: new RegExp(updateTitle) }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName("What's new");
});

test('an investor saves a project from a card and finds it under Saved', async ({ page }) => {
  const founder = await ownMember('entrepreneur', 'Kai Keller');
  const [toSave, alreadySaved] = await Promise.all([ownProject(founder), ownProject(founder)]);
  const investor = await ownMember('investor', 'Sol Saver');
  await seedSaved(investor, alreadySaved);
  await logInAsOwn(page, investor);
  // Searched for, so other journeys' new campaigns cannot push its card off the first page.
  await page.goto(`/investor/dashboard?q=${toSave.id}`);
  const card = page.getByRole('group', { name: toSave.title });
  const save = card.getByRole('button', { name: `Save ${toSave.title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Saved' }).click();
  const saved = page.getByRole('list', { name: 'Saved projects' });
  await expect(saved.getByRole('group', { name: toSave.title })).toBeVisible();
  await expect(saved.getByRole('group', { name: alreadySaved.title })).toBeVisible();
  await expect(saved.getByRole('group')).toHaveCount(2);
  await scan(page, 'investor: Saved tab');

  await openProject(page, toSave.id);
  const onPage = page.getByRole('button', { name: `Save ${toSave.title}` });
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');
  await onPage.click();
  await expect(onPage).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'removed from saved' })).toBeAttached();
  await page.goto('/investor/dashboard?tab=saved');
  await expect(page.getByRole('list', { name: 'Saved projects' }).getByRole('group', { name: alreadySaved.title })).toBeVisible();
  await expect(page.getByRole('group', { name: toSave.title })).toHaveCount(0);
});

test('an entrepreneur has a Saved tab too', async ({ page }) => {
  const project = await ownProject();
  const entrepreneur = await ownMember('entrepreneur', 'Ena Ellis');
  await seedSaved(entrepreneur, project);
  await logInAsOwn(page, entrepreneur);
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByRole('list', { name: 'Saved projects' }).getByRole('group', { name: project.title })).toBeVisible();
});

test('the admin deletes the update and removes the question', async ({ page }) => {
  const { updateTitle, questionText } = ownWords();
  const project = await ownProject();
  await seedUpdates(project, [[updateTitle, 5]]);
  await seedQuestion(project, await ownMember('investor', 'Quinn Quarry'), questionText);
  await logInAs(page, 'admin');
  await openProject(page, project.id);
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
