import { createHash } from 'node:crypto';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { updateCampaign } from '../../src/features/accountability/api/campaign-writes';
import { removePictures, savePictures } from '../../src/features/campaigns/api/pictures/pictures';
import { appFirestoreAs } from './app-client';
import { cancelAsServer, investAsServer } from './server-money';
import { HOLDS_MONEY } from '../../shared/admin/admin-calls';
import {
  actorProfiles,
  actors,
  appId,
  autoId,
  dbAs,
  deleteOnServer,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  shardTotalsAsBackend,
  storedProject,
  updateProjectAs,
  updateProjectIn,
} from './rules-env';

// What holds a campaign (the money in it now, not money it once took), and what its founder
// may still edit then. Its Edit history is the server's (tests/functions/campaign-edit.test.ts).
setupRulesEnv();

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
beforeEach(() => seed(actorProfiles()));

const invest = (projectId: string, name: string, amount: number) => investAsServer(actors.investor, projectId, amount, { id: appId(name) });
const cancel = (name: string) => cancelAsServer(actors.investor, appId(name));
const goalChange = { goal: 90000, updatedAt: serverTimestamp() };
/** The admin's Delete, on the server (functions/src/admin), which refuses a project that holds money. */
const refusedDelete = (projectId: string) => expect(deleteOnServer(projectId)).rejects.toThrow(HOLDS_MONEY);

describe('a campaign holds money while the sum of its active investments is above zero', () => {
  beforeEach(() => seed({ 'projects/p': storedProject() }));

  it('is free again once its only investment ($1) is cancelled: the goal may change and the admin may delete it, its history kept', async () => {
    await invest('p', 'grief-1', 1);
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', goalChange));
    await cancel('grief-1');
    // It took money (its shard stays), and holds none.
    expect(await shardTotalsAsBackend('p')).toMatchObject({ shards: 1, raised: 0 });
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'p', goalChange));
    await deleteOnServer('p');
    expect(await readAsBackend('projects/p')).toBeUndefined();
    expect(await readAsBackend(`investments/${appId('grief-1')}`)).toMatchObject({ status: 'cancelled', projectId: 'p' });
  });

  it('stays held while one active investment is left: goal change and delete refused', async () => {
    await invest('p', 'first', 1);
    await invest('p', 'second', 1);
    await cancel('first');
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', goalChange));
    await refusedDelete('p');
    await cancel('second');
    await deleteOnServer('p');
    expect(await readAsBackend('projects/p')).toBeUndefined();
  });

  it('counts money in any shard, and a project from before the shards never backfilled as holding money', async () => {
    await seed({
      'projects/last-shard': storedProject(),
      'projects/last-shard/shards/0': { raised: 0, backerCount: 0, days: { '20000': 0 }, lastInvestmentId: 'a' },
      'projects/last-shard/shards/3': { raised: 5, backerCount: 1, days: { '20000': 5 }, lastInvestmentId: 'b' },
      'projects/legacy': storedProject({ raised: 0, lastInvestmentId: 'inv-x' }),
    });
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'last-shard', goalChange));
    await refusedDelete('last-shard');
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'legacy', goalChange));
    await refusedDelete('legacy');
  });
});

describe('an edit of a campaign that holds money: the server keeps its Edit history', () => {
  const stamp = { updatedAt: serverTimestamp() };
  const entry = {
    projectId: 'funded',
    creatorId: 'erin',
    fields: ['title'],
    before: { title: sampleContent.title },
    after: { title: 'Solar Roofs 2.0' },
    editedAt: serverTimestamp(),
  };
  beforeEach(() =>
    seed({
      'projects/funded': storedProject({ raised: 250 }),
      'projects/unfunded': storedProject(),
      [`projects/funded/edits/${autoId('first')}`]: { ...entry, editedAt: new Date(2026, 9, 2) },
    }),
  );

  it('lets the founder edit its text and pictures as any campaign (functions/src/edits records them); anyone who reads the project reads the history', async () => {
    await assertSucceeds(
      updateProjectAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 2.0', risks: 'Weather, and more.', ...stamp }),
    );
    await assertSucceeds(getDocs(collection(dbAs('investor'), 'projects/funded/edits')));
    await assertSucceeds(getDoc(doc(dbAs('guest'), `projects/funded/edits/${autoId('first')}`)));
  });

  it.each([
    ['the founder', 'entrepreneur'],
    ['a backer', 'investor'],
    ['the admin', 'admin'],
  ] as const)('refuses an entry written by %s, and any change or removal of one', async (_who, who) => {
    await assertFails(setDoc(doc(dbAs(who), `projects/funded/edits/${autoId('new')}`), entry));
    await assertFails(setDoc(doc(dbAs(who), `projects/funded/edits/${autoId('first')}`), { ...entry, after: { title: 'Milder' } }));
    const db = dbAs(who);
    const batch = writeBatch(db);
    batch.delete(doc(db, `projects/funded/edits/${autoId('first')}`));
    await assertFails(batch.commit());
  });

  it('refuses a change to the goal or the length of a campaign that holds money, and any edit by anyone but its founder', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 2.0', goal: 90000, ...stamp }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'funded', { durationDays: 60, ...stamp }));
    await assertFails(updateProjectAs(dbAs('other'), 'funded', { title: 'Solar Roofs 2.0', ...stamp }));
    await assertFails(updateProjectAs(dbAs('admin'), 'funded', { title: 'Solar Roofs 2.0', ...stamp }));
    // Without money in it the goal may change.
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'unfunded', { goal: 90000, ...stamp }));
  });

  it('refuses the lastEditId an edit named before decision 0080, on the project or its card', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 2.0', lastEditId: autoId('first'), ...stamp }));
    const db = dbAs('entrepreneur');
    const batch = writeBatch(db);
    updateProjectIn(batch, db, 'funded', { title: 'Solar Roofs 2.0', ...stamp });
    batch.update(doc(db, 'projectCards/funded'), { lastEditId: 'x' });
    await assertFails(batch.commit());
  });

  it('through the app: the edit and a new picture are written as for any campaign', async () => {
    const db = appFirestoreAs(actors.entrepreneur);
    await updateCampaign('funded', { ...sampleContent, description: 'Now with batteries.' }, db);
    expect(await readAsBackend('projects/funded')).toMatchObject({ description: 'Now with batteries.' });
    const version = (bytes: number) => ({
      blob: new Blob([new Uint8Array(bytes)]),
      contentType: 'image/webp' as const,
      width: 640,
      height: 480,
    });
    await savePictures(db, 'funded', { card: version(1000), page: version(2000) }, null);
    expect(await readAsBackend('projects/funded')).toMatchObject({
      pictureVersion: 1,
      pictureHashes: { card: sha256Hex(new Uint8Array(1000)), page: sha256Hex(new Uint8Array(2000)) },
    });
    await removePictures(db, 'funded');
    expect(await readAsBackend('projects/funded')).toMatchObject({ pictureVersion: null, pictureHashes: null });
  });
});
