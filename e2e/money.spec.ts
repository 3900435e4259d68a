// What an investment becomes (Active, Collected, Returned, Cancelled), as ivy sees them, and the 12-month limit, as a new member sees it.
import { expect, test } from '@playwright/test';
import { seedMember } from '../scripts/seed-lib';
import { logIn, logInAs, uniqueWord } from './support';

test('My Investments says what became of each investment, with Cancel only where allowed', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.getByRole('tab', { name: 'My Investments' }).click();
  await expect(page.getByTestId('total-invested')).not.toHaveText('…');
  const more = page.getByRole('button', { name: 'Load more' });
  for (let i = 0; i < 5 && (await more.isVisible()); i++) await more.click();
  const row = (title: string) => page.getByRole('row').filter({ hasText: title }).first();
  // Closed by the admin: Returned, no Cancel.
  await expect(row('ParkPal Smart Parking Meters').getByText('Returned', { exact: true })).toBeVisible();
  await expect(row('ParkPal Smart Parking Meters').getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  // Ended short of its goal: Returned; ended funded: Collected.
  await expect(row('FieldTutor Tutoring Marketplace for Rural Schools').getByText('Returned', { exact: true })).toBeVisible();
  await expect(row('LabKit Home Chemistry Kits for Students').getByText('Collected', { exact: true })).toBeVisible();
  await expect(row('LabKit Home Chemistry Kits for Students').getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
});

// A member of its own, who has invested nothing: the whole limit is left, whatever other journeys invest.
test('the invest form says what is left of the 12-month limit and refuses more', async ({ page }) => {
  const uid = uniqueWord('allowance');
  await seedMember({ uid, email: `${uid}@example.com`, fullName: 'Alma Lowance' });
  await page.goto('/login');
  await logIn(page, `${uid}@example.com`);
  await expect(page).toHaveURL(/\/investor\/dashboard/);
  await page.goto('/project/mediremind-pill-dispenser');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await expect(dialog.getByTestId('allowance')).toHaveText('You can invest up to $10,000 more in the next 12 months.');
  const amount = dialog.getByLabel('Investment Amount (USD)');
  await amount.fill('10001');
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That is more than the $10,000 limit over 12 months allows');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
});
