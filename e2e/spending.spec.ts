// Spending on the record. On a campaign of this file's own (ended Funded, $3,000 raised, settled by the
// clock, with a plan as LabKit's) the founder records spending and a correction through the
// recordSpending function; on the demo's LabKit (by Sam, ended Funded and settled by the clock in the
// global setup, with a plan and the demo's spending, one entry corrected; read only) a backer sees Plan vs spent.
import { expect, test, type Page } from '@playwright/test';
import { RECORD_SPENDING_FUNCTION } from '../shared/money/spending-calls';
import { warmFunctions } from '../scripts/functions-emulator';
import { logInAs, uniqueWord } from './support';
import { endFunded, logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';

// A function's first call starts its process (up to 20 s on a loaded machine), not the journey's to wait for.
test.beforeAll(() => warmFunctions([RECORD_SPENDING_FUNCTION]));

const labkit = '/project/labkit-home-chemistry';
const spendingOf = (page: Page) => page.getByRole('region', { name: 'Plan vs spent' });
const entry = (page: Page, text: string) => spendingOf(page).getByTestId('spending-entry').filter({ hasText: text });
const spentOfRaised = (page: Page) => spendingOf(page).getByTestId('spent-of-raised');

/**
 * A founder of this test's own and their campaign, with LabKit's plan, that ended Funded a minute ago:
 * a backer of its own invested its $3,000 goal through the invest function while it ran, and the clock
 * settled it (settlements/{id}: what the server lets spending be recorded against).
 */
async function endedFundedCampaign() {
  const founder = await ownMember('entrepreneur', 'Andra Thorne');
  const backer = await ownMember('investor', 'Pia Lindgren');
  const project = await ownCampaign(founder, {
    goal: 3_000,
    useOfFunds: [
      { label: 'First 100 kits: materials', amount: 1500 },
      { label: 'Safety testing and certification', amount: 900 },
      { label: 'Lesson videos', amount: 600 },
    ],
  });
  await ownInvestment(project.key, backer, 3_000);
  await endFunded(project.key, 3_000);
  return { founder, project };
}

test('the founder records spending on a plan line, then corrects it; the entry and its correction show under Plan vs spent', async ({
  page,
}) => {
  const word = uniqueWord('beakers');
  const { founder, project } = await endedFundedCampaign();
  await logInAsOwn(page, founder);
  await page.goto(`/project/${project.key}`);
  const section = spendingOf(page);
  await expect(section.getByRole('heading', { name: 'Plan vs spent' })).toBeVisible();
  await expect(spentOfRaised(page)).toHaveText('$0 spent of $3,000 raised');

  await section.getByRole('button', { name: 'Add spending' }).click();
  const form = section.getByRole('form', { name: 'Add spending' });
  await form.getByLabel('Amount (USD)').fill('0');
  await form.getByRole('button', { name: 'Record spending' }).click();
  // The form says how much is left to record (what the campaign raised, less what is on the record).
  const hint = 'You can record up to $3,000 more: what the campaign raised, less what is on the record.';
  await expect(form.getByText(hint)).toBeVisible();
  await expect(form.getByLabel('Amount (USD)')).toHaveAccessibleDescription(
    `${hint} Amount must be a whole number of dollars, at least $1`,
  );
  await expect(form.getByLabel('Plan line')).toHaveAccessibleDescription('Choose a line of the plan, or Other');
  await form.getByLabel('Amount (USD)').fill('3001');
  await form.getByRole('button', { name: 'Record spending' }).click();
  await expect(form.getByLabel('Amount (USD)')).toHaveAccessibleDescription(
    `${hint} That is more than is left to record: you can record up to $3,000 more.`,
  );

  await form.getByLabel('Plan line').selectOption({ label: 'Lesson videos' });
  await form.getByLabel('Amount (USD)').fill('250');
  await form.getByLabel('What it paid for').fill(`Glass ${word} for the filming`);
  await form.getByLabel('Evidence link (optional)').fill('https://labkit.example.com/receipts/beakers.pdf');
  await form.getByRole('button', { name: 'Record spending' }).click();
  await expect(form).toHaveCount(0);
  const recorded = entry(page, word);
  await expect(recorded).toContainText('Lesson videos');
  await expect(recorded).toContainText('$250');
  await expect(recorded.getByRole('link', { name: 'Evidence' })).toHaveAttribute('href', 'https://labkit.example.com/receipts/beakers.pdf');
  await expect(spentOfRaised(page)).toHaveText('$250 spent of $3,000 raised');

  await recorded.getByRole('button', { name: 'Correct' }).click();
  const correction = section.getByRole('form', { name: 'Correct an entry' });
  await correction.getByLabel('Amount to take back (USD)').fill('251');
  await correction.getByLabel('What it paid for').fill('Counted one box twice');
  await correction.getByRole('button', { name: 'Record correction' }).click();
  await expect(correction.getByLabel('Amount to take back (USD)')).toHaveAccessibleDescription(
    'A correction is a whole number of dollars, at least $1 and at most the entry’s amount',
  );
  await correction.getByLabel('Amount to take back (USD)').fill('50');
  await correction.getByRole('button', { name: 'Record correction' }).click();
  await expect(correction).toHaveCount(0);
  await expect(recorded.getByTestId('spending-correction')).toContainText('Counted one box twice');
  await expect(recorded.getByTestId('spending-correction')).toContainText('-$50');
  // Corrected once: no second correction is offered.
  await expect(recorded.getByRole('button', { name: 'Correct' })).toHaveCount(0);
  await expect(spentOfRaised(page)).toHaveText('$200 spent of $3,000 raised');
});

// A guest's reads of it are proven by tests/rules/spending.rules.test.ts: the project page itself asks a guest to log in (spec).
test('a backer sees Plan vs spent: each line planned, spent and the difference, and the corrected entry; no Add spending', async ({
  page,
}) => {
  await logInAs(page, 'ivy');
  await page.goto(labkit);
  const section = spendingOf(page);
  const row = (label: string) => section.getByRole('row').filter({ hasText: label });
  await expect(row('First 100 kits: materials')).toContainText('$1,500');
  await expect(row('First 100 kits: materials')).toContainText('$1,200');
  await expect(row('Safety testing and certification')).toContainText('$450');
  await expect(entry(page, 'Filming the first two lesson videos').getByTestId('spending-correction')).toContainText(
    'Entered as $300: the invoice was $200',
  );
  await expect(section.getByTestId('spent-of-raised')).toHaveText('$1,850 spent of $3,000 raised');
  await expect(section.getByText('Reported by the founder.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add spending' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Correct' })).toHaveCount(0);
});
