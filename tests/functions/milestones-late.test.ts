// Milestones' lateness kept by the server, on the emulators: the trigger on
// projects/{id}/milestones/{slot} (functions/src/cards/keep-card.ts) keeps the card's openDues
// exact, and its work replayed changes nothing; the clock (functions/src/clock/mark-late.ts) marks an
// overdue milestone Late once; a milestone postponed after its due day stays judged by the day it
// missed until delivered. Data is written with the Admin SDK; the trigger's effect is polled for.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { keepProjectCard } from '../../functions/src/cards/keep-card';
import { cardInStep } from '../../shared/projects/card-copy';
import { tickClock } from '../../scripts/functions-emulator';
import { adminDb, campaign } from './money-env';
import { day, milestoneRef, planned, TRIGGER_WAIT } from './trigger-env';

// Each replay waits for the card to settle (1.5 s at least), some tests several times.
vi.setConfig({ testTimeout: 90_000 });

const cardRef = (projectId: string) => adminDb.doc(`projectCards/${projectId}`);
const cardDues = async (projectId: string) => (await cardRef(projectId).get()).get('openDues');
const milestoneData = async (projectId: string, slot: string) => (await milestoneRef(projectId, slot).get()).data();

/** A funded campaign that ended 5 days ago, with these milestones by slot. */
async function endedWith(milestones: Array<Record<string, unknown>>) {
  const projectId = await campaign({ goal: 1_000, endsInDays: -5 });
  await Promise.all(milestones.map((data, slot) => milestoneRef(projectId, String(slot)).set(data)));
  return projectId;
}

/**
 * The trigger's work done again, as a second delivery of any event of the project would: it writes
 * nothing. First the card must have caught up with the project's own writes (the clock's settlement)
 * and its milestones' events, which may still be on their way on a loaded machine: they are not what
 * is being replayed. So the card must be in step with its project and unchanged for a while.
 */
async function expectReplayChangesNothing(projectId: string) {
  // A project that is gone is in step with no card at all.
  const inStep = async () => {
    const [project, card] = await Promise.all([adminDb.doc(`projects/${projectId}`).get(), cardRef(projectId).get()]);
    return project.exists ? cardInStep(project.data()!, card.data() ?? {}) : !card.exists;
  };
  const settled = async () => {
    const first = await cardRef(projectId).get();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const second = await cardRef(projectId).get();
    const unchanged = first.exists === second.exists && (!first.exists || first.updateTime!.isEqual(second.updateTime!));
    return unchanged && (await inStep());
  };
  await expect.poll(settled, TRIGGER_WAIT).toBe(true);
  const before = await cardRef(projectId).get();
  expect(await keepProjectCard(adminDb, projectId)).toBe(false);
  const after = await cardRef(projectId).get();
  expect(after.exists).toBe(before.exists);
  if (before.exists) expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
}

beforeAll(async () => {
  const warm = await endedWith([planned(day(10))]);
  await vi.waitFor(async () => expect(await cardDues(warm)).toEqual({ '0': day(10) }), TRIGGER_WAIT);
}, 60_000);

describe('the card’s lateness, kept by the trigger on the milestones', () => {
  it('holds the due day of each milestone not delivered, exactly, and follows a plan changed or removed', async () => {
    const delivered = planned(day(-6), { deliveredAt: Timestamp.now(), delivered: 'Shipped' });
    const projectId = await endedWith([planned(day(20)), planned(day(-3)), delivered]);
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '0': day(20), '1': day(-3) });
    await expectReplayChangesNothing(projectId);

    await milestoneRef(projectId, '0').delete();
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '1': day(-3) });
    await milestoneRef(projectId, '1').delete();
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toBeUndefined();
    await expectReplayChangesNothing(projectId);
  });

  it('sets a card written wrong right, and never makes a card again once its project is gone', async () => {
    const projectId = await endedWith([planned(day(4))]);
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '0': day(4) });
    // A card some write left wrong (no client may write it: tests/rules/card-open-dues): the next event puts it right.
    await cardRef(projectId).update({ openDues: { '0': day(40), '3': day(1) } });
    await milestoneRef(projectId, '0').update({ title: 'Renamed' });
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '0': day(4) });

    // Deleted as the admin deletes a project (its card with it, its milestones left); an event of a
    // milestone arrives after it (a late or repeated delivery), the milestone still open.
    const batch = adminDb.batch();
    batch.delete(adminDb.doc(`projects/${projectId}`));
    batch.delete(cardRef(projectId));
    await batch.commit();
    await milestoneRef(projectId, '0').update({ title: 'Renamed again' });
    await expectReplayChangesNothing(projectId);
    expect((await cardRef(projectId).get()).exists).toBe(false);
  });
});

