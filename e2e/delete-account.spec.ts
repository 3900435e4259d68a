// Delete my account: a new member verifies their address from the e-mail's link (read from
// the Auth emulator's oobCodes list), asks a question and invests; deletion is refused while the
// investment is Active in a running campaign; they cancel it and delete the account; then the question
// shows "Former member", and the login page answers for their address as for one with no account.
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../scripts/demo-accounts';
import { sentEmails } from '../scripts/seed-lib';
import { expectDashboard, logIn, register, unique, uniqueWord } from './support';

// Approved, running for weeks, no deal terms (any amount), and used by no other journey.
const project = { id: 'gigshield-micro-insurance', title: 'GigShield Micro-Insurance for Gig Workers' };
const NO_ACCOUNT = 'No account found with this email. Please register first.';

const questionsOf = (page: Page) => page.getByRole('region', { name: 'Questions and Answers' });

async function verifyLink(email: string) {
  let link = '';
  await expect
    .poll(async () => {
      link = (await sentEmails()).filter((mail) => mail.email === email && mail.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink ?? '';
      return link;
    })
    .not.toBe('');
  return `/auth/action?mode=verifyEmail&oobCode=${new URL(link).searchParams.get('oobCode')}`;
}

async function deleteAccountWith(page: Page, password: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await expect(form).toContainText('Kept, without your name: the money records');
  await form.getByLabel('Your password').fill(password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  return form;
}

/** What the login page answers for this address and password. */
async function loginAnswer(page: Page, email: string, password: string) {
  await page.goto('/login');
  await logIn(page, email, password);
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  return alert.textContent();
}

test('a member asks and invests, is refused while the money is live, cancels, deletes the account, and is gone', async ({
  page,
  context,
}) => {
  // A member's whole life here, from registering to being gone (about 45 s alone, more beside other suites).
  test.setTimeout(150_000);
  const email = unique('leaving');
  const word = uniqueWord('couriers');
  await page.goto('/register');
  await register(page, { email, fullName: 'Dee Parted', password: 'secret1' });
  await expectDashboard(page, 'investor');

  // The link in the verification e-mail, opened in another tab; the app notices when shown again.
  const mail = await context.newPage();
  await mail.goto(await verifyLink(email));
  await expect(mail.getByText('Your e-mail address is verified.')).toBeVisible();
  await mail.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  // Settings shows Verified once the fresh token (whose email_verified the rules check) has come.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.goto(`/project/${project.id}`);
  const questions = questionsOf(page);
  await questions.getByLabel('Ask the founder a question').fill(`Does the ${word} plan cover bike couriers?`);
  await questions.getByRole('button', { name: 'Ask a Question' }).click();
  const asked = questions.getByRole('listitem').filter({ hasText: word });
  await expect(asked.getByText('Dee Parted')).toBeVisible();

  await page.goto(`/payment/${project.id}`);
  // A first investment starts with Before you invest, on the invest page as in the modal.
  await expect(page.getByRole('heading', { name: 'Before you invest' })).toBeVisible();
  await expect(page.getByLabel('Investment Amount (USD)')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I understand the risks' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Investment Amount (USD)').fill('100');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));

  // Refused while the investment is Active in a running campaign, saying why and what to do.
  const refused = await deleteAccountWith(page, 'secret1');
  await expect(refused.getByRole('alert')).toHaveText(
    `You have an Active investment in “${project.title}”, a campaign that is still running. Cancel it first (My Investments), or wait for the campaign to end.`,
  );
  await expect(page).toHaveURL(/\/settings$/);

  await page.goto('/investor/dashboard?tab=investments');
  const row = page.getByRole('row').filter({ hasText: project.title });
  await row.getByRole('button', { name: `Cancel $100 in ${project.title}` }).click();
  await page.getByRole('dialog', { name: 'Cancel this investment?' }).getByRole('button', { name: 'Cancel Investment' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();

  // A wrong password deletes nothing.
  const wrong = await deleteAccountWith(page, 'not-it');
  await expect(wrong.getByRole('alert')).toHaveText('Incorrect password. Please try again.');

  await wrong.getByLabel('Your password').fill('secret1');
  await wrong.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();

  // The login page answers as for an address that never had an account.
  expect(await loginAnswer(page, email, 'secret1')).toBe(NO_ACCOUNT);
  expect(await loginAnswer(page, unique('never-registered'), 'secret1')).toBe(NO_ACCOUNT);
  await expect(page).toHaveURL(/\/login$/);

  // The question stays, under "Former member"; the name is nowhere on the page.
  await logIn(page, demoAccounts.olivia.email);
  await expectDashboard(page, 'investor');
  await page.goto(`/project/${project.id}`);
  const kept = questionsOf(page).getByRole('listitem').filter({ hasText: word });
  await expect(kept.getByText('Former member')).toBeVisible();
  await expect(page.getByText('Dee Parted')).toHaveCount(0);
});
