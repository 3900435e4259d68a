// The admin's actions on the emulators: adminAction (functions/src/admin) makes each check
// the rules made, writes the action and its audit entry in one transaction on the server's clock, and a
// retry whose answer was lost changes nothing twice. Called as the app calls it; data by the Admin SDK.
import { Timestamp } from 'firebase-admin/firestore';
import { ADMIN_EMAIL } from '../../shared/admin/admin-account';
import {
  ADMIN_ACTION_FUNCTION,
  ADMIN_ONLY,
  ADMIN_PROJECT_GONE,
  ADMIN_REQUEST_REUSED,
  EXTENSION_DAYS_WRONG,
  HOLDS_MONEY,
  NOT_CLOSABLE,
  NOT_EXTENDABLE,
  NOT_WAITING_FOR_REVIEW,
  REASON_NEEDED,
  reasonTooLong,
  REPORT_HANDLED,
  SEND_BACK_NOT_ALLOWED,
  type AdminActionResult,
} from '../../shared/admin/admin-calls';
import { questionAuditId } from '../../shared/admin/audit-entry';
import { BAD_REQUEST } from '../../shared/money/refusals';
import { adminDb, campaign, guest, member, newRequestId, type Member } from './money-env';

const DAY = 86_400_000;
let admin: Member;
beforeAll(async () => {
  admin = await member({ email: ADMIN_EMAIL, name: 'Admin' });
}, 60_000);

const act = (who: Pick<Member, 'call'>, data: Record<string, unknown>) => who.call<AdminActionResult>(ADMIN_ACTION_FUNCTION, data);
const project = async (id: string) => (await adminDb.doc(`projects/${id}`).get()).data();
const entry = async (id: string) => (await adminDb.doc(`audit/${id}`).get()).data();
/** A pending project, as its founder's create leaves it. */
const pending = () =>
  campaign({ approved: false, endsInDays: 0 }).then(async (id) => (await adminDb.doc(`projects/${id}`).update({ endsAt: null }), id));
/** A campaign that took money (a shard holding some), or took some and gave it all back. */
async function withMoney(id: string, raised: number) {
  await adminDb.doc(`projects/${id}/shards/0`).set({ raised, backerCount: raised > 0 ? 1 : 0, days: {} });
  return id;
}

describe('who may act', () => {
  it('refuses a guest, a member, and the admin’s address unverified, with the sentence the screens show', async () => {
    const id = await pending();
    const data = { action: 'approve', projectId: id, requestId: newRequestId() };
    expect((await act(guest(), data)).error).toEqual({ code: 'unauthenticated', message: ADMIN_ONLY });
    expect((await act(await member(), data)).error).toEqual({ code: 'permission-denied', message: ADMIN_ONLY });
    const unverified = await member({ email: ADMIN_EMAIL, verified: false });
    expect((await act(unverified, data)).error).toEqual({ code: 'permission-denied', message: ADMIN_ONLY });
    admin = await member({ email: ADMIN_EMAIL, name: 'Admin' });
    expect((await project(id))?.status).toBe('pending');
  });

  it('refuses a request it cannot read: an unknown action, a bad id, no request id', async () => {
    const id = await pending();
    for (const data of [
      { action: 'publish', projectId: id, requestId: newRequestId() },
      { action: 'approve', projectId: 'a/b', requestId: newRequestId() },
      { action: 'approve', projectId: id },
      { action: 'approve', projectId: id, requestId: 'again' },
    ])
      expect((await act(admin, data)).error).toEqual({ code: 'invalid-argument', message: BAD_REQUEST });
  });
});

