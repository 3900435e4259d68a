// Accessibility: axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on every screen for every role, and the
// keyboard behaviour of the modal and the tab lists. Read-only: nothing here changes the demo data.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs } from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

const approvedProject = { id: 'greengrid-home-batteries', title: 'GreenGrid Shared Home Batteries' };
const erinsProject = 'clearbreath-asthma-tracker';
const pendingProject = 'rurallink-solar-telehealth-kiosks';
const erinsFundedProject = 'shiftsync-ai-restaurant-scheduling';

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function formatViolations(violations: AxeViolation[]) {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    - ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
      );
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets.join('\n')}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now; any serious or critical violation fails the test (softly, so every screen is reported). */
async function scan(page: Page, screen: string) {
  await test.step(`axe: ${screen}`, async () => {
    // Every screen names itself in the browser tab, not just the product.
    await expect.soft(page, `${screen}: document title`).toHaveTitle(/^.+ · StartupFund$/);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    // Moderate and minor findings do not fail the run, but are kept in the report.
    for (const violation of violations.filter((found) => !BLOCKING.has(found.impact ?? ''))) {
      test.info().annotations.push({
        type: `axe ${violation.impact}`,
        description: `${screen}: ${violation.id} (${violation.nodes.length}) ${violation.help}`,
      });
    }
    const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
    expect
      .soft(
        blocking.map((violation) => `${violation.id}: ${violation.help}`),
        `${screen}: ${blocking.length} serious/critical axe violation(s)\n${formatViolations(blocking)}`,
      )
      .toEqual([]);
  });
}

