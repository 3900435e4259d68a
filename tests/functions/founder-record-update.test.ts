// A founder's update on a campaign that ended Funded, recorded by the server, on the
// emulators: the trigger on projects/{id}/posters/{uid} (functions/src/founders/record-update.ts) puts
// the gap since the founder's last update into their record and answers the round's open requests,
// once; a replay records nothing, and an update on a campaign that did not end Funded records nothing.
// Data is written with the Admin SDK, as the founder's update batch lands; the trigger is polled for.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { recordUpdate } from '../../functions/src/founders/record-update';
import { adminDb, campaign } from './money-env';
import { DAY, TRIGGER_WAIT } from './trigger-env';

const ago = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);
const record = async (founder: string) => (await adminDb.doc(`founderRecords/${founder}`).get()).data();
const posterRef = (projectId: string, founder: string) => adminDb.doc(`projects/${projectId}/posters/${founder}`);

/** A campaign of a founder of its own that ended Funded 45 days ago (its final copy of Raised synced after). */
async function endedFunded(founder: string, funded = true) {
  const projectId = await campaign({ creatorId: founder, goal: 1_000, endsInDays: -45 });
  await adminDb.doc(`projects/${projectId}`).update({ raised: funded ? 1_500 : 200, raisedSyncedAt: ago(44) });
  return projectId;
}
const posted = (at: Timestamp, updateId: string) => ({ lastPostedAt: at, windowStart: at, countInWindow: 1, lastUpdateId: updateId });

beforeAll(async () => {
  const founder = `founder-${randomUUID()}`;
  const projectId = await endedFunded(founder);
  await posterRef(projectId, founder).set(posted(Timestamp.now(), 'warm'));
  await vi.waitFor(async () => expect((await record(founder))?.gapCount).toBe(1), TRIGGER_WAIT);
}, 60_000);

describe('a founder’s update, recorded by the trigger', () => {
  it('records the gap since the last update and answers the round’s requests, once', async () => {
    const founder = `founder-${randomUUID()}`;
    const projectId = await endedFunded(founder);
    const last = ago(40);
    await posterRef(projectId, founder).set(posted(last, 'u1'));
    await vi.waitFor(async () => expect((await record(founder))?.gapCount).toBe(1), TRIGGER_WAIT);
    await adminDb
      .doc(`projects/${projectId}/updateRequestTally/tally`)
      .set({ round: last, count: 2, lastRequestAt: ago(3), projectId, creatorId: founder });
    await adminDb.doc(`founderRecords/${founder}`).set({ unanswered: 2 }, { merge: true });
    const now = Timestamp.now();
    await posterRef(projectId, founder).set(posted(now, 'u2'));
    await vi.waitFor(async () => expect((await record(founder))?.gapCount).toBe(2), TRIGGER_WAIT);
    const after = (await record(founder))!;
    expect(after.unanswered).toBe(0);
    expect(after.gaps['1']).toEqual({ from: last, at: now });
    expect(await recordUpdate(adminDb, projectId, founder, posted(last, 'u1'), posted(now, 'u2'))).toBe(false);
    expect((await record(founder))?.gapCount).toBe(2);
  });

  it('records nothing for an update on a campaign that did not reach its goal', async () => {
    const founder = `founder-${randomUUID()}`;
    const projectId = await endedFunded(founder, false);
    expect(await recordUpdate(adminDb, projectId, founder, undefined, posted(Timestamp.now(), 'u1'))).toBe(false);
    expect(await record(founder)).toBeUndefined();
  });
});
