// Spending on the record: on LabKit (by Sam, ended Funded and settled by the clock in the
// global setup, with a plan and the demo's spending, one entry corrected) the founder records spending
// and a correction through the recordSpending function; a backer sees Plan vs spent.
import { expect, test, type Page } from '@playwright/test';
import { RECORD_SPENDING_FUNCTION } from '../shared/money/spending-calls';
import { warmFunctions } from '../scripts/functions-emulator';
import { logInAs, uniqueWord } from './support';

// A function's first call starts its process (up to 20 s on a loaded machine), not the journey's to wait for.
test.beforeAll(() => warmFunctions([RECORD_SPENDING_FUNCTION]));

const labkit = '/project/labkit-home-chemistry';
const spendingOf = (page: Page) => page.getByRole('region', { name: 'Plan vs spent' });
const entry = (page: Page, text: string) => spendingOf(page).getByTestId('spending-entry').filter({ hasText: text });
/** The "$X spent of $Y raised" line as a number of dollars spent. */
async function spent(page: Page) {
  const text = await spendingOf(page).getByTestId('spent-of-raised').innerText();
  return Number(/^\$([\d,]+) spent of \$3,000 raised$/.exec(text)![1].replace(/,/g, ''));
}

test('the founder records spending on a plan line, then corrects it; the entry and its correction show under Plan vs spent', async ({
  page,
}) => {
  const word = uniqueWord('beakers');
  await logInAs(page, 'sam');
  await page.goto(labkit);
  const section = spendingOf(page);
  await expect(section.getByRole('heading', { name: 'Plan vs spent' })).toBeVisible();
  const before = await spent(page);

  await section.getByRole('button', { name: 'Add spending' }).click();
  const form = section.getByRole('form', { name: 'Add spending' });
  await form.getByLabel('Amount (USD)').fill('0');
  await form.getByRole('button', { name: 'Record spending' }).click();
  // The form says how much is left to record (what the campaign raised, less what is on the record).
  const hint = (await form.getByText(/^You can record up to \$[\d,]+ more/).textContent()) ?? '';
  await expect(form.getByLabel('Amount (USD)')).toHaveAccessibleDescription(
    `${hint} Amount must be a whole number of dollars, at least $1`,
  );
  await expect(form.getByLabel('Plan line')).toHaveAccessibleDescription('Choose a line of the plan, or Other');
  const leftText = /\$[\d,]+/.exec(hint)?.[0] ?? '';
  const left = Number(leftText.slice(1).replaceAll(',', ''));
  await form.getByLabel('Amount (USD)').fill(String(left + 1));
  await form.getByRole('button', { name: 'Record spending' }).click();
  await expect(form.getByLabel('Amount (USD)')).toHaveAccessibleDescription(
    `${hint} That is more than is left to record: you can record up to ${leftText} more.`,
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
  await expect.poll(() => spent(page)).toBe(before + 250);

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
  await expect.poll(() => spent(page)).toBe(before + 200);
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
  await expect(section.getByTestId('spent-of-raised')).toHaveText(/^\$[\d,]+ spent of \$3,000 raised$/);
  await expect(section.getByText('Reported by the founder.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add spending' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Correct' })).toHaveCount(0);
});
