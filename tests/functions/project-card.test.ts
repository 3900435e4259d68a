// A project's card kept by the server, on the emulators: the trigger on projects/{id}
// (functions/src/cards/keep-card.ts) writes the card as the project's card fields and the Late badge's
// days, follows every change, goes with the project, puts right a card that disagrees, and its work
// replayed writes nothing. Data is written with the Admin SDK, as a member's write lands; the trigger's
// effect is polled for.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { keepProjectCard } from '../../functions/src/cards/keep-card';
import { adminDb } from './money-env';
import { day, milestoneRef, planned, TRIGGER_WAIT } from './trigger-env';

const projectRef = (id: string) => adminDb.doc(`projects/${id}`);
const cardRef = (id: string) => adminDb.doc(`projectCards/${id}`);
const card = async (id: string) => (await cardRef(id).get()).data();

/** A pending project as createProject writes it, without its card. */
async function newProject() {
  const id = randomUUID();
  await projectRef(id).set({
    title: `Card test ${id}`,
    description: 'A project of the card trigger tests.',
    goal: 5_000,
    category: 'technology',
    imageUrl: '',
    videoUrl: 'https://www.youtube.com/watch?v=abc',
    businessPlan: 'Sell kits.',
    teamInfo: 'Two founders.',
    risks: 'Suppliers.',
    durationDays: 30,
    searchTokens: ['card', 'test'],
    creatorId: 'card-founder',
    creatorName: 'Test Founder',
    approved: false,
    status: 'pending',
    raised: 0,
    updates: [],
    bookmarked: false,
    pictureVersion: 1,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return id;
}

beforeAll(async () => {
  const warm = await newProject();
  await vi.waitFor(async () => expect(await card(warm)).toBeDefined(), TRIGGER_WAIT);
}, 60_000);

describe('a project’s card, kept by the trigger', () => {
  it('is the project without its long texts, search tokens and edit trail, and a replay writes nothing', async () => {
    const id = await newProject();
    await expect.poll(() => card(id), TRIGGER_WAIT).toMatchObject({ title: `Card test ${id}`, goal: 5_000, status: 'pending', raised: 0 });
    const written = (await card(id))!;
    for (const field of ['videoUrl', 'businessPlan', 'teamInfo', 'risks', 'searchTokens', 'updates', 'updatedAt'])
      expect(written).not.toHaveProperty(field);
    const before = await cardRef(id).get();
    expect(await keepProjectCard(adminDb, id)).toBe(false);
    expect((await cardRef(id).get()).updateTime?.isEqual(before.updateTime!)).toBe(true);
  });

  it('follows each change of the project, keeps the Late badge’s days beside it, and goes with the project', async () => {
    const id = await newProject();
    await expect.poll(() => card(id), TRIGGER_WAIT).toBeDefined();
    await milestoneRef(id, '0').set(planned(day(12)));
    await projectRef(id).update({
      approved: true,
      status: 'approved',
      endsAt: day(30),
      title: 'Renamed kits',
      pictureVersion: FieldValue.delete(),
    });
    await expect
      .poll(() => card(id), TRIGGER_WAIT)
      .toMatchObject({ approved: true, status: 'approved', endsAt: day(30), title: 'Renamed kits', openDues: { '0': day(12) } });
    expect(await card(id)).not.toHaveProperty('pictureVersion');
    await projectRef(id).delete();
    await expect.poll(() => card(id), TRIGGER_WAIT).toBeUndefined();
    expect(await keepProjectCard(adminDb, id)).toBe(false);
  });

  it('puts right a card that disagrees with its project, as a late event of an older write would have left it', async () => {
    const id = await newProject();
    await expect.poll(() => card(id), TRIGGER_WAIT).toBeDefined();
    await cardRef(id).update({ title: 'An older title', raised: 1_000_000 });
    expect(await keepProjectCard(adminDb, id)).toBe(true);
    expect(await card(id)).toMatchObject({ title: `Card test ${id}`, raised: 0 });
  });
});
