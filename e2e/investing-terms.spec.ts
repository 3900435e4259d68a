// What an investor meets: a campaign's deal terms, Before you invest (once), a refused amount
// with its reason, the cancel-until line, the confirmation and its receipt, then My Investments.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInAsOwn, ownCampaign, ownMember } from './own-data';

const TERMS = 'SAFE: $5,000,000 valuation cap, 20% discount; minimum $100';

/** An investor of this file's own who has not been through Before you invest yet (as registration leaves a member). */
const newInvestor = () => ownMember('investor', 'Noor Halvorsen', { risksAcknowledged: false });

test('an investor acknowledges the risks once, is refused below the minimum, confirms and keeps the receipt', async ({ page }) => {
  // A campaign of this test's own stating SAFE terms with a $100 minimum, ending in a day (inside the 48-hour cut-off).
  const founder = await ownMember('entrepreneur', 'Sven Aldridge');
  const campaign = await ownCampaign(founder, {
    dealTerms: { instrument: 'safe', minimumInvestment: 100, valuationCap: 5_000_000, discountPercent: 20 },
    endsInDays: 1,
  });
  const project = { id: campaign.key, title: campaign.title };
  const investor = await newInvestor();
  await logInAsOwn(page, investor);
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();

  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  // They have never invested: Before you invest comes first.
  await expect(dialog.getByRole('heading', { name: 'Before you invest' })).toBeVisible();
  await expect(dialog).toContainText('Most startups fail');
  await expect(dialog.getByLabel('Investment Amount (USD)')).toHaveCount(0);
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I understand the risks' }).check();
  await next.click();

  const amount = dialog.getByLabel('Investment Amount (USD)');
  await expect(amount).toBeVisible();
  await expect(dialog.getByTestId('deal-terms')).toHaveText(`Deal terms: ${TERMS}`);
  await amount.fill('50');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Please enter a valid investment amount\nThis campaign's minimum investment is $100.");
  await expect(dialog.getByTestId('cancel-until')).toHaveText(
    'This campaign ends in less than 48 hours: this investment cannot be cancelled',
  );

  await amount.fill('100');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(dialog).toBeHidden();
  const confirmation = page.getByRole('region', { name: 'Investment confirmed' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByTestId('confirmation-project')).toHaveText(project.title);
  await expect(confirmation.getByTestId('confirmation-amount')).toHaveText('$100');
  await expect(confirmation.getByTestId('confirmation-terms')).toHaveText(TERMS);
  await expect(confirmation.getByTestId('confirmation-cancellation')).toHaveText(
    'This campaign ends in less than 48 hours: this investment cannot be cancelled',
  );
  await expect(confirmation.getByTestId('confirmation-shown-publicly-as')).toHaveText(investor.fullName);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirmation.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^startupfund-receipt-[0-9a-f]{8}\.pdf$/);
  const file = await readFile((await download.path())!, 'latin1');
  expect(file.startsWith('%PDF-')).toBe(true);
  expect(file).toContain(`(${project.title})`);

  // It stays until dismissed; asked once, the risks are not asked again.
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(dialog.getByLabel('Investment Amount (USD)')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Before you invest' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeVisible();

  await confirmation.getByRole('link', { name: 'My Investments' }).click();
  const row = page.getByRole('row').filter({ hasText: project.title });
  await expect(row.getByTestId('row-terms')).toHaveText(TERMS);
  await expect(row.getByTestId('row-cancel-until')).toHaveText('Within 48 hours of the deadline: it can no longer be cancelled');
  await expect(row.getByRole('button', { name: 'Download receipt' })).toBeVisible();
});