describe('approve', () => {
  it('fixes the deadline on the server’s clock and records the entry; a retry changes nothing twice', async () => {
    const id = await pending();
    const requestId = newRequestId();
    const before = Date.now();
    expect((await act(admin, { action: 'approve', projectId: id, requestId })).data).toEqual({ outcome: 'done', auditId: requestId });
    const approved = await project(id);
    expect(approved).toMatchObject({ approved: true, status: 'approved' });
    const endsAt = (approved?.endsAt as Timestamp).toMillis();
    expect(endsAt).toBeGreaterThanOrEqual(before + 30 * DAY - 5_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 30 * DAY + 5_000);
    expect(await entry(requestId)).toMatchObject({
      actorUid: admin.uid,
      action: 'approve',
      projectId: id,
      subjectId: id,
      before: { approved: false, status: 'pending', endsAt: null },
      after: { approved: true, status: 'approved', endsAt: approved?.endsAt },
    });

    // The answer was lost: the same request again finds its entry.
    expect((await act(admin, { action: 'approve', projectId: id, requestId })).data).toEqual({
      outcome: 'already-done',
      auditId: requestId,
    });
    expect((await project(id))?.endsAt).toEqual(approved?.endsAt);
    // The same request id for another action is refused; a new attempt finds the project approved.
    expect((await act(admin, { action: 'close', projectId: id, requestId })).error).toEqual({
      code: 'already-exists',
      message: ADMIN_REQUEST_REUSED,
    });
    expect((await act(admin, { action: 'approve', projectId: id, requestId: newRequestId() })).error).toEqual({
      code: 'failed-precondition',
      message: NOT_WAITING_FOR_REVIEW,
    });
  });

  it('refuses a project that does not exist', async () => {
    expect((await act(admin, { action: 'approve', projectId: 'nothing-here', requestId: newRequestId() })).error).toEqual({
      code: 'not-found',
      message: ADMIN_PROJECT_GONE,
    });
  });
});

describe('send back with a reason', () => {
  it('counts the send-back, keeps the reason private and in the entry', async () => {
    const id = await pending();
    const requestId = newRequestId();
    expect((await act(admin, { action: 'send_back', projectId: id, reason: '  Add numbers  ', requestId })).data?.outcome).toBe('done');
    expect(await project(id)).toMatchObject({ approved: false, status: 'changes_requested', reviewCount: 1 });
    expect((await adminDb.doc(`projects/${id}/private/review`).get()).data()).toMatchObject({ note: 'Add numbers', reviewCount: 1 });
    expect((await entry(requestId))?.after).toEqual({
      approved: false,
      status: 'changes_requested',
      reviewCount: 1,
      reviewNote: 'Add numbers',
    });
  });

  it('refuses no reason, one too long, and a campaign that took money', async () => {
    const id = await pending();
    expect((await act(admin, { action: 'send_back', projectId: id, reason: '   ', requestId: newRequestId() })).error?.message).toBe(
      REASON_NEEDED,
    );
    expect(
      (await act(admin, { action: 'send_back', projectId: id, reason: 'x'.repeat(1001), requestId: newRequestId() })).error?.message,
    ).toBe(reasonTooLong());
    const funded = await withMoney(await campaign(), 100);
    expect((await act(admin, { action: 'send_back', projectId: funded, reason: 'Why', requestId: newRequestId() })).error).toEqual({
      code: 'failed-precondition',
      message: SEND_BACK_NOT_ALLOWED,
    });
    // A running campaign that never took money can be sent back (from a member's report).
    const quiet = await campaign();
    expect((await act(admin, { action: 'send_back', projectId: quiet, reason: 'Reported', requestId: newRequestId() })).data?.outcome).toBe(
      'done',
    );
  });
});

