// The admin's audit trail and members' reports in the browser: the admin's Activity tab and a project's History, a member's report
// handled by the admin and seen in the reporter's What's new, and a closed campaign that is frozen. Each journey that writes
// does so on its own founder, members and campaign (e2e/own-data.ts), so any runs alone, in any order.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { demoAccounts } from '../scripts/demo-accounts';
import { withAdminFirestore, type OwnMember } from '../scripts/seed-lib';
import { asTheAdmin, logInAsOwn, ownCampaign, ownInvestment, ownMember } from './own-data';
import { fillCampaign, logInAs, logOut, uniqueWord } from './support';

// The report journey once waited 60 s for Report this project: it clicks View Details right after
// typing a search, and the search's debounced URL change (300 ms later) took the visitor back to the
// dashboard while the project page loaded. The search box now reports on leaving it (project-filters.tsx).

const card = (page: Page, name: string) => page.getByRole('group', { name });
/** Every "by … on …" line of the list says "by the admin": an entry never shows (or holds) the admin's address. */
async function byTheAdmin(list: Locator) {
  const lines = await list.getByText(/^by /).all();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) await expect(line).toHaveText(/^by the admin on /);
  await expect(list).not.toContainText(demoAccounts.admin.email);
}

/** A member's open report of a project, as Report this project writes it (src/features/reports/api/reports-api.ts fileReport). */
const ownReport = (project: { key: string; title: string }, reporter: OwnMember, reason: string, details: string) =>
  withAdminFirestore((db) =>
    setDoc(doc(db, 'projects', project.key, 'reports', reporter.uid), {
      reporterId: reporter.uid,
      reporterEmail: reporter.email,
      projectId: project.key,
      projectTitle: project.title,
      reason,
      details,
      status: 'open',
      createdAt: Timestamp.now(),
    }),
  );

/**
 * This journey's founder and a running campaign of theirs, "<word> Tide Turbines". `reviewed`: submitted
 * a minute ago and approved just now by the admin on the server, its entry in the audit trail (a seeded
 * running campaign has none).
 */
async function ownTideTurbines({ reviewed = false } = {}) {
  const word = uniqueWord('audit');
  const title = `${word} Tide Turbines`;
  const founder = await ownMember('entrepreneur', 'Tam Turner');
  const project = await ownCampaign(founder, {
    title,
    category: 'sustainability',
    description: `Small turbines for tidal estuaries. ${word}`,
    goal: 30000,
    state: reviewed ? 'pending' : 'approved',
  });
  if (reviewed) await asTheAdmin({ action: 'approve', projectId: project.key });
  return { word, title, founder, project };
}

test('the admin approves a campaign, and Activity and the project’s History record it', async ({ page }) => {
  const word = uniqueWord('audit');
  const title = `${word} Tide Turbines`;
  const founder = await ownMember('entrepreneur', 'Tam Turner');
  await logInAsOwn(page, founder);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Campaign' }).click();
  await fillCampaign(page, {
    title,
    category: 'sustainability',
    description: `Small turbines for tidal estuaries. ${word}`,
    goal: '30000',
    imageUrl: 'https://example.com/tide.jpg',
    businessPlan: 'Sell power to harbour towns.',
    teamInfo: 'Two engineers.',
    risks: 'Storms.',
  });
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(card(page, title)).toBeVisible();
  const projectPath = await card(page, title).getByRole('link', { name: 'View Details' }).getAttribute('href');
  expect(projectPath).toMatch(/^\/project\/[\w-]+$/);

  await logOut(page);
  await logInAs(page, 'admin');
  await card(page, title).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card(page, title)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Activity' }).click();
  // Other journeys' admin actions may come in between: the newest entry about this project.
  const activity = page.getByRole('list', { name: 'Admin activity' });
  const newest = activity.getByRole('listitem').filter({ hasText: title }).first();
  await expect(newest).toContainText('The admin approved the project');
  await expect(newest).toContainText(title);
  // The raw fields are one click away, only those that changed.
  await expect(newest.getByText('status: pending → approved')).toBeHidden();
  await newest.getByText('Show changes').click();
  await expect(newest.getByText('status: pending → approved')).toBeVisible();
  await byTheAdmin(page.getByRole('list', { name: 'Admin activity' }));
  // Picking the title shows only that project's entries.
  await newest.getByRole('button', { name: title }).click();
  await expect(page.getByText('Showing one project’s activity.')).toBeVisible();
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity.getByRole('listitem')).toContainText('The admin approved the project');
  // And the project's own page shows the same entry under History.
  await page.goto(projectPath!);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity.getByRole('listitem')).toContainText('The admin approved the project');
  await byTheAdmin(activity);
});