describe('the clock marks Late', () => {
  it('marks an overdue milestone not delivered, once; not one still due, delivered, or still being planned', async () => {
    const delivered = planned(day(-3), { deliveredAt: Timestamp.now(), delivered: 'Shipped' });
    const projectId = await endedWith([planned(day(-2)), planned(day(20)), delivered, planned(day(0))]);
    const pending = await campaign({ approved: false });
    await milestoneRef(pending, '0').set(planned(day(-2)));
    await tickClock();

    const marked = await milestoneData(projectId, '0');
    expect(marked?.lateAt).toBeInstanceOf(Timestamp);
    expect(marked?.lateDue).toEqual(day(-2));
    // Due today is met by the end of the day: not Late yet.
    for (const slot of ['1', '2', '3']) expect(await milestoneData(projectId, slot)).not.toHaveProperty('lateAt');
    expect(await milestoneData(pending, '0')).not.toHaveProperty('lateAt');

    // Ticked again (a scheduler delivers at least once): the mark stays as it was.
    await tickClock();
    expect((await milestoneData(projectId, '0'))?.lateAt).toEqual(marked?.lateAt);
    // Marking moves no day on the card: it was judged by that day already.
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '0': day(-2), '1': day(20), '3': day(0) });
  });
});

describe('a milestone postponed after its due day', () => {
  const postponement = (from: Timestamp, to: Timestamp, at: unknown) => ({
    due: to,
    'postponements.0': { from, to, reason: 'The supplier was late', at },
  });

  it('stays judged by the day it missed once the clock marked it, until it is delivered', async () => {
    const projectId = await endedWith([planned(day(-3)), planned(day(30))]);
    await tickClock();
    expect((await milestoneData(projectId, '0'))?.lateDue).toEqual(day(-3));

    await milestoneRef(projectId, '0').update(postponement(day(-3), day(14), FieldValue.serverTimestamp()));
    await expectCardStays(projectId, { '0': day(-3), '1': day(30) });
    expect((await milestoneData(projectId, '0'))?.lateDue).toEqual(day(-3));

    await milestoneRef(projectId, '0').update({ deliveredAt: FieldValue.serverTimestamp(), delivered: 'Shipped at last' });
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '1': day(30) });
    await expectReplayChangesNothing(projectId);
  });

  it('stays judged by the day it missed when the founder was quicker than the clock', async () => {
    const projectId = await endedWith([planned(day(-3))]);
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '0': day(-3) });
    // Postponed on a day after its due day, at the server's time, before any tick marked it.
    await milestoneRef(projectId, '0').update(postponement(day(-3), day(14), FieldValue.serverTimestamp()));
    await expectCardStays(projectId, { '0': day(-3) });
    expect(await milestoneData(projectId, '0')).not.toHaveProperty('lateAt');
  });

  it('is judged by its new day when postponed before its day was over', async () => {
    const projectId = await endedWith([planned(day(1))]);
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '0': day(1) });
    await milestoneRef(projectId, '0').update(postponement(day(1), day(14), FieldValue.serverTimestamp()));
    await expect.poll(() => cardDues(projectId), TRIGGER_WAIT).toEqual({ '0': day(14) });
    await expectReplayChangesNothing(projectId);
  });
});

/**
 * The card after an event that must leave it as it is: the trigger's own work on that state is run
 * (what its delivery would do) and must write nothing, so the event cannot have changed the card.
 */
async function expectCardStays(projectId: string, dues: Record<string, Timestamp>) {
  await expectReplayChangesNothing(projectId);
  expect(await cardDues(projectId)).toEqual(dues);
}
