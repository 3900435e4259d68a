// The invest function (functions/src/money/invest.ts) on the emulators: what it records, that a retry
// counts once, and every refusal with the sentence the invest forms show.
import { Timestamp } from 'firebase-admin/firestore';
import { INVESTMENT_LIMIT_12_MONTHS } from '../../shared/money/policy';
import { monthIndex } from '../../shared/money/ledger';
import { shardOf } from '../../shared/money/shards';
import {
  aboveLargest,
  BAD_REQUEST,
  belowMinimumReason,
  NOT_OPEN,
  NOT_SIGNED_IN,
  NOT_WHOLE_DOLLARS,
  overLimitMessage,
  OWN_PROJECT,
  REQUEST_REUSED,
  RISKS_NOT_ACKNOWLEDGED,
  UNKNOWN_PROJECT,
  UNVERIFIED,
} from '../../shared/money/refusals';
import { INVEST_FUNCTION } from '../../shared/money/calls';
import { adminDb, campaign, counted, guest, member, newRequestId, type Called } from './money-env';

type Invested = { investmentId: string; outcome: 'recorded' | 'already-recorded'; createdAt: string; anonymous: boolean };
const invest = (who: { call: (name: string, data: unknown) => Promise<Called<unknown>> }, data: Record<string, unknown>) =>
  who.call(INVEST_FUNCTION, { anonymous: false, requestId: newRequestId(), ...data }) as Promise<Called<Invested>>;

