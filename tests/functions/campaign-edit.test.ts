// A campaign's Edit history and its edit notices, kept by the server, on the emulators:
// the trigger on projects/{id} (functions/src/edits/record-edit.ts) records each change of the fields
// a founder edits while the campaign holds money, with each one's value before and after, and tells
// the backers in What's new within the founder's limit on updates; a replayed event writes nothing, and
// a campaign that holds no money records nothing. The founder's writes are made with the Admin SDK, as
// their edit lands (the rules tests show the app's own batches pass); the trigger is polled for.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { recordCampaignEdit } from '../../functions/src/edits/record-edit';
import { adminDb } from './money-env';
import { TRIGGER_WAIT } from './trigger-env';

const entries = async (projectId: string) =>
  (await adminDb.collection(`projects/${projectId}/edits`).orderBy('editedAt').get()).docs.map((entry) => entry.data());
const notices = async (projectId: string) =>
  (await adminDb.collection(`projects/${projectId}/updates`).get()).docs.map((update) => update.data());

/** A running campaign of a founder of its own, holding $250 (one shard) unless told otherwise; created whole, so its creation records no edit. */
async function runningCampaign(raised = 250) {
  const founder = `founder-${randomUUID()}`;
  const projectId = `fn${randomUUID().replaceAll('-', '').slice(0, 18)}`;
  const project = adminDb.doc(`projects/${projectId}`);
  await project.create({
    title: `Edit test ${projectId}`,
    description: 'A campaign of the Edit history tests.',
    risks: 'Weather.',
    goal: 50_000,
    creatorId: founder,
    creatorName: 'Test Founder',
    approved: true,
    status: 'approved',
    pictureVersion: null,
    endsAt: Timestamp.fromMillis(Date.now() + 20 * 86_400_000),
  });
  if (raised > 0) await adminDb.doc(`projects/${projectId}/shards/0`).set({ raised, backerCount: 1, days: { '20000': raised } });
  return { founder, projectId, project };
}

beforeAll(async () => {
  const { projectId, project } = await runningCampaign();
  await project.update({ risks: 'Warm-up.' });
  await vi.waitFor(async () => expect(await entries(projectId)).toHaveLength(1), TRIGGER_WAIT);
}, 60_000);

describe('an edit of a campaign that holds money, recorded by the trigger', () => {
  it("records the fields changed, each before and after, and posts one What's new update as one of the founder's", async () => {
    const { founder, projectId, project } = await runningCampaign();
    await project.update({ title: 'Solar Roofs 2.0', risks: 'Weather, and more.', goal: 50_000, updatedAt: Timestamp.now() });
    await vi.waitFor(async () => expect(await entries(projectId)).toHaveLength(1), TRIGGER_WAIT);
    const [entry] = await entries(projectId);
    expect(entry).toMatchObject({
      projectId,
      creatorId: founder,
      fields: ['title', 'risks'],
      before: { title: `Edit test ${projectId}`, risks: 'Weather.' },
      after: { title: 'Solar Roofs 2.0', risks: 'Weather, and more.' },
    });
    await vi.waitFor(async () => expect(await notices(projectId)).toHaveLength(1), TRIGGER_WAIT);
    expect((await notices(projectId))[0]).toMatchObject({
      title: 'Campaign details edited',
      body: 'The founder edited the title and the risks and challenges. The earlier text is in the Edit history on the project page.',
      projectId,
      projectTitle: 'Solar Roofs 2.0',
      creatorId: founder,
    });
    expect((await adminDb.doc(`projects/${projectId}/posters/${founder}`).get()).data()).toMatchObject({ countInWindow: 1 });
  });

  it("records a new picture as its version before and after; a second edit within the founder's minute is recorded without a notice", async () => {
    const { projectId, project } = await runningCampaign();
    await project.update({ pictureVersion: 1 });
    await vi.waitFor(async () => expect(await notices(projectId)).toHaveLength(1), TRIGGER_WAIT);
    await project.update({ pictureVersion: null });
    await vi.waitFor(async () => expect(await entries(projectId)).toHaveLength(2), TRIGGER_WAIT);
    expect((await entries(projectId)).map(({ fields, before, after }) => ({ fields, before, after }))).toEqual([
      { fields: ['pictureVersion'], before: { pictureVersion: null }, after: { pictureVersion: 1 } },
      { fields: ['pictureVersion'], before: { pictureVersion: 1 }, after: { pictureVersion: null } },
    ]);
    expect((await notices(projectId)).map((notice) => notice.body)).toEqual([
      'The founder changed the uploaded picture. The Edit history on the project page says when.',
    ]);
  });

  it('writes nothing for a replayed event, nor for an edit of a campaign that holds no money or of a field it does not record', async () => {
    // The events are handed to the trigger's code directly: the project is not written, so no other event runs.
    const { projectId, project } = await runningCampaign();
    const before = (await project.get()).data()!;
    const after = { ...before, title: 'Renamed once' };
    const eventId = randomUUID();
    const at = Timestamp.now();
    expect(await recordCampaignEdit(adminDb, projectId, eventId, before, after, at)).toBe(true);
    expect(await recordCampaignEdit(adminDb, projectId, eventId, before, after, at)).toBe(false);
    expect(await entries(projectId)).toHaveLength(1);
    expect(await notices(projectId)).toHaveLength(1);

    const unfunded = await runningCampaign(0);
    expect(await recordCampaignEdit(adminDb, unfunded.projectId, randomUUID(), before, after, at)).toBe(false);
    expect(await recordCampaignEdit(adminDb, projectId, randomUUID(), after, { ...after, goal: 1, raised: 300 }, at)).toBe(false);
    expect(await entries(unfunded.projectId)).toEqual([]);
    expect(await entries(projectId)).toHaveLength(1);
  });
});