test('a member reports it; the admin dismisses the report; the reporter sees it handled in What’s new', async ({ page }) => {
  const { word, title, project } = await ownTideTurbines();
  const reporter = await ownMember('investor', 'Rhea Reeve');
  await logInAsOwn(page, reporter);
  // Chromium with only a loopback interface (CI's) says it is offline; under load it once told the
  // page so late, by an offline event, and every read after it waited for good (src/lib/query-client.ts).
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await page
    .getByLabel(/search projects/i)
    .first()
    .fill(word);
  await card(page, title).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.key}$`));
  await page.getByRole('button', { name: 'Report this project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription('Please choose a reason');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByLabel('Reason').selectOption('misleading');
  await dialog.getByLabel('Details (optional)').fill('The output figures look too high.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('You reported this project. The admin will review your report.')).toBeVisible();
  // Only the admin and the creator see the History.
  await expect(page.getByRole('heading', { name: 'History' })).toHaveCount(0);

  await logOut(page);
  await logInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const reported = page.getByRole('listitem', { name: title });
  await expect(reported).toContainText('1 open report');
  await expect(reported).toContainText('The output figures look too high.');
  await reported.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Activity' }).click();
  // Other journeys' admin actions may come in between: the newest entry about this project.
  await expect(page.getByRole('list', { name: 'Admin activity' }).getByRole('listitem').filter({ hasText: title }).first()).toContainText(
    'The admin dismissed a report (Misleading claims)',
  );

  await logOut(page);
  await logInAsOwn(page, reporter);
  await page.getByRole('button', { name: /What's new/ }).click();
  await expect(page.getByRole('region', { name: "What's new" })).toContainText(`Your report on ${title} was handled`);
});

test('the creator sees the project’s History', async ({ page }) => {
  // Approved by the admin, then reported and the report dismissed by the admin.
  const { founder, project } = await ownTideTurbines({ reviewed: true });
  const reporter = await ownMember('investor', 'Rhea Reeve');
  await ownReport(project, reporter, 'misleading', 'The output figures look too high.');
  await asTheAdmin({ action: 'dismiss_report', projectId: project.key, reporterId: reporter.uid });
  await logInAsOwn(page, founder);
  await page.goto(`/project/${project.key}`);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Admin activity' })).toContainText('The admin approved the project');
  await expect(page.getByRole('list', { name: 'Admin activity' })).toContainText('The admin dismissed a report');
  await byTheAdmin(page.getByRole('list', { name: 'Admin activity' }));
});

test('a closed campaign is frozen: its creator gets no Edit, and /post-update says why', async ({ page }) => {
  // A running campaign that took money, then closed by the admin.
  const { founder, project } = await ownTideTurbines();
  const investor = await ownMember('investor', 'Bo Backer');
  await ownInvestment(project.key, investor, 300);
  await asTheAdmin({ action: 'close', projectId: project.key });
  await logInAsOwn(page, founder);
  await page.goto(`/project/${project.key}`);
  await expect(page.getByRole('note', { name: 'Campaign closed' })).toHaveText(
    'This campaign was closed by the admin, so its details can no longer be edited.',
  );
  await expect(page.getByRole('link', { name: 'Edit Project' })).toHaveCount(0);
  await page.goto(`/post-update/${project.key}`);
  await expect(page.getByText('This campaign was closed by the admin, so its details can no longer be edited.')).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveCount(0);
});

test('the demo data: the History of Sam’s closed and sent-back projects, and an open report on the Reports tab', async ({ page }) => {
  await logInAs(page, 'sam');
  await page.goto('/project/parkpal-smart-parking-meters');
  const history = page.getByRole('list', { name: 'Admin activity' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('The admin closed the campaign');
  await expect(history.getByRole('listitem').last()).toContainText('The admin approved the project');
  // The raw before and after are the admin's only.
  await expect(history.getByText('Show changes')).toHaveCount(0);
  await byTheAdmin(history);
  await page.goto('/project/tutorloop-peer-tutoring');
  await expect(history).toContainText('The admin sent it back for changes: Please add the pilot results per college');
  await expect(history).toContainText('Please add the pilot results per college');
  await byTheAdmin(history);

  await logOut(page);
  await logInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const reported = page.getByRole('listitem', { name: 'TallyBook AI Bookkeeping for Freelancers' });
  await expect(reported).toContainText('1 open report');
  await expect(reported).toContainText('Misleading claims');
  await expect(reported).toContainText(`by ${demoAccounts.olivia.email}`);
});