describe('invest', () => {
  it('records the investment, its receipt, the marker, the ledger and its shard in one go', async () => {
    const ivy = await member({ name: 'Ivy Tester' });
    const projectId = await campaign();
    const requestId = newRequestId();
    const answer = await invest(ivy, { projectId, amount: 250, requestId });
    expect(answer.error).toBeUndefined();
    expect(answer.data).toMatchObject({ investmentId: requestId, outcome: 'recorded', anonymous: false });

    const investment = (await adminDb.doc(`investments/${requestId}`).get()).data()!;
    expect(investment).toMatchObject({
      projectId,
      investorId: ivy.uid,
      investorEmail: ivy.email,
      investorName: 'Ivy Tester',
      amount: 250,
      status: 'active',
      anonymous: false,
      creatorId: 'someone-else',
      dealTerms: null,
    });
    expect((investment.createdAt as Timestamp).toDate().toISOString()).toBe(answer.data!.createdAt);
    const receipt = (await adminDb.doc(`projects/${projectId}/backers/${requestId}`).get()).data();
    expect(receipt).toEqual({ name: 'Ivy Tester', amount: 250, createdAt: investment.createdAt });
    const marker = (await adminDb.doc(`projects/${projectId}/investors/${ivy.uid}`).get()).data();
    expect(marker).toMatchObject({ investorId: ivy.uid, activeCount: 1, activeAmount: 250, namedCount: 1, lastInvestmentId: requestId });
    const ledger = (await adminDb.doc(`investorLimits/${ivy.uid}`).get()).data();
    expect(ledger?.months).toEqual({ [String(monthIndex(new Date(answer.data!.createdAt)))]: 250 });
    const shard = (await adminDb.doc(`projects/${projectId}/shards/${shardOf(requestId)}`).get()).data();
    expect(shard).toMatchObject({ raised: 250, backerCount: 1, lastInvestmentId: requestId });
  });

  it('counts backers as people: a second investment of the same investor adds money, not a backer', async () => {
    const ivy = await member();
    const projectId = await campaign();
    await invest(ivy, { projectId, amount: 100 });
    await invest(ivy, { projectId, amount: 300 });
    expect(await counted(projectId)).toEqual({ raised: 400, backers: 1 });
  });

  it('shows an anonymous investment, and one by a member without a name, as "Anonymous investor"', async () => {
    const ivy = await member({ name: 'Ivy Tester' });
    const nameless = await member({ name: '' });
    const projectId = await campaign();
    const chosen = await invest(ivy, { projectId, amount: 10, anonymous: true });
    const unnamed = await invest(nameless, { projectId, amount: 10 });
    for (const answer of [chosen, unnamed]) {
      expect(answer.data?.anonymous).toBe(true);
      const receipt = await adminDb.doc(`projects/${projectId}/backers/${answer.data!.investmentId}`).get();
      expect(receipt.get('name')).toBe('Anonymous investor');
    }
    const marker = await adminDb.doc(`projects/${projectId}/investors/${ivy.uid}`).get();
    expect(marker.get('namedCount')).toBe(0);
  });

  it('returns the first result for a retry of the same request and counts nothing twice', async () => {
    const ivy = await member();
    const projectId = await campaign();
    const requestId = newRequestId();
    const first = await invest(ivy, { projectId, amount: 500, requestId });
    const retry = await invest(ivy, { projectId, amount: 500, requestId });
    expect(retry.data).toMatchObject({ investmentId: requestId, outcome: 'already-recorded', createdAt: first.data!.createdAt });
    expect(await counted(projectId)).toEqual({ raised: 500, backers: 1 });
    const ledger = await adminDb.doc(`investorLimits/${ivy.uid}`).get();
    expect(Object.values(ledger.get('months') as Record<string, number>)).toEqual([500]);
  });

  it('refuses the same request id with another amount, another project or another investor', async () => {
    const ivy = await member();
    const olivia = await member();
    const projectId = await campaign();
    const other = await campaign();
    const requestId = newRequestId();
    await invest(ivy, { projectId, amount: 500, requestId });
    for (const [who, data] of [
      [ivy, { projectId, amount: 600, requestId }],
      [ivy, { projectId: other, amount: 500, requestId }],
      [olivia, { projectId, amount: 500, requestId }],
    ] as const) {
      expect((await invest(who, data)).error).toEqual({ code: 'already-exists', message: REQUEST_REUSED });
    }
    expect(await counted(projectId)).toEqual({ raised: 500, backers: 1 });
    expect(await counted(other)).toEqual({ raised: 0, backers: 0 });
  });

  it('refuses a caller who is signed out, unverified or has not acknowledged the risks', async () => {
    const projectId = await campaign();
    expect((await invest(guest(), { projectId, amount: 10 })).error).toEqual({ code: 'unauthenticated', message: NOT_SIGNED_IN });
    const una = await member({ verified: false });
    expect((await invest(una, { projectId, amount: 10 })).error).toEqual({ code: 'failed-precondition', message: UNVERIFIED });
    const noah = await member({ risks: false });
    expect((await invest(noah, { projectId, amount: 10 })).error).toEqual({ code: 'failed-precondition', message: RISKS_NOT_ACKNOWLEDGED });
    expect(await counted(projectId)).toEqual({ raised: 0, backers: 0 });
  });

  it('refuses the creator, an unknown project, a pending one and one past its deadline', async () => {
    const erin = await member();
    const own = await campaign({ creatorId: erin.uid });
    expect((await invest(erin, { projectId: own, amount: 10 })).error).toEqual({ code: 'permission-denied', message: OWN_PROJECT });
    const ivy = await member();
    expect((await invest(ivy, { projectId: 'noSuchProject', amount: 10 })).error).toEqual({ code: 'not-found', message: UNKNOWN_PROJECT });
    const pending = await campaign({ approved: false });
    expect((await invest(ivy, { projectId: pending, amount: 10 })).error).toEqual({ code: 'failed-precondition', message: NOT_OPEN });
    const ended = await campaign({ endsInDays: -1 });
    const refused = (await invest(ivy, { projectId: ended, amount: 10 })).error;
    expect(refused?.code).toBe('failed-precondition');
    expect(refused?.message).toMatch(/^This campaign ended on [A-Z][a-z]{2} \d{1,2}, \d{4} \(UTC\) and takes no more investments\.$/);
    for (const id of [own, pending, ended]) expect(await counted(id)).toEqual({ raised: 0, backers: 0 });
  });

  it.each([
    [0, belowMinimumReason(1)],
    [-1, belowMinimumReason(1)],
    [1.5, NOT_WHOLE_DOLLARS],
    [1e9, aboveLargest()],
    ['100', NOT_WHOLE_DOLLARS],
    [null, NOT_WHOLE_DOLLARS],
  ])('refuses %j dollars: "%s"', async (amount, message) => {
    const ivy = await member();
    const projectId = await campaign();
    expect((await invest(ivy, { projectId, amount })).error).toEqual({ code: 'invalid-argument', message });
    expect(await counted(projectId)).toEqual({ raised: 0, backers: 0 });
  });

  it('refuses a request it cannot read: no request id, one not made by the app, a project id that is a path', async () => {
    const ivy = await member();
    const projectId = await campaign();
    for (const data of [
      { projectId, amount: 10, requestId: undefined },
      { projectId, amount: 10, requestId: 'my-own-id' },
      { projectId: `${projectId}/shards/0`, amount: 10 },
      { projectId, amount: 10, anonymous: 'yes' },
    ])
      expect((await invest(ivy, data)).error).toEqual({ code: 'invalid-argument', message: BAD_REQUEST });
  });

  it("refuses less than the campaign's minimum, and takes the minimum itself", async () => {
    const ivy = await member();
    const projectId = await campaign({ minimum: 250 });
    expect((await invest(ivy, { projectId, amount: 249 })).error).toEqual({ code: 'invalid-argument', message: belowMinimumReason(250) });
    expect((await invest(ivy, { projectId, amount: 250 })).data?.outcome).toBe('recorded');
    const investment = await adminDb.collection('investments').where('projectId', '==', projectId).get();
    expect(investment.docs[0].get('dealTerms')).toMatchObject({ instrument: 'safe', minimumInvestment: 250 });
  });

  it('refuses more than is left of the 12-month limit, saying how much is left, and takes exactly that much', async () => {
    const ivy = await member();
    const projectId = await campaign();
    const spent = INVESTMENT_LIMIT_12_MONTHS - 400;
    await adminDb.doc(`investorLimits/${ivy.uid}`).set({ months: { [String(monthIndex(new Date()) - 3)]: spent } });
    expect((await invest(ivy, { projectId, amount: 401 })).error).toEqual({ code: 'failed-precondition', message: overLimitMessage(400) });
    expect((await invest(ivy, { projectId, amount: 400 })).data?.outcome).toBe('recorded');
    expect((await invest(ivy, { projectId, amount: 1 })).error).toEqual({ code: 'failed-precondition', message: overLimitMessage(0) });
    expect(await counted(projectId)).toEqual({ raised: 400, backers: 1 });
  });

  it('ends exact when many investors invest into one campaign at once', { timeout: 90_000 }, async () => {
    const investors = await Promise.all(Array.from({ length: 5 }, () => member()));
    const projectId = await campaign();
    const answers = await Promise.all(
      investors.flatMap((investor, i) => Array.from({ length: 4 }, (_, k) => invest(investor, { projectId, amount: 10 * (i + 1) + k }))),
    );
    expect(answers.filter((answer) => answer.error)).toEqual([]);
    const expected = investors.reduce((sum, _, i) => sum + [0, 1, 2, 3].reduce((s, k) => s + 10 * (i + 1) + k, 0), 0);
    expect(await counted(projectId)).toEqual({ raised: expected, backers: 5 });
    for (const [i, investor] of investors.entries()) {
      const marker = await adminDb.doc(`projects/${projectId}/investors/${investor.uid}`).get();
      expect(marker.get('activeCount')).toBe(4);
      expect(marker.get('activeAmount')).toBe(40 * (i + 1) + 6);
    }
  });
});
