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
  type Firestore,
} from 'firebase/firestore';
import { fundingDayField } from '../../src/features/investments/api/funding-series';
import { cardFieldsOf } from '../../src/features/campaigns/api/projects/project-card';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import {
  actorProfiles,
  actors,
  appId,
  createProjectAs,
  dbAs,
  deleteWithTombstone,
  moveMarker,
  readAsBackend,
  sampleContent,
  seed,
  seedExactly,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
} from './rules-env';

// projectCards/{id}: each card is an exact copy of its project's card fields, written in the same
// batch as the project. Every allow here is paired with the denials around it.
setupRulesEnv();
// Profiles with names: a new project names its founder, a receipt its investor (isProfileName).
beforeEach(() => seed(actorProfiles()));

const when = new Date(Date.UTC(2026, 9, 1));
const newProject = () => ({
  ...newProjectFields(sampleContent, actors.entrepreneur),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});
const edit = { title: 'Solar Roofs for Villages', updatedAt: serverTimestamp() };

/** A project write with a card written beside it by hand. */
function writeBoth(
  db: Firestore,
  id: string,
  project: Record<string, unknown>,
  card: Record<string, unknown>,
  kind: 'set' | 'update' = 'update',
) {
  const batch = writeBatch(db);
  if (kind === 'set') {
    batch.set(doc(db, 'projects', id), project);
    batch.set(doc(db, 'projectCards', id), card);
  } else {
    batch.update(doc(db, 'projects', id), project);
    batch.update(doc(db, 'projectCards', id), card);
  }
  return batch.commit();
}

beforeEach(() =>
  seed({
    'projects/live': storedProject({ raised: 250, backerCount: 1, fundedRatio: 250 / sampleContent.goal, lastInvestmentId: 'inv-1' }),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
  }),
);

describe('a card holds its project’s card fields and nothing else', () => {
  it('is written with a new project as the app writes it, and is then the project without its long texts and search tokens', async () => {
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), appId('new'), newProject()));
    const card = (await readAsBackend(`projectCards/${appId('new')}`)) ?? {};
    expect(card).toMatchObject({ title: sampleContent.title, status: 'pending', raised: 0 });
    for (const field of ['searchTokens', 'businessPlan', 'teamInfo', 'risks', 'videoUrl', 'updates'])
      expect(card).not.toHaveProperty(field);
  });

  it('refuses a new project without its card, or with a card that disagrees, lacks a field or carries more', async () => {
    const db = dbAs('entrepreneur');
    const card = cardFieldsOf(newProject());
    await assertFails(setDoc(doc(db, 'projects', appId('new')), newProject()));
    await assertFails(writeBoth(db, appId('new'), newProject(), { ...card, title: 'Something else' }, 'set'));
    await assertFails(writeBoth(db, appId('new'), newProject(), { ...card, raised: 1000 }, 'set'));
    const withoutGoal: Record<string, unknown> = { ...card };
    delete withoutGoal.goal;
    await assertFails(writeBoth(db, appId('new'), newProject(), withoutGoal, 'set'));
    await assertFails(writeBoth(db, appId('new'), newProject(), { ...card, searchTokens: ['solar'] }, 'set'));
    await assertFails(writeBoth(db, appId('new'), newProject(), { ...card, businessPlan: sampleContent.businessPlan }, 'set'));
    await assertFails(writeBoth(db, appId('new'), newProject(), { ...card, featured: true }, 'set'));
  });
});

