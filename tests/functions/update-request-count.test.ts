// A backer's request for an update counted by the server, on the emulators: the trigger on
// projects/{id}/updateRequests/{uid} (functions/src/update-requests/count-request.ts) moves the round's
// tally and the founder's unanswered requests by one and marks the request counted, a replay counts
// nothing twice, a new round starts the tally again, and a request counted after the founder's next
// update moves neither. Data is written with the Admin SDK; the trigger's effect is polled for.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { countUpdateRequest } from '../../functions/src/update-requests/count-request';
import { adminDb, campaign } from './money-env';
import { DAY, TRIGGER_WAIT } from './trigger-env';

const ago = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);

const requestRef = (projectId: string, member: string) => adminDb.doc(`projects/${projectId}/updateRequests/${member}`);
const tally = async (projectId: string) => (await adminDb.doc(`projects/${projectId}/updateRequestTally/tally`).get()).data();
const unanswered = async (founder: string) => (await adminDb.doc(`founderRecords/${founder}`).get()).get('unanswered');

/** A campaign of a founder of its own that ended 45 days ago. */
async function endedCampaign() {
  const founder = `founder-${randomUUID()}`;
  const projectId = await campaign({ creatorId: founder, goal: 1_000, endsInDays: -45 });
  return { founder, projectId };
}
const ask = (projectId: string, member: string, round: Timestamp, requestedAt = Timestamp.now()) =>
  requestRef(projectId, member).set({ requestedAt, round });

beforeAll(async () => {
  const warm = await endedCampaign();
  await ask(warm.projectId, 'warm', ago(45));
  await vi.waitFor(async () => expect(await tally(warm.projectId)).toBeDefined(), TRIGGER_WAIT);
}, 60_000);

describe('a request for an update, counted by the trigger', () => {
  it('moves the tally and the founder’s unanswered by one per backer, and a replay counts nothing', async () => {
    const { founder, projectId } = await endedCampaign();
    const round = ago(40);
    await ask(projectId, 'ivy', round, ago(2));
    await expect.poll(() => tally(projectId), TRIGGER_WAIT).toMatchObject({ round, count: 1, creatorId: founder, projectId });
    const newest = ago(1);
    await ask(projectId, 'olivia', round, newest);
    await expect.poll(async () => (await tally(projectId))?.count, TRIGGER_WAIT).toBe(2);
    expect(await tally(projectId)).toMatchObject({ lastRequestAt: newest });
    expect(await unanswered(founder)).toBe(2);
    expect((await requestRef(projectId, 'ivy').get()).get('countedRound')).toEqual(round);

    expect(await countUpdateRequest(adminDb, projectId, 'ivy')).toBe(false);
    expect(await countUpdateRequest(adminDb, projectId, 'olivia')).toBe(false);
    expect(await tally(projectId)).toMatchObject({ count: 2 });
    expect(await unanswered(founder)).toBe(2);
  });

  it('starts the tally again in a new round, and leaves it when a request of a closed round comes late', async () => {
    const { founder, projectId } = await endedCampaign();
    const first = ago(80);
    const next = ago(40);
    await ask(projectId, 'ivy', first, ago(45));
    await expect.poll(() => tally(projectId), TRIGGER_WAIT).toMatchObject({ round: first, count: 1 });
    await ask(projectId, 'ivy', next);
    await expect.poll(() => tally(projectId), TRIGGER_WAIT).toMatchObject({ round: next, count: 1 });
    expect(await unanswered(founder)).toBe(2);

    // A request of the round before, counted only now (its event delayed): already answered by the update that closed it.
    await adminDb.doc(`projects/${projectId}/updateRequests/late`).set({ requestedAt: ago(50), round: first, countedRound: first });
    await adminDb.doc(`projects/${projectId}/updateRequests/late`).update({ countedRound: Timestamp.fromMillis(0) });
    await expect.poll(async () => (await requestRef(projectId, 'late').get()).get('countedRound'), TRIGGER_WAIT).toEqual(first);
    expect(await tally(projectId)).toMatchObject({ round: next, count: 1 });
    expect(await unanswered(founder)).toBe(2);
  });

  it('moves neither count for a request its founder answered before it was counted', async () => {
    const { founder, projectId } = await endedCampaign();
    const round = ago(40);
    // The founder posted an update a moment after Ivy asked, before her request was counted.
    await adminDb
      .doc(`projects/${projectId}/posters/${founder}`)
      .set({ lastPostedAt: Timestamp.now(), windowStart: Timestamp.now(), countInWindow: 1, lastUpdateId: 'u1' });
    await ask(projectId, 'ivy', round);
    await expect.poll(async () => (await requestRef(projectId, 'ivy').get()).get('countedRound'), TRIGGER_WAIT).toEqual(round);
    expect(await tally(projectId)).toBeUndefined();
    expect(await unanswered(founder)).toBeUndefined();
  });

  it('counts nothing for a request whose project is gone', async () => {
    const projectId = `gone${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await ask(projectId, 'ivy', ago(40));
    expect(await countUpdateRequest(adminDb, projectId, 'ivy')).toBe(false);
    expect(await tally(projectId)).toBeUndefined();
  });
});
