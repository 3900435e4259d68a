// A project's search tokens, kept by the server, on the emulators: the projectSearchTokens
// trigger (functions/src/search/keep-search-tokens.ts) writes them when a project is created and
// whenever its title, description or founder's name changes; a write that leaves them right, or an
// event older than the project, writes nothing. Projects are written with the Admin SDK, as the app's
// batches land (the rules tests show that no client writes the tokens); the trigger is polled for.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { projectSearchTokens } from '../../shared/projects/search-tokens';
import { keepSearchTokens } from '../../functions/src/search/keep-search-tokens';
import { adminDb } from './money-env';
import { TRIGGER_WAIT } from './trigger-env';

const newProject = () => adminDb.doc(`projects/fn${randomUUID().replaceAll('-', '').slice(0, 18)}`);
const tokensOf = async (project: FirebaseFirestore.DocumentReference) => (await project.get()).get('searchTokens') as unknown;
const text = { title: 'Harbor Kelp Farm', description: 'Seaweed for coastal towns.', creatorName: 'Erin Park' };

beforeAll(async () => {
  const project = newProject();
  await project.create({ ...text, approved: false, status: 'pending', createdAt: Timestamp.now() });
  await vi.waitFor(async () => expect(await tokensOf(project)).toBeDefined(), TRIGGER_WAIT);
}, 60_000);

describe('search tokens, kept by the trigger', () => {
  it('writes them for a new project and follows its title, description and founder’s name', async () => {
    const project = newProject();
    await project.create({ ...text, approved: false, status: 'pending', createdAt: Timestamp.now() });
    await vi.waitFor(async () => expect(await tokensOf(project)).toEqual(projectSearchTokens(text)), TRIGGER_WAIT);
    expect(await tokensOf(project)).toEqual(expect.arrayContaining(['harbor', 'kelp', 'seaweed', 'erin', 'park', 'ha', 'sea']));
    await project.update({ title: 'Tidal Kelp Farm', creatorName: 'Erin Park-Lee' });
    const renamed = { ...text, title: 'Tidal Kelp Farm', creatorName: 'Erin Park-Lee' };
    await vi.waitFor(async () => expect(await tokensOf(project)).toEqual(projectSearchTokens(renamed)), TRIGGER_WAIT);
    expect(await tokensOf(project)).not.toContain('harbor');
  });

  it('writes nothing when they are right, nor onto a project written since its event', async () => {
    const project = newProject();
    await project.create({ ...text, searchTokens: projectSearchTokens(text), approved: false, status: 'pending' });
    const current = await project.get();
    expect(await keepSearchTokens(adminDb, project.path, current.data(), current.updateTime)).toBe(false);
    // An event that saw an older text, delivered after a newer write: the newer write's event keeps them.
    await project.update({ description: 'Seaweed, now for harbours too.' });
    expect(await keepSearchTokens(adminDb, project.path, { ...current.data(), title: 'Something older' }, current.updateTime)).toBe(false);
    await vi.waitFor(async () => expect(await tokensOf(project)).toContain('harbours'), TRIGGER_WAIT);
    expect(await tokensOf(project)).not.toContain('older');
  });
});
