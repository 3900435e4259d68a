import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { cardFieldsOf } from '@shared/projects/card-copy';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import {
  actorProfiles,
  actors,
  appId,
  createProjectAs,
  dbAs,
  deleteOnServer,
  readAsBackend,
  sampleContent,
  seed,
  seedExactly,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
} from './rules-env';
import { copyCardAsServer } from './server-money';

// projectCards/{id}: each card is the server's copy of its project's card fields (functions/src/cards,
// run here as the trigger runs it: copyCardAsServer). No client writes a card; members write projects.
setupRulesEnv();
// Profiles with names: a new project names its founder (isProfileName).
beforeEach(() => seed(actorProfiles()));

const newProject = () => ({
  ...newProjectFields(sampleContent, actors.entrepreneur),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});
const edit = { title: 'Solar Roofs for Villages', updatedAt: serverTimestamp() };

beforeEach(() =>
  seed({
    'projects/live': storedProject({ raised: 250, backerCount: 1, fundedRatio: 250 / sampleContent.goal, lastInvestmentId: 'inv-1' }),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
  }),
);

describe('a card is the server’s copy of its project’s card fields', () => {
  it('follows a new project written alone, as the project without its long texts and search tokens, and a replay writes nothing', async () => {
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), appId('new'), newProject()));
    expect(await readAsBackend(`projectCards/${appId('new')}`)).toBeUndefined();
    expect(await copyCardAsServer(appId('new'))).toBe(true);
    const card = (await readAsBackend(`projectCards/${appId('new')}`)) ?? {};
    expect(card).toMatchObject({ title: sampleContent.title, status: 'pending', raised: 0 });
    for (const field of ['searchTokens', 'businessPlan', 'teamInfo', 'risks', 'videoUrl', 'updates', 'updatedAt'])
      expect(card).not.toHaveProperty(field);
    expect(await copyCardAsServer(appId('new'))).toBe(false);
  });

  it('follows the creator’s edit, and goes with its project', async () => {
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'draft', edit));
    await copyCardAsServer('draft');
    expect((await readAsBackend('projectCards/draft'))?.title).toBe(edit.title);
    await deleteOnServer('draft');
    expect(await copyCardAsServer('draft')).toBe(true);
    expect(await readAsBackend('projectCards/draft')).toBeUndefined();
  });

  it('refuses every client write of a card: with its project, an exact copy, or removing one whose project is gone', async () => {
    const exact = cardFieldsOf((await readAsBackend('projects/draft')) ?? {});
    for (const actor of ['entrepreneur', 'admin', 'other', 'investor', 'guest'] as const)
      await assertFails(setDoc(doc(dbAs(actor), 'projectCards/draft'), exact));
    const db = dbAs('entrepreneur');
    const batch = writeBatch(db);
    batch.update(doc(db, 'projects/draft'), edit);
    batch.update(doc(db, 'projectCards/draft'), { title: edit.title });
    await assertFails(batch.commit());
    await assertFails(setDoc(doc(db, 'projectCards', appId('new')), cardFieldsOf(newProject())));
    await assertFails(updateDoc(doc(dbAs('investor'), 'projectCards/live'), { raised: increment(1_000_000) }));
    await seedExactly({ 'projectCards/orphan': { title: 'Left behind', approved: true } });
    await assertFails(deleteDoc(doc(dbAs('admin'), 'projectCards/orphan')));
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), 'projectCards/draft')));
    expect(await copyCardAsServer('orphan')).toBe(true);
    expect(await readAsBackend('projectCards/orphan')).toBeUndefined();
  });
});

describe('who reads cards: whoever may read the project', () => {
  it('lets anyone read and list approved cards, and the creator and admin a pending one', async () => {
    await assertSucceeds(getDoc(doc(dbAs('guest'), 'projectCards/live')));
    await assertSucceeds(getDocs(query(collection(dbAs('guest'), 'projectCards'), where('approved', '==', true))));
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), 'projectCards/draft')));
    await assertSucceeds(getDoc(doc(dbAs('admin'), 'projectCards/draft')));
    await assertSucceeds(getDocs(query(collection(dbAs('entrepreneur'), 'projectCards'), where('creatorId', '==', 'erin'))));
  });

  it('refuses a pending card to others, and a list that could include one', async () => {
    await assertFails(getDoc(doc(dbAs('guest'), 'projectCards/draft')));
    await assertFails(getDoc(doc(dbAs('other'), 'projectCards/draft')));
    await assertFails(getDocs(collection(dbAs('investor'), 'projectCards')));
    await assertFails(getDocs(query(collection(dbAs('other'), 'projectCards'), where('creatorId', '==', 'erin'))));
  });
});

describe('the welcome page’s figures are the server’s (platform/figures, functions/src/figures)', () => {
  const figures = { campaignsFunded: 2, dollarsCommitted: 5500, backings: 39, updatedAt: new Date(2026, 9, 2) };
  beforeEach(() => seed({ 'platform/figures': figures, 'platform/other': figures }));

  it.each(['guest', 'investor', 'entrepreneur', 'admin'] as const)(
    'lets %s read them, and write, change or remove them never',
    async (who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'platform/figures')));
      await assertFails(getDoc(doc(dbAs(who), 'platform/other')));
      await assertFails(getDocs(collection(dbAs(who), 'platform')));
      await assertFails(setDoc(doc(dbAs(who), 'platform/figures'), { ...figures, dollarsCommitted: 1_000_000 }));
      await assertFails(updateDoc(doc(dbAs(who), 'platform/figures'), { backings: increment(1) }));
      await assertFails(deleteDoc(doc(dbAs(who), 'platform/figures')));
    },
  );
});
