// Campaigns for the recordSpending tests, made as the app and the clock make them: a founder's campaign
// with a plan, money invested through the invest function, the deadline passed and the clock ticked, so
// the settlement the function judges by is the clock's own.
import { Timestamp } from 'firebase-admin/firestore';
import { INVEST_FUNCTION } from '../../shared/money/calls';
import { RECORD_SPENDING_FUNCTION, type SpendingCall, type SpendingResult } from '../../shared/money/spending-calls';
import { isoDay } from '../../shared/utc-days';
import { tickClock, warmFunctions } from '../../scripts/functions-emulator';
import { adminDb, campaign, member, newRequestId, setDeadline, type Called, type Member } from './money-env';

const DAY = 86_400_000;
beforeAll(() => warmFunctions([RECORD_SPENDING_FUNCTION]), 60_000);
export const PLAN = [
  { label: 'Panels', amount: 600 },
  { label: 'Permits', amount: 400 },
];

/** A campaign of `founder` with a plan of two lines, `raised` invested by one backer, still running. */
export async function runningCampaign(founder: Member, { raised = 1_200, goal = 1_000 } = {}) {
  const projectId = await campaign({ creatorId: founder.uid, goal });
  await adminDb.doc(`projects/${projectId}/useOfFunds/plan`).set({ lines: PLAN, total: goal, updatedAt: Timestamp.now() });
  const backer = await member();
  const answer = await backer.call(INVEST_FUNCTION, { projectId, amount: raised, anonymous: false, requestId: newRequestId() });
  if (answer.error) throw new Error(`could not invest: ${answer.error.message}`);
  return projectId;
}

/** Ended a minute ago (approved 30 days before, as campaign() makes it); settled by a tick of the clock unless `settle: false`. */
export async function endedCampaign(founder: Member, { raised = 1_200, goal = 1_000, settle = true } = {}) {
  const projectId = await runningCampaign(founder, { raised, goal });
  await setDeadline(projectId, -60_000);
  if (settle) await tickClock();
  return projectId;
}

/** The day the campaign was approved: its deadline less its 30 days (campaign() makes no extension). */
export async function approvalDayOf(projectId: string) {
  const endsAt = (await stored(`projects/${projectId}`))!.endsAt as Timestamp;
  return isoDay(new Date(endsAt.toMillis() - 30 * DAY));
}

/** A day relative to today (UTC), as the form sends it. */
export const dayFromToday = (days: number) => isoDay(new Date(Date.now() + days * DAY));

/** An entry as the Add spending form sends it: today, on the plan's first line, under a new id. */
export const spendingCall = (projectId: string, overrides: Partial<SpendingCall> = {}): SpendingCall => ({
  projectId,
  entryId: newRequestId(),
  day: dayFromToday(0),
  line: '0',
  amount: 100,
  paidFor: 'Forty panels',
  evidenceUrl: 'https://example.com/invoice.pdf',
  corrects: '',
  ...overrides,
});

export const spend = (who: { call: Member['call'] }, data: unknown) =>
  who.call(RECORD_SPENDING_FUNCTION, data) as Promise<Called<SpendingResult>>;

export const stored = async (path: string) => (await adminDb.doc(path).get()).data();
