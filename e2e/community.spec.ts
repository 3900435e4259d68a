// Members' names and questions: names that cannot impersonate, the asker's role beside
// their name, one question a minute, a verified address to ask, and links that show their real host.
import { expect, test, type Page } from '@playwright/test';
import { markEmailVerifiedByEmail } from '../scripts/seed-lib';
import { expectDashboard, register, unique, uniqueWord } from './support';
import { logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';

// Each question is asked on a campaign of the test's own, by members of its own (one question a minute
// each: a demo member asking again on a second run would be told to wait).
const questionsOf = (page: Page) => page.getByRole('region', { name: 'Questions and Answers' });
const questionItem = (page: Page, text: string) => questionsOf(page).getByRole('listitem').filter({ hasText: text });

async function openProject(page: Page, id: string) {
  await page.goto(`/project/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Questions and Answers' })).toBeVisible();
}

test('registration refuses a name that impersonates, saying why', async ({ page }) => {
  await page.goto('/register');
  for (const [name, message] of [
    ['StartupFund Support', 'That name is kept for StartupFund itself. Please use your own name'],
    ['Admin', 'That name is kept for StartupFund itself. Please use your own name'],
    ['erin@startfund.com', 'Please use your name, not an e-mail address'],
  ]) {
    await register(page, { fullName: name, email: unique('mimic') });
    // The reason beside the field, the summary beside the button.
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(message);
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields: Full Name.');
    await expect(page).toHaveURL(/\/register$/);
  }
});

test('an investor’s question shows Investor; a second one within a minute says when to ask again', async ({ page }) => {
  const word = uniqueWord('reagent');
  const founder = await ownMember('entrepreneur', 'Hana Brightwater');
  const investor = await ownMember('investor', 'Olwen Marsh');
  const project = await ownCampaign(founder);
  // An investment that shows her name: she asks as Investor.
  await ownInvestment(project.key, investor, 200);
  await logInAsOwn(page, investor);
  await openProject(page, project.key);
  const questions = questionsOf(page);
  await questions.getByLabel('Ask the founder a question').fill(`Are the ${word} reagents safe for ten-year-olds?`);
  await questions.getByRole('button', { name: 'Ask a Question' }).click();
  const asked = questionItem(page, word);
  await expect(asked.getByText(investor.fullName)).toBeVisible();
  await expect(asked.getByText('Investor', { exact: true })).toBeVisible();
  await expect(questions.getByLabel('Ask the founder a question')).toHaveValue('');

  await questions.getByLabel('Ask the founder a question').fill(`And the ${word} goggles?`);
  await questions.getByRole('button', { name: 'Ask a Question' }).click();
  await expect(questions.getByText(/^You can ask another question here in \d+ seconds \(one a minute\)\.$/)).toBeVisible();
  await expect(questions.getByLabel('Ask the founder a question')).toHaveValue(`And the ${word} goggles?`);
  await expect(questionItem(page, `And the ${word} goggles?`)).toHaveCount(0);
});

test('the founder posts a question shown as Founder', async ({ page }) => {
  const word = uniqueWord('install');
  const founder = await ownMember('entrepreneur', 'Edda Walcott');
  const project = await ownCampaign(founder);
  await logInAsOwn(page, founder);
  await openProject(page, project.key);
  await questionsOf(page).getByLabel('Post a question you were asked (shown as Founder)').fill(`Does ${word} need a permit?`);
  await questionsOf(page).getByRole('button', { name: 'Ask a Question' }).click();
  const asked = questionItem(page, word);
  await expect(asked.getByText(founder.fullName)).toBeVisible();
  await expect(asked.getByText('Founder', { exact: true })).toBeVisible();
});

test('an unverified member cannot ask; once verified they ask as Member, and a user:password link stays text', async ({ page }) => {
  const email = unique('newbie');
  const word = uniqueWord('newbie');
  const project = await ownCampaign(await ownMember('entrepreneur', 'Pavel Anand'));
  await page.goto('/register');
  await register(page, { fullName: '  Nia   Park ', email });
  await expectDashboard(page, 'investor');
  await openProject(page, project.key);
  const notice = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address to ask a question.' });
  await expect(notice).toBeVisible();
  await expect(questionsOf(page).getByLabel('Ask the founder a question')).toHaveCount(0);

  await markEmailVerifiedByEmail(email); // what the link in the e-mail does
  await notice.getByRole('button', { name: 'I’ve verified my address' }).click();
  const field = questionsOf(page).getByLabel('Ask the founder a question');
  await expect(field).toBeVisible();
  await field.fill(`Is ${word} the same as https://labkit.test:secret@evil.test/login and https://labkit.test/faq?`);
  await questionsOf(page).getByRole('button', { name: 'Ask a Question' }).click();
  const asked = questionItem(page, word);
  await expect(asked.getByText('Nia Park', { exact: true })).toBeVisible();
  await expect(asked.getByText('Member', { exact: true })).toBeVisible();
  await expect(asked.getByRole('link')).toHaveCount(1);
  await expect(asked.getByRole('link', { name: 'https://labkit.test/faq' })).toHaveAttribute('href', 'https://labkit.test/faq');
  await expect(asked.getByText('https://labkit.test:secret@evil.test/login', { exact: false })).toBeVisible();
});