describe('extend, close, delete', () => {
  it('extends a running campaign once, by 1 to 30 days, from its deadline', async () => {
    const id = await campaign({ endsInDays: 10 });
    const endsAt = (await project(id))?.endsAt as Timestamp;
    for (const days of [0, 31, 1.5, '7'])
      expect((await act(admin, { action: 'extend', projectId: id, days, requestId: newRequestId() })).error?.message).toBe(
        EXTENSION_DAYS_WRONG,
      );
    expect((await act(admin, { action: 'extend', projectId: id, days: 7, requestId: newRequestId() })).data?.outcome).toBe('done');
    expect(await project(id)).toMatchObject({ extensionDays: 7, endsAt: Timestamp.fromMillis(endsAt.toMillis() + 7 * DAY) });
    expect((await act(admin, { action: 'extend', projectId: id, days: 3, requestId: newRequestId() })).error?.message).toBe(NOT_EXTENDABLE);
    const ended = await campaign({ endsInDays: -1 });
    expect((await act(admin, { action: 'extend', projectId: ended, days: 3, requestId: newRequestId() })).error?.message).toBe(
      NOT_EXTENDABLE,
    );
  });

  it('closes a running campaign that took money, and deletes only one that holds none, retiring its id', async () => {
    const quiet = await campaign();
    expect((await act(admin, { action: 'close', projectId: quiet, requestId: newRequestId() })).error?.message).toBe(NOT_CLOSABLE);
    const funded = await withMoney(await campaign(), 250);
    expect((await act(admin, { action: 'delete', projectId: funded, requestId: newRequestId() })).error).toEqual({
      code: 'failed-precondition',
      message: HOLDS_MONEY,
    });
    expect((await act(admin, { action: 'close', projectId: funded, requestId: newRequestId() })).data?.outcome).toBe('done');
    expect(await project(funded)).toMatchObject({ approved: false, status: 'closed', bookmarked: false });

    // Every investment cancelled: nothing held, so it may go.
    const refunded = await withMoney(await campaign(), 0);
    await adminDb.doc(`projects/${refunded}/pictures/card`).set({ bytes: 'x' });
    const requestId = newRequestId();
    expect((await act(admin, { action: 'delete', projectId: refunded, requestId })).data?.outcome).toBe('done');
    expect(await project(refunded)).toBeUndefined();
    expect((await adminDb.doc(`projects/${refunded}/pictures/card`).get()).exists).toBe(false);
    expect((await adminDb.doc(`deletedProjects/${refunded}`).get()).get('auditId')).toBe(requestId);
    expect(await entry(requestId)).toMatchObject({ action: 'delete', before: { approved: true, status: 'approved' }, after: {} });
    expect((await act(admin, { action: 'delete', projectId: refunded, requestId })).data?.outcome).toBe('already-done');
  });
});

describe('posts and reports', () => {
  it('removes a question with its entry, once', async () => {
    const id = await campaign();
    const createdAt = Timestamp.now();
    await adminDb.doc(`projects/${id}/questions/q1`).set({ text: 'Why?', askerName: 'Ann', createdAt });
    expect((await act(admin, { action: 'remove_question', projectId: id, questionId: 'q1' })).data).toEqual({
      outcome: 'done',
      auditId: questionAuditId(id, 'q1', createdAt.toMillis()),
    });
    expect((await adminDb.doc(`projects/${id}/questions/q1`).get()).exists).toBe(false);
    expect((await entry(questionAuditId(id, 'q1', createdAt.toMillis())))?.before).toEqual({ text: 'Why?', askerName: 'Ann' });
    expect((await act(admin, { action: 'remove_question', projectId: id, questionId: 'q1' })).data).toEqual({
      outcome: 'already-done',
      auditId: null,
    });
  });

  it('handles an open report once, naming the reporter beside the entry for the admin alone', async () => {
    const id = await campaign();
    await adminDb.doc(`projects/${id}/reports/r1`).set({ reporterId: 'r1', reason: 'spam', status: 'open', createdAt: Timestamp.now() });
    const requestId = newRequestId();
    expect((await act(admin, { action: 'dismiss_report', projectId: id, reporterId: 'r1', requestId })).data?.outcome).toBe('done');
    expect((await adminDb.doc(`projects/${id}/reports/r1`).get()).data()).toMatchObject({ status: 'dismissed', auditId: requestId });
    expect((await adminDb.doc(`audit/${requestId}/private/reporter`).get()).data()).toEqual({ reporterId: 'r1' });
    expect(await entry(requestId)).toMatchObject({
      subjectId: id,
      before: { status: 'open', reason: 'spam' },
      after: { status: 'dismissed' },
    });
    expect((await act(admin, { action: 'action_report', projectId: id, reporterId: 'r1', requestId: newRequestId() })).error?.message).toBe(
      REPORT_HANDLED,
    );
  });
});
