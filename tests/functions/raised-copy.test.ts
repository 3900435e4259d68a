// The lists' copy of Raised (functions/src/counters/raised-copy.ts): the raisedCopy trigger keeps the
// project's and card's raised, backerCount and fundedRatio equal to the shards' sum after every
// investment and cancellation, and an event delivered again, late or after the deadline changes nothing.
import { refreshRaisedCopy } from '../../functions/src/counters/raised-copy';
import { CANCEL_FUNCTION, INVEST_FUNCTION } from '../../shared/money/calls';
import { adminDb, campaign, member, newRequestId, setDeadline } from './money-env';

const copyOf = async (projectId: string) => {
  const [project, card] = await Promise.all([adminDb.doc(`projects/${projectId}`).get(), adminDb.doc(`projectCards/${projectId}`).get()]);
  const pick = (data: Record<string, unknown> | undefined) => ({
    raised: data?.raised,
    backerCount: data?.backerCount,
    fundedRatio: data?.fundedRatio,
  });
  return { project: pick(project.data()), card: pick(card.data()), updated: project.updateTime?.toMillis() };
};
const copyIn = (projectId: string) =>
  expect.poll(
    async () => {
      const { project, card } = await copyOf(projectId);
      return { project, card };
    },
    { timeout: 20_000, interval: 200 },
  );

describe('the raisedCopy trigger', () => {
  it('follows each investment and cancellation onto the project and its card', async () => {
    const [ivy, olivia] = await Promise.all([member(), member()]);
    const projectId = await campaign({ goal: 1_000 });
    const first = newRequestId();
    expect((await ivy.call(INVEST_FUNCTION, { projectId, amount: 250, anonymous: false, requestId: first })).error).toBeUndefined();
    expect(
      (await olivia.call(INVEST_FUNCTION, { projectId, amount: 100, anonymous: true, requestId: newRequestId() })).error,
    ).toBeUndefined();
    const both = { raised: 350, backerCount: 2, fundedRatio: 0.35 };
    await copyIn(projectId).toEqual({ project: both, card: both });

    expect((await ivy.call(CANCEL_FUNCTION, { investmentId: first })).error).toBeUndefined();
    const one = { raised: 100, backerCount: 1, fundedRatio: 0.1 };
    await copyIn(projectId).toEqual({ project: one, card: one });
    // The card holds the same stamp, so the founder's and the admin's next project writes find it in step (cardInStep).
    const [project, card] = await Promise.all([adminDb.doc(`projects/${projectId}`).get(), adminDb.doc(`projectCards/${projectId}`).get()]);
    expect(card.get('raisedSyncedAt')?.toMillis()).toBe(project.get('raisedSyncedAt')?.toMillis());
    expect((await adminDb.doc(`projects/${projectId}`).get()).get('syncedShards')).toEqual(
      (await adminDb.collection(`projects/${projectId}/shards`).listDocuments()).map((shard) => shard.id).sort(),
    );
  });

  it('changes nothing for an event delivered again, and repairs a copy an older event left behind', async () => {
    const ivy = await member();
    const projectId = await campaign({ goal: 1_000 });
    await ivy.call(INVEST_FUNCTION, { projectId, amount: 500, anonymous: false, requestId: newRequestId() });
    const half = { raised: 500, backerCount: 1, fundedRatio: 0.5 };
    await copyIn(projectId).toEqual({ project: half, card: half });

    const before = await copyOf(projectId);
    expect(await refreshRaisedCopy(adminDb, projectId)).toBe(false);
    expect(await refreshRaisedCopy(adminDb, projectId)).toBe(false);
    expect((await copyOf(projectId)).updated).toBe(before.updated);

    // A late event's copy (as if written from an older state): the next delivery puts the shards' sum back.
    await adminDb.doc(`projects/${projectId}`).update({ raised: 1, backerCount: 0 });
    expect(await refreshRaisedCopy(adminDb, projectId)).toBe(true);
    expect((await copyOf(projectId)).project).toEqual(half);
  });

  it('leaves an ended campaign to the clock, whose settlement writes the final copy', async () => {
    const ivy = await member();
    const projectId = await campaign({ goal: 1_000 });
    await ivy.call(INVEST_FUNCTION, { projectId, amount: 300, anonymous: false, requestId: newRequestId() });
    await copyIn(projectId).toEqual({
      project: { raised: 300, backerCount: 1, fundedRatio: 0.3 },
      card: { raised: 300, backerCount: 1, fundedRatio: 0.3 },
    });
    await setDeadline(projectId, -60_000);
    await adminDb.doc(`projects/${projectId}`).update({ raised: 0 });
    expect(await refreshRaisedCopy(adminDb, projectId)).toBe(false);
    expect((await adminDb.doc(`projects/${projectId}`).get()).get('raised')).toBe(0);
  });
});
