// The recordSpending function (functions/src/spending) on the emulators: what it writes (the shapes the
// project page, What's new and the Track record read), that a retry counts once, and every refusal
// with the sentence the Add spending form shows.
import { Timestamp } from 'firebase-admin/firestore';
import { BAD_REQUEST, UNKNOWN_PROJECT } from '../../shared/money/refusals';
import {
  ALREADY_CORRECTED,
  CORRECTION_OFF_LINE,
  NOT_CORRECTABLE,
  NOT_ENDED_FUNDED,
  NOT_SETTLED_YET,
  NOT_THE_FOUNDER,
  overLeftToRecord,
  SPENDING_MESSAGES,
  SPENDING_NOT_SIGNED_IN,
  SPENDING_REQUEST_REUSED,
} from '../../shared/money/spending-refusals';
import { correctionId } from '../../shared/money/spending';
import { isoDay } from '../../shared/utc-days';
import { checkDocuments } from '../../scripts/collection-schemas';
import { adminDb, guest, member, type Member } from './money-env';
import { approvalDayOf, dayFromToday, endedCampaign, runningCampaign, spend, spendingCall, stored } from './spending-env';

const DAY = 86_400_000;
const totalOf = (projectId: string) => stored(`projects/${projectId}/spendingTotal/total`);
const spentBy = async (founder: Member) => (await stored(`founderRecords/${founder.uid}`))?.spentBy;

