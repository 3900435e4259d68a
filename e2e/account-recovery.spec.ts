// A way back in, and phones: reset a forgotten password from the e-mail's link, verify a
// new account from its link and invest without signing out, close the verify pop-up on a phone, and
// no screen of any role scrolls sideways at 390 px. The links are read from the Auth emulator's
// oobCodes list and opened on the app's own action page, as a real project's e-mail templates do.
import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, logIn, logInAs, logOut, register, unique } from './support';
import { sentEmails } from '../scripts/seed-lib';

const PHONE = { width: 390, height: 844 };
// Approved, open, and used by no other journey.
const project = { id: 'sitesense-drone-surveys', title: 'SiteSense Drone Surveys for Small Builders' };

/** The app's action page for the latest e-mail of this kind Auth "sent" to `email`. */
async function actionLink(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL', mode: string) {
  let link = '';
  await expect
    .poll(async () => {
      const sent = (await sentEmails()).filter((mail) => mail.email === email && mail.requestType === requestType);
      link = sent.at(-1)?.oobLink ?? '';
      return link;
    })
    .not.toBe('');
  const code = new URL(link).searchParams.get('oobCode');
  return `/auth/action?mode=${mode}&oobCode=${code}`;
}

/** The page is no wider than the phone, and every top-bar item sits on one line. */
async function fitsThePhone(page: Page, what: string) {
  // Once the session has answered: a signed-in member's bar ends with Logout, a visitor's with Sign Up.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Logout' }).or(nav.getByRole('link', { name: 'Sign Up' }))).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  const tops = await nav.locator(':scope > div > *').evaluateAll((items) =>
    // Only the items shown: a link hidden at this width (Settings' word, a gear here) is on no line.
    [...new Set(items.filter((item) => item.getClientRects().length > 0).map((item) => Math.round(item.getBoundingClientRect().top)))],
  );
  expect(tops, `${what}: the top bar's items wrap onto more than one line`).toHaveLength(1);
}

test('a forgotten password is reset from the e-mail link, and the new one signs in', async ({ page }) => {
  const email = unique('forgetful');
  await page.goto('/register');
  await register(page, { email, fullName: 'Fern Gotten' });
  await expectDashboard(page, 'investor');
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const sent = page.getByText('If an account exists for that address, we have sent a link to reset the password.');
  // An address with no account gets the same answer: the form tells nobody who has an account.
  await page.getByLabel('Email').fill(unique('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(sent).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(sent).toBeVisible();

  const link = await actionLink(email, 'PASSWORD_RESET', 'resetPassword');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('fresh99');
  await page.getByLabel('Confirm New Password').fill('fresh98');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match');
  await page.getByLabel('Confirm New Password').fill('fresh99');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // A shared link to a guarded address: Login says why, and signing in (with the new password) goes back there.
  await page.goto(`/payment/${project.id}`);
  await expect(page.getByText('Log in to invest', { exact: true })).toBeVisible();
  await logIn(page, email, 'fresh99');
  await expect(page).toHaveURL(new RegExp(`/payment/${project.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invest in ${project.title}` })).toBeVisible();
  await logOut(page);

  // The link works once: opened again it says so and offers a new one.
  await page.goto(link);
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

test('on a phone: the verify pop-up closes by its button; the e-mail link verifies the account and it invests without signing out', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  const email = unique('newcomer');
  await page.goto('/register');
  await register(page, { email, fullName: 'Vera Fied' });
  await expectDashboard(page, 'investor');
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await fitsThePhone(page, 'the project page');

  await page.getByRole('button', { name: 'Invest Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await expect(dialog.getByText('Please verify your e-mail address to invest.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(dialog.getByText('Please verify your e-mail address to invest.')).toBeVisible();
  // The link in the e-mail, opened in another tab of the same browser.
  const mail = await context.newPage();
  await mail.goto(await actionLink(email, 'VERIFY_EMAIL', 'verifyEmail'));
  await expect(mail.getByText('Your e-mail address is verified.')).toBeVisible();
  await mail.close();
  // Back on the first tab: the app notices when it is shown again.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  // A first investment starts with Before you invest.
  await expect(dialog.getByRole('heading', { name: 'Before you invest' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I understand the risks' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const amount = dialog.getByLabel('Investment Amount (USD)');
  await expect(amount).toBeVisible();
  await amount.fill('500'); // SiteSense takes at least $500 (its deal terms)
  await dialog.getByRole('button', { name: 'Confirm Investment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Investment confirmed/)).toBeVisible();
});

test('at 390 px no screen of any role scrolls sideways, and each top bar stays on one line', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/guest', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fitsThePhone(page, `the guest's ${path}`);
  }

  await logInAs(page, 'ivy');
  await fitsThePhone(page, "the investor's dashboard");
  await page.goto('/investor/dashboard?tab=investments');
  await expect(page.getByRole('tab', { name: /My Investments/, selected: true })).toBeVisible();
  await fitsThePhone(page, "the investor's investments");
  await logOut(page);

  await logInAs(page, 'erin');
  await fitsThePhone(page, "the entrepreneur's dashboard");
  await page.goto('/create-campaign');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Campaign' })).toBeVisible();
  await fitsThePhone(page, 'Create Campaign');
  await logOut(page);

  await logInAs(page, 'admin');
  await fitsThePhone(page, 'the admin dashboard');
  for (const tab of ['Browse Projects', 'Reports', 'Activity']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`), selected: true })).toBeVisible();
    await fitsThePhone(page, `the admin's ${tab} tab`);
  }
});