/** No loading indicator (the spinners are role=status, named "Loading ...") is left on the page. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function h1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A project grid has loaded: its cards (role=group, named by their title) are on screen. */
async function cards(page: Page) {
  await expect(page.getByRole('listitem').getByRole('group').first()).toBeVisible();
  await settled(page);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('axe: no serious or critical violations', () => {
  // Each test scans four to nine screens, and one axe run takes 5 to 15 s on this 2-core machine
  // while another worker runs: the default 60 s is one screen's budget times four, not nine.
  test.describe.configure({ timeout: 180_000 });

  test('signed out: welcome, learn, login, register, guest', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Continue Without Login' })).toBeVisible();
    // Below the first screen: the featured cards, the figures and How it works, loaded after it.
    await cards(page);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await scan(page, 'welcome (/)');

    await page.goto('/learn');
    await h1(page, 'How StartupFund works');
    await scan(page, '/learn');

    await page.goto('/login');
    await h1(page, 'Welcome Back');
    await scan(page, '/login');

    await page.goto('/register');
    await h1(page, 'Create Account');
    await scan(page, '/register');

    await page.goto('/guest');
    await h1(page, 'Featured Projects');
    await cards(page);
    await scan(page, '/guest');
  });

  test('investor: dashboard tabs, projects, project page, invest modal, payment', async ({ page }) => {
    await logInAs(page, 'ivy');
    await cards(page);
    await scan(page, 'investor dashboard, Browse Projects');

    await openTab(page, 'My Investments');
    await expect(
      page.getByRole('table', { name: 'My investments' }).or(page.getByText("You haven't invested in any projects yet.")),
    ).toBeVisible();
    await settled(page);
    await scan(page, 'investor dashboard, My Investments');

    await page.goto('/projects');
    await h1(page, 'Discover Projects');
    await cards(page);
    await scan(page, '/projects');

    await page.goto(`/project/${approvedProject.id}`);
    await h1(page, approvedProject.title);
    await expect(page.getByRole('heading', { name: 'Recent Investors' })).toBeVisible();
    await settled(page);
    await scan(page, `/project/${approvedProject.id}`);

    await page.getByRole('button', { name: 'Invest Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
    await expect(dialog.getByLabel('Investment Amount (USD)')).toBeFocused();
    await scan(page, 'Make an Investment modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/payment/${approvedProject.id}`);
    await h1(page, `Invest in ${approvedProject.title}`);
    await expect(page.getByLabel('Investment Amount (USD)')).toBeVisible();
    await scan(page, `/payment/${approvedProject.id}`);
  });

  test('entrepreneur: dashboard tabs, create campaign (and its errors), post update', async ({ page }) => {
    await logInAs(page, 'erin');
    await cards(page);
    await scan(page, 'entrepreneur dashboard, Browse Projects');

    await openTab(page, 'My Projects');
    await expect(page.getByRole('list', { name: 'My projects' })).toBeVisible();
    await cards(page);
    await scan(page, 'entrepreneur dashboard, My Projects');

    await page.goto('/create-campaign');
    await h1(page, 'Create New Campaign');
    await scan(page, '/create-campaign');

    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' })).toBeVisible();
    await expect(page).toHaveURL(/\/create-campaign$/);
    await scan(page, '/create-campaign after an empty submit');

    await page.goto(`/post-update/${erinsProject}`);
    await h1(page, 'Update Project Details');
    await expect(page.getByLabel('Project Title')).not.toHaveValue('');
    await scan(page, `/post-update/${erinsProject}`);

    await page.goto(`/project/${erinsFundedProject}`);
    await expect(page.getByRole('table', { name: 'Backers of this project' })).toBeVisible();
    await page.getByText('Show as a table').click();
    await settled(page);
    await scan(page, `/project/${erinsFundedProject} (creator: Backers, Funding over time)`);
  });

  test('admin: dashboard tabs and a pending project', async ({ page }) => {
    await logInAs(page, 'admin');
    await cards(page);
    await scan(page, 'admin dashboard, Pending Projects');

    await page.getByRole('button', { name: 'Reject' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('dialog').getByText('Please tell the creator what to change')).toBeVisible();
    await scan(page, 'admin dashboard, Reject dialog with its error');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await openTab(page, 'Browse Projects');
    await expect(page.getByRole('list', { name: 'Approved projects' })).toBeVisible();
    await cards(page);
    await scan(page, 'admin dashboard, Browse Projects');

    await page.goto(`/project/${pendingProject}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Pending review')).toBeVisible();
    await settled(page);
    await scan(page, `/project/${pendingProject} (pending)`);
  });
});

test.describe('keyboard', () => {
  const focusedIn = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

  test('the Make an Investment modal keeps Tab inside it and closes with Escape', async ({ page }) => {
    await logInAs(page, 'ivy');
    await page.goto(`/project/${approvedProject.id}`);
    await h1(page, approvedProject.title);
    const investNow = page.getByRole('button', { name: 'Invest Now' });
    await investNow.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
    const amount = dialog.getByLabel('Investment Amount (USD)');
    await expect(amount).toBeFocused();

    // Forwards: amount -> Invest anonymously -> Cancel -> Confirm Investment -> back to amount, never leaving the dialog.
    const forward = [
      dialog.getByRole('checkbox', { name: 'Invest anonymously' }),
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: 'Confirm Investment' }),
      amount,
    ];
    for (const round of [1, 2]) {
      for (const next of forward) {
        await page.keyboard.press('Tab');
        await expect(next, `Tab, round ${round}`).toBeFocused();
        expect(await focusedIn(dialog)).toBe(true);
      }
    }
    // Backwards from the first control wraps to the last.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm Investment' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(investNow).toBeFocused();
  });

  const tabLists = [
    { account: 'ivy', tabs: ['Browse Projects', 'My Investments', 'Saved'] },
    { account: 'erin', tabs: ['Browse Projects', 'My Projects', 'Saved'] },
    { account: 'admin', tabs: ['Pending Projects', 'Browse Projects', 'Reports', 'Activity'] },
  ] as const;

  for (const { account, tabs } of tabLists) {
    test(`the ${account} dashboard tabs move with the arrow keys`, async ({ page }) => {
      await logInAs(page, account);
      const tab = (name: string) => page.getByRole('tablist').getByRole('tab', { name });
      const [first, second] = tabs;
      const last = tabs[tabs.length - 1];
      await expect(tab(first)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(second)).toHaveAttribute('tabindex', '-1');
      await tab(first).focus();

      await page.keyboard.press('ArrowRight');
      await expect(tab(second)).toBeFocused();
      await expect(tab(second)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(first)).toHaveAttribute('aria-selected', 'false');
      await expect(page.getByRole('tabpanel', { name: second })).toBeVisible();

      for (let step = 2; step <= tabs.length; step++) await page.keyboard.press('ArrowRight'); // wraps around
      await expect(tab(first)).toBeFocused();
      await expect(tab(first)).toHaveAttribute('aria-selected', 'true');

      await page.keyboard.press('ArrowLeft'); // and back the other way
      await expect(tab(last)).toBeFocused();
      await expect(tab(last)).toHaveAttribute('aria-selected', 'true');

      for (let step = 2; step <= tabs.length; step++) await page.keyboard.press('ArrowLeft');
      await expect(tab(first)).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: first })).toBeVisible();
    });
  }
});
