import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Bytes, collection, doc, getDoc, getDocs, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { updateProject } from '../../src/features/campaigns/api/projects/project-mutations';
import { removePictures, savePictures } from '../../src/features/campaigns/api/pictures/pictures';
import { appFirestoreAs } from './app-client';
import { cancelAsServer, investAsServer } from './server-money';
import {
  actorProfiles,
  actors,
  appId,
  autoId,
  dbAs,
  deleteWithTombstone,
  editWithEntryAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  shardTotalsAsBackend,
  storedProject,
  updateProjectAs,
  updateProjectIn,
} from './rules-env';

// Issue 33: what holds a campaign (the money in it now, not money it once took), and what an edit of
// a campaign that holds money owes its backers (an Edit history entry in the same batch).
setupRulesEnv();
beforeEach(() => seed(actorProfiles()));

const invest = (projectId: string, name: string, amount: number) => investAsServer(actors.investor, projectId, amount, { id: appId(name) });
const cancel = (name: string) => cancelAsServer(actors.investor, appId(name));
const goalChange = { goal: 90000, updatedAt: serverTimestamp() };

describe('a campaign holds money while the sum of its active investments is above zero (issue 33)', () => {
  beforeEach(() => seed({ 'projects/p': storedProject() }));

  it('is free again once its only investment ($1) is cancelled: the goal may change and the admin may delete it, its history kept', async () => {
    await invest('p', 'grief-1', 1);
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', goalChange));
    await cancel('grief-1');
    // It took money (its shard stays), and holds none.
    expect(await shardTotalsAsBackend('p')).toMatchObject({ shards: 1, raised: 0 });
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'p', goalChange));
    await assertSucceeds(deleteWithTombstone(dbAs('admin'), 'p'));
    expect(await readAsBackend(`investments/${appId('grief-1')}`)).toMatchObject({ status: 'cancelled', projectId: 'p' });
  });

  it('stays held while one active investment is left: goal change and delete refused', async () => {
    await invest('p', 'first', 1);
    await invest('p', 'second', 1);
    await cancel('first');
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', goalChange));
    await assertFails(deleteWithTombstone(dbAs('admin'), 'p'));
    await cancel('second');
    await assertSucceeds(deleteWithTombstone(dbAs('admin'), 'p'));
  });

  it('counts money in any shard, and a project from before the shards never backfilled as holding money', async () => {
    await seed({
      'projects/last-shard': storedProject(),
      'projects/last-shard/shards/0': { raised: 0, backerCount: 0, days: { '20000': 0 }, lastInvestmentId: 'a' },
      'projects/last-shard/shards/3': { raised: 5, backerCount: 1, days: { '20000': 5 }, lastInvestmentId: 'b' },
      'projects/legacy': storedProject({ raised: 0, lastInvestmentId: 'inv-x' }),
    });
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'last-shard', goalChange));
    await assertFails(deleteWithTombstone(dbAs('admin'), 'last-shard'));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'legacy', goalChange));
    await assertFails(deleteWithTombstone(dbAs('admin'), 'legacy'));
  });
});

