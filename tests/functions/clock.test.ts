// The clock (functions/src/clock/settle.ts) on the emulators, ticked as the scheduler would: a campaign
// past its deadline is settled once, Funded or Returned, and Returned money gives the 12-month limit back.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { monthIndex } from '../../shared/money/ledger';
import { INVEST_FUNCTION } from '../../shared/money/calls';
import { tickClock } from '../../scripts/functions-emulator';
import { adminDb, campaign, member, newRequestId, setDeadline, type Member } from './money-env';

const MINUTE = 60_000;
const thisMonth = () => String(monthIndex(new Date()));

async function invested(investor: Member, projectId: string, amount: number) {
  const requestId = newRequestId();
  const answer = await investor.call(INVEST_FUNCTION, { projectId, amount, anonymous: false, requestId });
  expect(answer.error).toBeUndefined();
  return requestId;
}

const settlementOf = async (projectId: string) => (await adminDb.doc(`settlements/${projectId}`).get()).data();
const ledgerMonths = async (uid: string) => (await adminDb.doc(`investorLimits/${uid}`).get()).get('months');

describe('the clock', () => {
  it('settles a campaign that reached its goal as Funded, with its final Raised on the project and its card', async () => {
    const [ivy, olivia] = await Promise.all([member(), member()]);
    const projectId = await campaign({ goal: 1_000 });
    const ids = [await invested(ivy, projectId, 600), await invested(olivia, projectId, 500)];
    await setDeadline(projectId, -MINUTE);
    await tickClock();

    expect(await settlementOf(projectId)).toMatchObject({
      outcome: 'funded',
      raised: 1_100,
      backerCount: 2,
      goal: 1_000,
      limitGivenBack: true,
    });
    for (const path of [`projects/${projectId}`, `projectCards/${projectId}`]) {
      const copy = (await adminDb.doc(path).get()).data()!;
      expect(copy).toMatchObject({ raised: 1_100, backerCount: 2, fundedRatio: 1.1 });
      expect((copy.raisedSyncedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual((copy.endsAt as Timestamp).toMillis());
    }
    // Collected money keeps its place in the limit.
    expect(await ledgerMonths(ivy.uid)).toEqual({ [thisMonth()]: 600 });
    for (const id of ids) expect((await adminDb.doc(`investments/${id}`).get()).get('limitReleasedAt')).toBeUndefined();
  });

  it('settles a campaign short of its goal as Returned and gives each investor their limit back, once', async () => {
    const ivy = await member();
    const projectId = await campaign({ goal: 50_000 });
    const id = await invested(ivy, projectId, 300);
    await setDeadline(projectId, -MINUTE);
    await tickClock();

    const settlement = await settlementOf(projectId);
    expect(settlement).toMatchObject({ outcome: 'returned', raised: 300, limitGivenBack: true });
    expect((await adminDb.doc(`investments/${id}`).get()).get('limitReleasedAt')).toBeInstanceOf(Timestamp);
    expect(await ledgerMonths(ivy.uid)).toEqual({ [thisMonth()]: 0 });

    // Run again (a scheduler delivers at least once): nothing moves twice.
    await tickClock();
    expect(await ledgerMonths(ivy.uid)).toEqual({ [thisMonth()]: 0 });
    expect((await settlementOf(projectId))?.settledAt).toEqual(settlement?.settledAt);
  });

  it('gives the limit back for a campaign the admin closed, while its deadline is still ahead', async () => {
    const ivy = await member();
    const projectId = await campaign({ goal: 1_000 });
    await invested(ivy, projectId, 1_000);
    const closed = { approved: false, status: 'closed', closedAt: Timestamp.now() };
    await Promise.all([adminDb.doc(`projects/${projectId}`).update(closed), adminDb.doc(`projectCards/${projectId}`).update(closed)]);
    await tickClock();
    expect(await settlementOf(projectId)).toMatchObject({ outcome: 'returned', raised: 1_000, limitGivenBack: true });
    expect(await ledgerMonths(ivy.uid)).toEqual({ [thisMonth()]: 0 });
  });

  it('leaves a running campaign alone, and money the ledger never counted out of it', async () => {
    const ivy = await member();
    const running = await campaign();
    await invested(ivy, running, 200);
    const ended = await campaign();
    const id = await invested(ivy, ended, 100);
    await setDeadline(ended, -MINUTE);
    // As money from before the server kept the ledger: it names no bucket, and its month's holds only the running campaign's $200.
    await adminDb.doc(`investments/${id}`).update({ countedMonth: FieldValue.delete() });
    await adminDb.doc(`investorLimits/${ivy.uid}`).set({ months: { [thisMonth()]: 200 } });
    await tickClock();

    expect(await settlementOf(running)).toBeUndefined();
    expect(await settlementOf(ended)).toMatchObject({ outcome: 'returned', limitGivenBack: true });
    expect((await adminDb.doc(`investments/${id}`).get()).get('limitReleasedAt')).toBeInstanceOf(Timestamp);
    expect(await ledgerMonths(ivy.uid)).toEqual({ [thisMonth()]: 200 });
  });

  it('tells each investor what became of their money, once per campaign, and keeps the reminders', async () => {
    const [ivy, olivia, saver] = await Promise.all([member(), member(), member()]);
    const funded = await campaign({ goal: 500 });
    await invested(ivy, funded, 300);
    await invested(ivy, funded, 100);
    await invested(olivia, funded, 200);
    await setDeadline(funded, -MINUTE);
    // A campaign in its last 48 hours that the saver saved (the inbox follows it).
    const ending = await campaign({ endsInDays: 1 });
    await adminDb.doc(`users/${saver.uid}/saved/${ending}`).set({ savedAt: Timestamp.now() });
    await adminDb.doc(`users/${saver.uid}/inbox/state`).set({ following: [ending], lastSeenAt: Timestamp.now() });
    await tickClock();

    const outcomeOf = async (uid: string) => (await adminDb.doc(`users/${uid}/outcomes/${funded}`).get()).data();
    for (const investor of [ivy, olivia])
      expect(await outcomeOf(investor.uid)).toMatchObject({ projectId: funded, closed: false, raised: 600, goal: 500 });
    expect(await settlementOf(funded)).toMatchObject({ investorsTold: true });
    expect((await adminDb.collection(`users/${saver.uid}/outcomes`).get()).empty).toBe(true);
    const reminder = (await adminDb.doc(`users/${saver.uid}/reminders/er-${ending}`).get()).data();
    expect(reminder).toMatchObject({ kind: 'ending-reminder', projectId: ending, projectTitle: `Money test ${ending}` });

    // Run again: the same documents, no second outcome.
    const told = (await adminDb.doc(`users/${ivy.uid}/outcomes/${funded}`).get()).updateTime;
    await tickClock();
    expect((await adminDb.doc(`users/${ivy.uid}/outcomes/${funded}`).get()).updateTime).toEqual(told);
    expect((await adminDb.collection(`users/${ivy.uid}/outcomes`).get()).size).toBe(1);
  });
});
