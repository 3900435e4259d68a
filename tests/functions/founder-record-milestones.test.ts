// A founder's record of their milestones kept by the server, on the emulators: the trigger on
// projects/{id}/milestones/{slot} (functions/src/founders/record-milestones.ts) holds each milestone's
// original due day and delivery in founderRecords/{uid}.milestones, follows a plan changed or removed,
// leaves the founder's other projects' entries and other fields alone, and its work replayed changes
// nothing. Data is written with the Admin SDK; the trigger's effect is polled for.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { keepRecordMilestones } from '../../functions/src/founders/record-milestones';
import { adminDb, campaign } from './money-env';
import { day, milestoneRef, planned, TRIGGER_WAIT } from './trigger-env';

const recordRef = (founder: string) => adminDb.doc(`founderRecords/${founder}`);
const entries = async (founder: string) => (await recordRef(founder).get()).get('milestones');

/** A founder of their own, with a campaign (ending in 20 days) holding these milestones by slot. */
async function founderWith(milestones: Array<Record<string, unknown>>) {
  const founder = `founder-${randomUUID()}`;
  const projectId = await campaign({ creatorId: founder, goal: 1_000 });
  await Promise.all(milestones.map((data, slot) => milestoneRef(projectId, String(slot)).set(data)));
  return { founder, projectId };
}

/** The trigger's work done again, as a second delivery of any event of the project would: it writes nothing. */
async function expectReplayChangesNothing(projectId: string, founder: string) {
  const before = await recordRef(founder).get();
  expect(await keepRecordMilestones(adminDb, projectId)).toBe(false);
  expect((await recordRef(founder).get()).updateTime?.isEqual(before.updateTime!)).toBe(true);
}

beforeAll(async () => {
  const warm = await founderWith([planned(day(10))]);
  await vi.waitFor(async () => expect(await entries(warm.founder)).toBeDefined(), TRIGGER_WAIT);
}, 60_000);

describe('the founder’s record of milestones, kept by the trigger', () => {
  it('holds each milestone’s original due day, not delivered, and follows a plan changed or removed', async () => {
    const { founder, projectId } = await founderWith([planned(day(20)), planned(day(30))]);
    const key = (slot: number) => `${projectId}_${slot}`;
    await expect
      .poll(() => entries(founder), TRIGGER_WAIT)
      .toEqual({ [key(0)]: { due: day(20), deliveredAt: null }, [key(1)]: { due: day(30), deliveredAt: null } });
    await expectReplayChangesNothing(projectId, founder);

    await milestoneRef(projectId, '0').set(planned(day(25)));
    await milestoneRef(projectId, '1').delete();
    await expect.poll(() => entries(founder), TRIGGER_WAIT).toEqual({ [key(0)]: { due: day(25), deliveredAt: null } });
    await expectReplayChangesNothing(projectId, founder);
  });

  it('stamps a delivery with the milestone’s own time, judged by the original due day even after a postponement', async () => {
    const { founder, projectId } = await founderWith([planned(day(20), { due: day(40) })]);
    const deliveredAt = Timestamp.fromMillis(Date.now() - 60_000);
    await milestoneRef(projectId, '0').update({ deliveredAt, delivered: 'Shipped' });
    await expect.poll(() => entries(founder), TRIGGER_WAIT).toEqual({ [`${projectId}_0`]: { due: day(20), deliveredAt } });
    await expectReplayChangesNothing(projectId, founder);
  });

  it('leaves the founder’s other campaigns’ entries and the rest of the record as they are', async () => {
    const { founder, projectId } = await founderWith([planned(day(20))]);
    await expect.poll(() => entries(founder), TRIGGER_WAIT).toHaveProperty(`${projectId}_0`);
    await recordRef(founder).update({ spentBy: { other: 700 }, unanswered: 2, 'milestones.other_0': { due: day(5), deliveredAt: null } });
    await milestoneRef(projectId, '0').delete();
    await expect.poll(() => entries(founder), TRIGGER_WAIT).toEqual({ other_0: { due: day(5), deliveredAt: null } });
    expect((await recordRef(founder).get()).data()).toMatchObject({ spentBy: { other: 700 }, unanswered: 2 });
  });

  it('moves no record for a project that is gone', async () => {
    const projectId = `gone${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await milestoneRef(projectId, '0').set(planned(day(20)));
    expect(await keepRecordMilestones(adminDb, projectId)).toBe(false);
  });
});
