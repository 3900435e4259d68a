// Settings: a new member changes their name, phone, bio and password, and signs in with the
// new password; a founder's bio (Erin's, from the demo data) shows beside her name on her project page;
// Ivy downloads her data and finds her investment in it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../scripts/demo-accounts';
import { expectDashboard, logIn, logInAs, logOut, register, unique } from './support';

test('a member changes their name, phone, bio and password in Settings', async ({ page }) => {
  const email = unique('settings');
  await page.goto('/register');
  await register(page, { email, fullName: 'Sett Ings', password: 'secret1' });
  await expectDashboard(page, 'investor');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The address shows twice: in its row, and in the verify notice beside Not verified yet, with Resend.
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Not verified yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();

  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByLabel('Full Name')).toHaveValue('Sett Ings');
  // Refused in the form, and nothing typed is lost.
  await profile.getByLabel('Phone Number').fill('+1 999');
  await profile.getByLabel('Bio').fill('Backs clean energy in my home town.');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByLabel('Phone Number')).toHaveAccessibleDescription(/Please enter a phone number of 7 to 20 digits/);
  await expect(profile.getByLabel('Bio')).toHaveValue('Backs clean energy in my home town.');

  await profile.getByLabel('Full Name').fill('Setti Ings');
  await profile.getByLabel('Phone Number').fill('(312) 555-0199');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile was saved.');
  await page.reload();
  await expect(profile.getByLabel('Full Name')).toHaveValue('Setti Ings');
  await expect(profile.getByLabel('Phone Number')).toHaveValue('(312) 555-0199');
  await expect(profile.getByLabel('Bio')).toHaveValue('Backs clean energy in my home town.');

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current Password').fill('wrong-one');
  await password.getByLabel('New Password', { exact: true }).fill('secret2');
  await password.getByLabel('Confirm New Password').fill('secret2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await password.getByLabel('Current Password').fill('secret1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password was changed.');

  await logOut(page);
  await page.goto('/login');
  await logIn(page, email, 'secret2');
  await expectDashboard(page, 'investor');

  // A founder's bio, beside her name on her project page.
  await page.goto('/project/shiftsync-ai-restaurant-scheduling');
  const founder = page.getByLabel('About the founder');
  await expect(founder).toContainText('Erin Walsh');
  await expect(founder).toContainText('Energy engineer turned founder');
});

test('an investor downloads their data and finds their investment in it', async ({ page }) => {
  await logInAs(page, 'ivy');
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^startupfund-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email: demoAccounts.ivy.email, fullName: 'Ivy Chen' });
  expect(data.investments).toContainEqual(
    expect.objectContaining({ projectId: 'shiftsync-ai-restaurant-scheduling', amount: 500, investorId: demoAccounts.ivy.uid }),
  );
  await expect(page.getByRole('status')).toContainText('Your data was saved as');
});