describe('a card moves with its project', () => {
  it('lets the creator edit the title with the card’s title', async () => {
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'draft', edit));
    expect((await readAsBackend('projectCards/draft'))?.title).toBe(edit.title);
  });

  it('refuses the edit without the card, or with a card that says something else', async () => {
    const db = dbAs('entrepreneur');
    await assertFails(updateDoc(doc(db, 'projects/draft'), edit));
    await assertFails(writeBoth(db, 'draft', edit, { title: 'Another title' }));
    await assertFails(writeBoth(db, 'draft', edit, { title: edit.title, goal: 1 }));
  });

  it('lets a change of the long texts alone leave the card as it is', async () => {
    await assertSucceeds(
      updateDoc(doc(dbAs('entrepreneur'), 'projects/draft'), {
        businessPlan: 'Sell panels.',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses any card write the project does not make in the same batch, even one that agrees with it', async () => {
    await assertFails(updateDoc(doc(dbAs('entrepreneur'), 'projectCards/draft'), { title: 'Renamed' }));
    await assertFails(updateDoc(doc(dbAs('investor'), 'projectCards/live'), { raised: increment(1_000_000) }));
    // A write that changes nothing would tell a stranger whether a guess about a hidden project is right.
    const exact = cardFieldsOf((await readAsBackend('projects/draft')) ?? {});
    for (const actor of ['other', 'investor', 'guest'] as const) await assertFails(setDoc(doc(dbAs(actor), 'projectCards/draft'), exact));
    await assertFails(updateDoc(doc(dbAs('other'), 'projectCards/draft'), { title: sampleContent.title }));
  });

  it('lets a write that changes nothing through for those who may read the project (a second Bookmark from a stale list)', async () => {
    await seed({ 'projects/marked': storedProject({ bookmarked: true }) });
    await assertSucceeds(updateProjectAs(dbAs('admin'), 'marked', { bookmarked: true }));
    const exact = cardFieldsOf((await readAsBackend('projects/draft')) ?? {});
    await assertSucceeds(setDoc(doc(dbAs('entrepreneur'), 'projectCards/draft'), exact));
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'projectCards/draft'), { ...exact, title: 'Renamed' }));
  });

  it('refuses an investment whose card raised does not move with the project’s', async () => {
    const db = dbAs('investor');
    const batch = writeBatch(db);
    batch.set(doc(db, `investments/${appId('inv-2')}`), {
      projectId: 'live',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      investorId: 'ivy',
      investorEmail: actors.investor.email,
      investorName: actors.investor.name,
      anonymous: false,
      amount: 100,
      createdAt: serverTimestamp(),
      status: 'active',
    });
    batch.set(doc(db, `projects/live/backers/${appId('inv-2')}`), {
      name: actors.investor.name,
      amount: 100,
      createdAt: serverTimestamp(),
    });
    const counters = {
      raised: increment(100),
      lastInvestmentId: appId('inv-2'),
      backerCount: increment(1),
      fundedRatio: increment(100 / sampleContent.goal),
    };
    batch.update(doc(db, 'projects/live'), { ...counters, [fundingDayField(new Date())]: increment(100) });
    batch.update(doc(db, 'projectCards/live'), { ...counters, raised: increment(10_000) });
    moveMarker(batch, db, 'live', 'ivy', appId('inv-2'), 1, 100);
    await assertFails(batch.commit());
  });
});

describe('a card goes with its project', () => {
  it('is deleted by the admin with its project and the tombstone', async () => {
    await assertSucceeds(deleteWithTombstone(dbAs('admin'), 'draft'));
    expect(await readAsBackend('projectCards/draft')).toBeUndefined();
  });

  it('refuses deleting the project and keeping its card, or the card and keeping the project, or anyone else deleting it', async () => {
    const admin = dbAs('admin');
    const batch = writeBatch(admin);
    batch.delete(doc(admin, 'projects/draft'));
    batch.set(doc(admin, 'deletedProjects/draft'), { deletedAt: serverTimestamp() });
    await assertFails(batch.commit());
    await assertFails(deleteDoc(doc(admin, 'projectCards/draft')));
    await seedExactly({ 'projectCards/orphan': { title: 'Left behind', approved: true } });
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), 'projectCards/orphan')));
  });

  it('lets the admin remove a card whose project is gone (data from before cards were kept in step)', async () => {
    await seedExactly({ 'projectCards/orphan': { title: 'Left behind', approved: true, createdAt: when } });
    await assertSucceeds(deleteDoc(doc(dbAs('admin'), 'projectCards/orphan')));
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