describe('recordSpending', () => {
  it('records an entry, moves the running total and the founder’s record, in the shapes the app reads', async () => {
    const erin = await member();
    const projectId = await endedCampaign(erin);
    const call = spendingCall(projectId, { line: '1', amount: 300, paidFor: '  City permit  ' });
    const answer = await spend(erin, call);
    expect(answer).toEqual({ data: { entryId: call.entryId, outcome: 'recorded' } });

    const entryPath = `projects/${projectId}/spending/${call.entryId}`;
    const entry = (await stored(entryPath))!;
    expect(entry).toMatchObject({
      line: '1',
      amount: 300,
      paidFor: 'City permit',
      evidenceUrl: 'https://example.com/invoice.pdf',
      corrects: '',
      projectId,
      projectTitle: `Money test ${projectId}`,
    });
    // The day spent is its midnight UTC; recorded at the server's time.
    expect((entry.spentOn as Timestamp).toDate().toISOString()).toBe(`${call.day}T00:00:00.000Z`);
    expect((entry.createdAt as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 60_000);
    const total = (await totalOf(projectId))!;
    expect(total).toEqual({ spent: 300, entryCount: 1, byLine: { '1': 300 }, lastEntryId: call.entryId });
    const record = (await stored(`founderRecords/${erin.uid}`))!;
    expect(record).toMatchObject({ spentBy: { [projectId]: 300 } });
    expect(record).not.toHaveProperty('lastMove');
    expect(() =>
      checkDocuments([
        [entryPath, entry],
        [`projects/${projectId}/spendingTotal/total`, total],
        [`founderRecords/${erin.uid}`, record],
      ]),
    ).not.toThrow();
  });

  it('adds up exactly: entries on several lines, one on Other, and spending up to Raised exactly', async () => {
    const erin = await member();
    const projectId = await endedCampaign(erin, { raised: 1_200 });
    const amounts = [100, 250, 50, 300, 150];
    const calls = amounts.map((amount, i) => spendingCall(projectId, { amount, line: ['0', '1', 'other'][i % 3] }));
    for (const call of calls) expect((await spend(erin, call)).error).toBeUndefined();
    expect(await totalOf(projectId)).toMatchObject({ spent: 850, entryCount: 5, byLine: { '0': 400, '1': 400, other: 50 } });

    const over = await spend(erin, spendingCall(projectId, { amount: 351 }));
    expect(over.error).toEqual({ code: 'failed-precondition', message: overLeftToRecord(350) });
    expect(overLeftToRecord(350)).toBe('That is more than is left to record: you can record up to $350 more.');
    expect((await spend(erin, spendingCall(projectId, { amount: 350 }))).error).toBeUndefined();
    const full = await spend(erin, spendingCall(projectId, { amount: 1 }));
    expect(full.error).toEqual({ code: 'failed-precondition', message: 'Everything the campaign raised is on the record already.' });
    expect(await totalOf(projectId)).toMatchObject({ spent: 1_200, entryCount: 6 });
    expect(await spentBy(erin)).toEqual({ [projectId]: 1_200 });
  });

  it('returns the first result for a retry of the same entry id and counts nothing twice; other content under it is refused', async () => {
    const erin = await member();
    const projectId = await endedCampaign(erin);
    const call = spendingCall(projectId, { amount: 400 });
    await spend(erin, call);
    expect(await spend(erin, call)).toEqual({ data: { entryId: call.entryId, outcome: 'already-recorded' } });
    for (const changed of [{ amount: 401 }, { line: '1' }, { paidFor: 'Something else' }, { day: dayFromToday(-1) }, { evidenceUrl: '' }])
      expect((await spend(erin, { ...call, ...changed })).error).toEqual({ code: 'already-exists', message: SPENDING_REQUEST_REUSED });
    expect(await totalOf(projectId)).toMatchObject({ spent: 400, entryCount: 1 });
    expect(await spentBy(erin)).toEqual({ [projectId]: 400 });
  });

  it('takes the day of approval and an entry without evidence', async () => {
    const erin = await member();
    const projectId = await endedCampaign(erin);
    const call = spendingCall(projectId, { day: await approvalDayOf(projectId), evidenceUrl: '' });
    expect(await spend(erin, call)).toEqual({ data: { entryId: call.entryId, outcome: 'recorded' } });
  });

  it('takes many entries at once and ends exact', async () => {
    const erin = await member();
    const projectId = await endedCampaign(erin, { raised: 5_000 });
    const calls = Array.from({ length: 8 }, (_, i) => spendingCall(projectId, { amount: 10 * (i + 1), line: String(i % 2) }));
    const answers = await Promise.all(calls.map((call) => spend(erin, call)));
    expect(answers.map((answer) => answer.error)).toEqual(calls.map(() => undefined));
    expect(await totalOf(projectId)).toMatchObject({ spent: 360, entryCount: 8, byLine: { '0': 160, '1': 200 } });
    expect(await spentBy(erin)).toEqual({ [projectId]: 360 });
  });
});

describe('a correction', () => {
  async function withEntry() {
    const erin = await member();
    const projectId = await endedCampaign(erin);
    const entry = spendingCall(projectId, { amount: 500, line: '1' });
    await spend(erin, entry);
    const correction = spendingCall(projectId, {
      entryId: correctionId(entry.entryId),
      corrects: entry.entryId,
      line: '1',
      amount: -200,
      paidFor: 'Counted twice',
      evidenceUrl: '',
    });
    return { erin, projectId, entry, correction };
  }

  it('takes back up to its entry’s amount, once: a retry is the first result, another amount is refused', async () => {
    const { erin, projectId, entry, correction } = await withEntry();
    expect((await spend(erin, { ...correction, amount: -501 })).error).toEqual({
      code: 'invalid-argument',
      message: SPENDING_MESSAGES.correction,
    });
    expect(await spend(erin, { ...correction, amount: -500 })).toEqual({ data: { entryId: correction.entryId, outcome: 'recorded' } });
    expect(await spend(erin, { ...correction, amount: -500 })).toEqual({
      data: { entryId: correction.entryId, outcome: 'already-recorded' },
    });
    expect((await spend(erin, correction)).error).toEqual({ code: 'already-exists', message: ALREADY_CORRECTED });
    expect(await totalOf(projectId)).toEqual({ spent: 0, entryCount: 2, byLine: { '1': 0 }, lastEntryId: correction.entryId });
    expect(await spentBy(erin)).toEqual({ [projectId]: 0 });
    expect(await stored(`projects/${projectId}/spending/${correction.entryId}`)).toMatchObject({ amount: -500, corrects: entry.entryId });
  });

  it('refuses a correction of a correction, of nothing, on another line, positive, or under another id', async () => {
    const { erin, projectId, correction } = await withEntry();
    await spend(erin, correction);
    const ofCorrection = { ...correction, corrects: correction.entryId, entryId: correctionId(correction.entryId), amount: -10 };
    expect((await spend(erin, ofCorrection)).error).toEqual({ code: 'failed-precondition', message: NOT_CORRECTABLE });
    const nothing = spendingCall(projectId).entryId;
    expect((await spend(erin, { ...correction, corrects: nothing, entryId: correctionId(nothing) })).error).toEqual({
      code: 'failed-precondition',
      message: NOT_CORRECTABLE,
    });
    const { erin: sam, projectId: other, correction: offLine } = await withEntry();
    expect((await spend(sam, { ...offLine, line: '0' })).error).toEqual({ code: 'invalid-argument', message: CORRECTION_OFF_LINE });
    expect((await spend(sam, { ...offLine, amount: 200 })).error).toEqual({
      code: 'invalid-argument',
      message: SPENDING_MESSAGES.correction,
    });
    expect((await spend(sam, { ...offLine, entryId: spendingCall(other).entryId })).error).toEqual({
      code: 'invalid-argument',
      message: BAD_REQUEST,
    });
    expect(await totalOf(other)).toMatchObject({ spent: 500, entryCount: 1 });
  });
});

describe('who records spending, and when', () => {
  it('refuses a guest, another member, and an unknown project', async () => {
    const erin = await member();
    const projectId = await endedCampaign(erin);
    expect((await spend(guest(), spendingCall(projectId))).error).toEqual({ code: 'unauthenticated', message: SPENDING_NOT_SIGNED_IN });
    const olivia = await member();
    expect((await spend(olivia, spendingCall(projectId))).error).toEqual({ code: 'permission-denied', message: NOT_THE_FOUNDER });
    expect((await spend(erin, spendingCall('noSuchProject'))).error).toEqual({ code: 'not-found', message: UNKNOWN_PROJECT });
    expect(await totalOf(projectId)).toBeUndefined();
  });

  it('refuses a running campaign, one ended short of its goal, one not settled yet and one closed since', async () => {
    const erin = await member();
    const running = await runningCampaign(erin);
    const short = await endedCampaign(erin, { raised: 300, goal: 1_000 });
    const closed = await endedCampaign(erin);
    // Last: any tick of the clock would settle it.
    const unsettled = await endedCampaign(erin, { settle: false });
    await adminDb.doc(`projects/${closed}`).update({ status: 'closed', approved: false });
    expect((await spend(erin, spendingCall(running))).error).toEqual({ code: 'failed-precondition', message: NOT_ENDED_FUNDED });
    expect((await spend(erin, spendingCall(short))).error).toEqual({ code: 'failed-precondition', message: NOT_ENDED_FUNDED });
    expect((await spend(erin, spendingCall(unsettled))).error).toEqual({ code: 'failed-precondition', message: NOT_SETTLED_YET });
    expect((await spend(erin, spendingCall(closed))).error).toEqual({ code: 'failed-precondition', message: NOT_ENDED_FUNDED });
    for (const id of [running, short, unsettled, closed]) expect(await totalOf(id)).toBeUndefined();
    expect(await spentBy(erin)).toBeUndefined();
  });
});

describe('an entry’s fields', () => {
  let erin: Member;
  let projectId: string;
  beforeAll(async () => {
    erin = await member();
    projectId = await endedCampaign(erin);
    approvalDay = await approvalDayOf(projectId);
  }, 60_000);
  afterAll(async () => expect(await totalOf(projectId)).toBeUndefined());

  let approvalDay: string;
  it.each<[string, () => Record<string, unknown>, string]>([
    ['a day that does not exist', () => ({ day: '2026-02-30' }), SPENDING_MESSAGES.date],
    ['a time instead of a day', () => ({ day: new Date().toISOString() }), SPENDING_MESSAGES.date],
    ['tomorrow', () => ({ day: dayFromToday(1) }), SPENDING_MESSAGES.future],
    ['the day before approval', () => ({ day: dayBefore(approvalDay) }), SPENDING_MESSAGES.beforeApproval],
    ['a line the plan does not have', () => ({ line: '2' }), SPENDING_MESSAGES.line],
    ['a line by name', () => ({ line: 'Panels' }), SPENDING_MESSAGES.line],
    ['$0', () => ({ amount: 0 }), SPENDING_MESSAGES.amount],
    ['cents', () => ({ amount: 10.5 }), SPENDING_MESSAGES.amount],
    ['a negative amount that corrects nothing', () => ({ amount: -10 }), SPENDING_MESSAGES.amount],
    ['more than $100,000,000', () => ({ amount: 100_000_001 }), SPENDING_MESSAGES.amount],
    ['dollars as text', () => ({ amount: '100' }), SPENDING_MESSAGES.amount],
    ['nothing it paid for', () => ({ paidFor: '   ' }), SPENDING_MESSAGES.paidFor],
    ['281 characters of what it paid for', () => ({ paidFor: 'x'.repeat(281) }), SPENDING_MESSAGES.paidForLong],
    ['an http evidence link', () => ({ evidenceUrl: 'http://example.com/invoice.pdf' }), 'Evidence link must be an https:// address'],
    [
      'an evidence link on an IP address',
      () => ({ evidenceUrl: 'https://127.0.0.1/invoice.pdf' }),
      'Evidence link must be on a public website: not an IP address, localhost or an address with a password',
    ],
    [
      'an evidence link not as the app stores it',
      () => ({ evidenceUrl: 'HTTPS://Example.com/a.pdf' }),
      'Evidence link must be an https:// address',
    ],
    ['an entry id the form does not make', () => ({ entryId: 'my-entry' }), BAD_REQUEST],
    ['an entry id of a path', () => ({ entryId: '../../users/x' }), BAD_REQUEST],
  ])('refuses %s', async (_what, overrides, message) => {
    expect((await spend(erin, { ...spendingCall(projectId), ...overrides() })).error).toEqual({ code: 'invalid-argument', message });
  });

  it('refuses a request that is not an object', async () => {
    expect((await spend(erin, 'spend')).error).toEqual({ code: 'invalid-argument', message: BAD_REQUEST });
  });
});

const dayBefore = (day: string) => isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY));