describe('an edit of a campaign that holds money writes its Edit history entry (issue 33)', () => {
  const stamp = { updatedAt: serverTimestamp() };
  beforeEach(() => seed({ 'projects/funded': storedProject({ raised: 250 }), 'projects/unfunded': storedProject() }));

  it('lets the founder edit with the entry recording the text before and after; anyone who reads the project reads it', async () => {
    await assertSucceeds(editWithEntryAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 2.0', risks: 'Weather, and more.' }));
    const entries = await getDocs(collection(dbAs('investor'), 'projects/funded/edits'));
    expect(entries.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        fields: ['title', 'risks'],
        before: { title: sampleContent.title, risks: sampleContent.risks },
        after: { title: 'Solar Roofs 2.0', risks: 'Weather, and more.' },
      }),
    ]);
    await assertSucceeds(getDoc(doc(dbAs('guest'), `projects/funded/edits/${entries.docs[0].id}`)));
  });

  it('refuses the edit without its entry, or naming an entry it does not write', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'funded', { title: 'Quietly renamed', ...stamp }));
    await assertFails(editWithEntryAs(dbAs('entrepreneur'), 'funded', { title: 'Quietly renamed' }, { skipEntry: true }));
    // Without money in it, no entry is needed.
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'unfunded', { title: 'Renamed', ...stamp }));
  });

  it.each([
    ['a wrong text before', { before: { title: 'Something else' } }],
    ['the text before left out', { before: {} }],
    ['a wrong text after', { after: { title: 'Not what was saved' } }],
    ['fewer fields than changed', { fields: [] }],
    ['a field that did not change', { fields: ['title', 'risks'] }],
    ['another founder', { creatorId: 'sam' }],
    ['another project', { projectId: 'unfunded' }],
    ['a time of its own', { editedAt: new Date(2026, 0, 1) }],
    ['an extra field', { note: 'x' }],
  ])('refuses the edit whose entry has %s', async (_case, entry) => {
    await assertFails(editWithEntryAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 2.0' }, { entry }));
  });

  it('refuses an entry naming an earlier one, an entry without its edit, and any change or removal of an entry', async () => {
    await assertSucceeds(editWithEntryAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 2.0' }, { editId: autoId('first') }));
    await assertFails(editWithEntryAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 3.0' }, { editId: autoId('first') }));
    const entry = {
      projectId: 'funded',
      creatorId: 'erin',
      fields: ['title'],
      before: { title: 'Solar Roofs 2.0' },
      after: { title: 'Solar Roofs 3.0' },
      editedAt: serverTimestamp(),
    };
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'projects/funded/edits/alone'), entry));
    await assertFails(setDoc(doc(dbAs('entrepreneur'), `projects/funded/edits/${autoId('first')}`), entry));
    const db = dbAs('entrepreneur');
    const batch = writeBatch(db);
    batch.delete(doc(db, `projects/funded/edits/${autoId('first')}`));
    await assertFails(batch.commit());
  });

  it('refuses a change to the goal or the length of a campaign that holds money, with an entry or without', async () => {
    await assertFails(editWithEntryAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 2.0', goal: 90000 }));
    await assertFails(editWithEntryAs(dbAs('entrepreneur'), 'funded', { title: 'Solar Roofs 2.0', durationDays: 60 }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'funded', { goal: 90000, ...stamp }));
  });

  it('refuses an entry by anyone but the founder', async () => {
    await assertFails(editWithEntryAs(dbAs('other'), 'funded', { title: 'Solar Roofs 2.0' }, { who: actors.other }));
    await assertFails(editWithEntryAs(dbAs('admin'), 'funded', { title: 'Solar Roofs 2.0' }, { who: actors.admin }));
  });

  it("through the app: the edit, its entry and a What's new update in one batch; an edit changing nothing recorded writes nothing", async () => {
    const editor = { uid: 'erin', creatorName: actors.entrepreneur.name };
    const db = appFirestoreAs(actors.entrepreneur);
    expect(await updateProject('funded', { ...sampleContent, description: 'Now with batteries.' }, editor, db)).toBe(true);
    const project = await readAsBackend('projects/funded');
    const entry = await readAsBackend(`projects/funded/edits/${String(project?.lastEditId)}`);
    expect(entry).toMatchObject({
      fields: ['description'],
      before: { description: sampleContent.description },
      after: { description: 'Now with batteries.' },
    });
    const updates = await getDocs(collection(dbAs('investor'), 'projects/funded/updates'));
    expect(updates.docs.map((update) => update.data())).toEqual([
      expect.objectContaining({ title: 'Campaign details edited', projectId: 'funded', creatorId: 'erin' }),
    ]);
    expect(await updateProject('funded', { ...sampleContent, description: 'Now with batteries.' }, editor, db)).toBe(false);
    expect((await readAsBackend('projects/funded'))?.lastEditId).toBe(project?.lastEditId);
    // Unfunded: an ordinary edit, no entry.
    expect(await updateProject('unfunded', { ...sampleContent, title: 'Renamed' }, editor, db)).toBe(false);
    expect((await getDocs(collection(dbAs('entrepreneur'), 'projects/unfunded/edits'))).size).toBe(0);
  });

  describe('a new or removed uploaded picture', () => {
    const version = (bytes: number) => ({
      blob: new Blob([new Uint8Array(bytes)]),
      contentType: 'image/webp' as const,
      width: 640,
      height: 480,
    });
    const pictures = { card: version(1000), page: version(2000) };
    // The batch the app wrote before issue 33's Edit history covered pictures: the pictures and the version, no entry.
    const withoutEntry = (projectId: string) => {
      const db = dbAs('entrepreneur');
      const batch = writeBatch(db);
      for (const [size, bytes] of [
        ['card', 1000],
        ['page', 2000],
      ] as const)
        batch.set(doc(db, `projects/${projectId}/pictures/${size}`), {
          bytes: Bytes.fromUint8Array(new Uint8Array(bytes)),
          contentType: 'image/webp',
          width: 640,
          height: 480,
          projectId,
          size,
          updatedAt: serverTimestamp(),
        });
      updateProjectIn(batch, db, projectId, { pictureVersion: 1 });
      return batch.commit();
    };

    it('of a campaign that holds money is refused without its Edit history entry', async () => {
      await assertFails(withoutEntry('funded'));
      // Without money in it, no entry is needed.
      await assertSucceeds(withoutEntry('unfunded'));
    });

    it("through the app: the picture, its entry (version before and after) and a What's new update in one batch; removing it too", async () => {
      const db = appFirestoreAs(actors.entrepreneur);
      await savePictures(db, 'funded', pictures, null, 'erin');
      let project = await readAsBackend('projects/funded');
      expect(project?.pictureVersion).toBe(1);
      expect(await readAsBackend(`projects/funded/edits/${String(project?.lastEditId)}`)).toMatchObject({
        fields: ['pictureVersion'],
        before: { pictureVersion: null },
        after: { pictureVersion: 1 },
      });
      await removePictures(db, 'funded', 'erin');
      project = await readAsBackend('projects/funded');
      expect(project?.pictureVersion).toBeNull();
      expect(await readAsBackend(`projects/funded/edits/${String(project?.lastEditId)}`)).toMatchObject({
        fields: ['pictureVersion'],
        before: { pictureVersion: 1 },
        after: { pictureVersion: null },
      });
      // Backers hear of the first; the second came within the founder's minute between updates.
      const updates = await getDocs(collection(dbAs('investor'), 'projects/funded/updates'));
      expect(updates.docs.map((update) => update.data().body)).toEqual([
        'The founder changed the uploaded picture. The Edit history on the project page says when.',
      ]);
    });
  });

  it('refuses the lastEditId on the public card (no client writes a card)', async () => {
    const db = dbAs('entrepreneur');
    const batch = writeBatch(db);
    updateProjectIn(batch, db, 'funded', { title: 'Solar Roofs 2.0', ...stamp });
    batch.update(doc(db, 'projectCards/funded'), { lastEditId: 'x' });
    await assertFails(batch.commit());
  });
});
