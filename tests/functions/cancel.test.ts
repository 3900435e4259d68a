// The cancel function (functions/src/money/cancel.ts) on the emulators: a cancellation moves back
// exactly what the investment moved, once, and only the investor's own, before the 48-hour cut-off.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { monthIndex } from '../../shared/money/ledger';
import { CANCELLATION_CLOSED, NOT_SIGNED_IN, NOT_YOUR_INVESTMENT, UNKNOWN_INVESTMENT, UNVERIFIED } from '../../shared/money/refusals';
import { CANCEL_FUNCTION, INVEST_FUNCTION } from '../../shared/money/calls';
import { adminDb, campaign, counted, guest, member, newRequestId, type Called, type Member } from './money-env';

type Cancelled = { investmentId: string; outcome: 'cancelled' | 'already-cancelled' };
const cancel = (who: { call: (name: string, data: unknown) => Promise<Called<unknown>> }, investmentId: unknown) =>
  who.call(CANCEL_FUNCTION, { investmentId }) as Promise<Called<Cancelled>>;

async function invested(investor: Member, projectId: string, amount: number) {
  const requestId = newRequestId();
  const answer = await investor.call(INVEST_FUNCTION, { projectId, amount, anonymous: false, requestId });
  expect(answer.error).toBeUndefined();
  return requestId;
}

describe('cancelInvestment', () => {
  it('moves back everything the investment moved: status, receipt, marker, ledger, shard and backers', async () => {
    const ivy = await member();
    const projectId = await campaign();
    const kept = await invested(ivy, projectId, 100);
    const id = await invested(ivy, projectId, 300);
    expect((await cancel(ivy, id)).data).toEqual({ investmentId: id, outcome: 'cancelled' });

    const investment = await adminDb.doc(`investments/${id}`).get();
    expect(investment.get('status')).toBe('cancelled');
    expect(investment.get('cancelledAt')).toBeInstanceOf(Timestamp);
    expect((await adminDb.doc(`projects/${projectId}/backers/${id}`).get()).exists).toBe(false);
    const marker = await adminDb.doc(`projects/${projectId}/investors/${ivy.uid}`).get();
    expect(marker.data()).toMatchObject({ activeCount: 1, activeAmount: 100, namedCount: 1 });
    const ledger = await adminDb.doc(`investorLimits/${ivy.uid}`).get();
    expect(ledger.get('months')).toEqual({ [String(monthIndex(new Date()))]: 100 });
    expect(await counted(projectId)).toEqual({ raised: 100, backers: 1 });

    // Their last active investment here: they are no longer a backer.
    await cancel(ivy, kept);
    expect(await counted(projectId)).toEqual({ raised: 0, backers: 0 });
  });

  it('changes nothing the second time', async () => {
    const ivy = await member();
    const projectId = await campaign();
    const id = await invested(ivy, projectId, 250);
    await cancel(ivy, id);
    expect((await cancel(ivy, id)).data).toEqual({ investmentId: id, outcome: 'already-cancelled' });
    expect(await counted(projectId)).toEqual({ raised: 0, backers: 0 });
    const ledger = await adminDb.doc(`investorLimits/${ivy.uid}`).get();
    expect(ledger.get('months')).toEqual({ [String(monthIndex(new Date()))]: 0 });
  });

  it("refuses someone else's investment, an unknown one, and a caller signed out or unverified", async () => {
    const ivy = await member();
    const olivia = await member();
    const projectId = await campaign();
    const id = await invested(ivy, projectId, 250);
    expect((await cancel(olivia, id)).error).toEqual({ code: 'permission-denied', message: NOT_YOUR_INVESTMENT });
    expect((await cancel(olivia, newRequestId())).error).toEqual({ code: 'not-found', message: UNKNOWN_INVESTMENT });
    expect((await cancel(guest(), id)).error).toEqual({ code: 'unauthenticated', message: NOT_SIGNED_IN });
    const una = await member({ verified: false });
    expect((await cancel(una, id)).error).toEqual({ code: 'failed-precondition', message: UNVERIFIED });
    expect((await adminDb.doc(`investments/${id}`).get()).get('status')).toBe('active');
    expect(await counted(projectId)).toEqual({ raised: 250, backers: 1 });
  });

  it('refuses from 48 hours before the deadline on, by the server clock', async () => {
    const ivy = await member();
    const projectId = await campaign({ endsInDays: 3 });
    const id = await invested(ivy, projectId, 250);
    await adminDb.doc(`projects/${projectId}`).update({ endsAt: Timestamp.fromMillis(Date.now() + 47 * 3_600_000) });
    expect((await cancel(ivy, id)).error).toEqual({ code: 'failed-precondition', message: CANCELLATION_CLOSED });
    expect(await counted(projectId)).toEqual({ raised: 250, backers: 1 });
  });

  it('gives back exactly what the ledger counted: nothing for money from before it, also in a month that holds counted money', async () => {
    const ivy = await member();
    const projectId = await campaign();
    const counted500 = await invested(ivy, projectId, 500);
    const before = await invested(ivy, projectId, 400);
    const month = String(monthIndex(new Date()));
    // As money from before the server kept the ledger: the investment names no bucket, and its month's holds only the counted $500.
    await adminDb.doc(`investments/${before}`).update({ countedMonth: FieldValue.delete() });
    await adminDb.doc(`investorLimits/${ivy.uid}`).set({ months: { [month]: 500 } });
    expect((await cancel(ivy, before)).data?.outcome).toBe('cancelled');
    expect((await adminDb.doc(`investorLimits/${ivy.uid}`).get()).get('months')).toEqual({ [month]: 500 });
    expect((await cancel(ivy, counted500)).data?.outcome).toBe('cancelled');
    expect((await adminDb.doc(`investorLimits/${ivy.uid}`).get()).get('months')).toEqual({ [month]: 0 });
    expect(await counted(projectId)).toEqual({ raised: 0, backers: 0 });
  });
});
