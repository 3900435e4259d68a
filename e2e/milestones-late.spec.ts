// A milestone's lateness kept by the server, on data of this file's own: a campaign that
// ended Funded with a milestone past its due day shows Late on its card (the trigger on the milestones
// keeps the card's openDues); the clock marks the milestone Late; its founder postpones it, and the
// page says "Late, postponed to <date>" while the card keeps its Late badge until it is delivered.
import { expect, test, type Page } from '@playwright/test';
import { doc, getDoc, Timestamp, updateDoc, setDoc } from 'firebase/firestore';
import { seedCampaign, seedMember, withAdminFirestore } from '../scripts/seed-lib';
import { seedProjects } from '../scripts/seed-data';
import { tickClock } from '../scripts/functions-emulator';
import { logIn, uniqueWord } from './support';

const DAY = 86_400_000;
const today = () => Math.floor(Date.now() / DAY) * DAY;
const utcDay = (days: number) => new Date(today() + days * DAY);
const isoDay = (days: number) => utcDay(days).toISOString().slice(0, 10);
const shownDay = (days: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(utcDay(days));

const planned = (title: string, dueInDays: number) => {
  const due = Timestamp.fromDate(utcDay(dueInDays));
  return { title, description: '', due, originalDue: due, postponements: {}, deliveredAt: null, delivered: '', evidenceUrl: '' };
};

/** Data the server keeps, read as it is stored (its trigger writes a moment after the milestone). */
const stored = (path: string) => withAdminFirestore(async (db) => (await getDoc(doc(db, path))).data());
const cardDueDays = async (projectId: string) => {
  const dues = ((await stored(`projectCards/${projectId}`))?.openDues ?? {}) as Record<string, Timestamp>;
  return Object.fromEntries(Object.entries(dues).map(([slot, due]) => [slot, Math.round((due.toMillis() - today()) / DAY)]));
};

/** A founder of this file's own with a campaign that ended Funded 10 days ago (50 times its goal: first by Most funded). */
async function endedFundedCampaign() {
  const key = uniqueWord('latekit');
  const founder = { uid: uniqueWord('founder'), email: `${key}@example.com`, fullName: 'Lena Late' };
  await seedMember(founder);
  const project = {
    ...seedProjects[0],
    key,
    title: `LateKit ${key}`,
    goal: 1_000,
    endsInDays: -10,
    dealTerms: undefined,
    useOfFunds: undefined,
    investments: [],
    crowd: [],
  };
  await seedCampaign(project);
  const overdue = `Prototype ${key}`;
  const ahead = `Pilot ${key}`;
  await withAdminFirestore(async (db) => {
    // Its money as the clock's settlement leaves a campaign 50 times funded (the seed writes no money outside the server's code).
    const own = { creatorId: founder.uid, creatorName: founder.fullName, raised: 50_000, backerCount: 1, fundedRatio: 50 };
    await Promise.all([
      updateDoc(doc(db, 'users', founder.uid), { role: 'entrepreneur' }),
      updateDoc(doc(db, 'projects', key), own),
      updateDoc(doc(db, 'projectCards', key), own),
    ]);
    await setDoc(doc(db, 'projects', key, 'milestones', '0'), planned(overdue, -3));
    await setDoc(doc(db, 'projects', key, 'milestones', '1'), planned(ahead, 20));
  });
  return { project, founder, overdue, ahead };
}

async function cardIn(page: Page, title: string) {
  await page.goto('/projects');
  await page.getByLabel('Show ended').click();
  await expect(page.getByLabel('Show ended')).toBeChecked();
  await page.getByLabel('Sort by').selectOption({ label: 'Most funded' });
  return page.getByRole('listitem').filter({ hasText: title });
}

test('a funded campaign’s card shows Late for an overdue milestone, and still after its founder postpones it', async ({ page }) => {
  const { project, founder, overdue, ahead } = await endedFundedCampaign();
  await expect.poll(() => cardDueDays(project.key), { timeout: 45_000 }).toEqual({ '0': -3, '1': 20 });
  // The clock (every 15 minutes when deployed) marks it Late: the day it missed.
  await tickClock();
  const mark = await stored(`projects/${project.key}/milestones/0`);
  expect(Math.round(((mark?.lateDue as Timestamp).toMillis() - today()) / DAY)).toBe(-3);

  await page.goto('/login');
  await logIn(page, founder.email);
  await expect(page).toHaveURL(/\/entrepreneur\/dashboard/);
  const card = await cardIn(page, project.title);
  await expect(card.getByText('Funded', { exact: true })).toBeVisible();
  await expect(card.getByText('Late', { exact: true })).toBeVisible();

  await page.goto(`/project/${project.key}`);
  const milestones = page.getByRole('region', { name: 'Milestones' });
  const late = milestones.getByTestId('milestone').filter({ hasText: overdue });
  await expect(late.getByText('Late', { exact: true })).toBeVisible();
  await expect(late).toContainText(`Due ${shownDay(-3)}`);
  await late.getByRole('button', { name: 'Postpone' }).click();
  const postpone = late.getByRole('form', { name: `Postpone: ${overdue}` });
  await postpone.getByLabel('New due date').fill(isoDay(30));
  await postpone.getByLabel('Reason').fill('The casing supplier shipped a month late');
  await postpone.getByRole('button', { name: 'Postpone milestone' }).click();
  await expect(postpone).toHaveCount(0);
  await expect(late).toContainText(`Late, postponed to ${shownDay(30)}`);
  await expect(late.getByText('Late', { exact: true })).toBeVisible();
  await expect(late.getByTestId('milestone-postponements')).toContainText('The casing supplier shipped a month late');

  // The other, postponed while still due, is judged by its new day: once the card shows that day, the
  // trigger has read both postponements, and the first still counts by the day it missed.
  const dueAhead = milestones.getByTestId('milestone').filter({ hasText: ahead });
  await dueAhead.getByRole('button', { name: 'Postpone' }).click();
  const postponeAhead = dueAhead.getByRole('form', { name: `Postpone: ${ahead}` });
  await postponeAhead.getByLabel('New due date').fill(isoDay(45));
  await postponeAhead.getByLabel('Reason').fill('The pilot school moved its term');
  await postponeAhead.getByRole('button', { name: 'Postpone milestone' }).click();
  await expect(postponeAhead).toHaveCount(0);
  await expect(dueAhead).toContainText(`Due ${shownDay(45)}`);
  await expect(dueAhead.getByText('Due', { exact: true })).toBeVisible();
  await expect.poll(() => cardDueDays(project.key), { timeout: 45_000 }).toEqual({ '0': -3, '1': 45 });

  const after = await cardIn(page, project.title);
  await expect(after.getByText('Late', { exact: true })).toBeVisible();
  await expect(after.getByText('A milestone is past its due date and not delivered')).toBeAttached();
});
