import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { cardFieldsOf } from '../../src/features/campaigns/api/projects/project-card';
import { LIMITS } from '../../src/features/campaigns/api/projects/project-limits';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import {
  actorProfiles,
  type Actor,
  actors,
  createProjectAs,
  dbAs,
  deleteWithTombstone,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
  auditedUpdateAs,
  editWithEntryAs,
} from './rules-env';

setupRulesEnv();
// Profiles with names: a new project names its founder, a receipt its investor (isProfileName).
beforeEach(() => seed(actorProfiles()));

const newProject = (actor: Exclude<Actor, 'guest'> = 'entrepreneur', overrides: Record<string, unknown> = {}) => ({
  ...newProjectFields(sampleContent, actors[actor]),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});
const create = (actor: Actor, data: Record<string, unknown>) => createProjectAs(dbAs(actor), 'new', data);

describe('projects: create', () => {
  it('lets a signed-in user create a pending project for themselves', async () => {
    await assertSucceeds(create('entrepreneur', newProject()));
  });

  it.each([
    ['already approved', { approved: true, status: 'approved' }],
    ['with money raised', { raised: 100 }],
    ['bookmarked', { bookmarked: true }],
    ["under someone else's uid", { creatorId: 'sam' }],
    ["under someone else's e-mail", { createdBy: 'sam@example.com' }],
    ['with a string goal', { goal: '5000' }],
    ['with a fractional goal', { goal: 10.5 }],
    ['with a zero goal', { goal: 0 }],
    ['with an unknown category', { category: 'gambling' }],
    ['with a javascript: image', { imageUrl: 'javascript:alert(1)' }],
    ['with an http: video', { videoUrl: 'http://example.com/v' }],
    [`with a title over ${LIMITS.title} characters`, { title: 'x'.repeat(LIMITS.title + 1) }],
    ['with an empty title', { title: '' }],
    ['with approved as a string', { approved: 'false' }],
    ['with an unknown extra field', { featured: true }],
    ['with a client-chosen createdAt', { createdAt: new Date(2020, 0, 1) }],
  ])('denies a project %s', async (_case, overrides) => {
    await assertFails(create('entrepreneur', newProject('entrepreneur', overrides)));
  });

  it('denies signed-out visitors', async () => {
    await assertFails(create('guest', newProject()));
  });
});

describe('projects: read', () => {
  beforeEach(() => seed({ 'projects/live': storedProject(), 'projects/draft': storedProject({ approved: false, status: 'pending' }) }));

  it('lets any signed-in user, even unverified, read an approved project and list approved ones', async () => {
    await assertSucceeds(getDoc(doc(dbAs('unverified'), 'projects/live')));
    await assertSucceeds(getDocs(query(collection(dbAs('unverified'), 'projects'), where('approved', '==', true))));
  });

  it('keeps projects (they hold the founder’s e-mail) from signed-out visitors, who read the cards', async () => {
    await assertFails(getDoc(doc(dbAs('guest'), 'projects/live')));
    await assertFails(getDocs(query(collection(dbAs('guest'), 'projects'), where('approved', '==', true))));
    await assertSucceeds(getDoc(doc(dbAs('guest'), 'projectCards/live')));
    await assertSucceeds(getDocs(query(collection(dbAs('guest'), 'projectCards'), where('approved', '==', true))));
  });

  it('names the founder on a new project by their own profile name, on the project and its card alike', async () => {
    const named = (name: string) => ({ ...newProject('entrepreneur'), creatorName: name });
    await assertFails(createProjectAs(dbAs('entrepreneur'), 'other-name', named('Sam Okafor')));
    await assertFails(createProjectAs(dbAs('entrepreneur'), 'email-name', named(actors.entrepreneur.email)));
    await assertFails(createProjectAs(dbAs('entrepreneur'), 'no-name', named('')));
    const withCard = (id: string, card: Record<string, unknown>) => {
      const db = dbAs('entrepreneur');
      const batch = writeBatch(db);
      batch.set(doc(db, 'projects', id), named('Erin Park'));
      batch.set(doc(db, 'projectCards', id), { ...cardFieldsOf(named('Erin Park')), ...card });
      return batch.commit();
    };
    await assertFails(withCard('card-differs', { creatorName: 'Someone Else' }));
    await assertFails(withCard('card-email', { createdBy: actors.entrepreneur.email }));
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), 'mine', named('Erin Park')));
    expect(await readAsBackend('projectCards/mine')).toMatchObject({ creatorName: 'Erin Park' });
    expect(await readAsBackend('projectCards/mine')).not.toHaveProperty('createdBy');
  });

  it('shows a pending project to its creator and the admin only', async () => {
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), 'projects/draft')));
    await assertSucceeds(getDoc(doc(dbAs('admin'), 'projects/draft')));
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/draft')));
    await assertFails(getDoc(doc(dbAs('guest'), 'projects/draft')));
    await assertFails(getDoc(doc(dbAs('fakeAdmin'), 'projects/draft')));
  });

  it('lets a creator list their own projects and the admin list pending ones', async () => {
    await assertSucceeds(getDocs(query(collection(dbAs('entrepreneur'), 'projects'), where('creatorId', '==', 'erin'))));
    await assertSucceeds(getDocs(query(collection(dbAs('admin'), 'projects'), where('approved', '==', false))));
  });

  it('denies list queries that could return pending projects to anyone else', async () => {
    await assertFails(getDocs(collection(dbAs('investor'), 'projects')));
    await assertFails(getDocs(query(collection(dbAs('investor'), 'projects'), where('approved', '==', false))));
    await assertFails(getDocs(query(collection(dbAs('investor'), 'projects'), where('creatorId', '==', 'erin'))));
    await assertFails(getDocs(query(collection(dbAs('fakeAdmin'), 'projects'), where('approved', '==', false))));
    await assertFails(getDocs(collection(dbAs('guest'), 'projects')));
  });
});

describe('projects: creator edits', () => {
  const edit = { title: 'Solar Roofs 2.0', updatedAt: serverTimestamp(), lastUpdatedBy: actors.entrepreneur.email };
  beforeEach(() =>
    seed({
      'projects/p': storedProject(),
      'projects/funded': storedProject({ raised: 500 }),
      // From before the shards: it took money (lastInvestmentId) and has no shard, never backfilled.
      'projects/refunded': storedProject({ raised: 0, lastInvestmentId: 'inv-x' }),
    }),
  );

  it('lets the creator change content, stamped with the time and their e-mail', async () => {
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'p', edit));
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, goal: 90000 }));
  });

  it.each([
    ['approved', { approved: false }],
    ['status', { status: 'pending' }],
    ['raised', { raised: 1_000_000 }],
    ['creatorId', { creatorId: 'sam' }],
    ['createdBy', { createdBy: 'sam@example.com' }],
    ['createdAt', { createdAt: new Date(2020, 0, 1) }],
    ['bookmarked', { bookmarked: true }],
  ])('denies the creator changing %s', async (_field, change) => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, ...change }));
  });

  it('denies an edit without its stamp, or with bad content', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { title: 'Sneaky' }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, lastUpdatedBy: 'sam@example.com' }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, goal: -1 }));
  });

  it('freezes the goal while the project holds money; other edits go to its Edit history (issue 33)', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'funded', { ...edit, goal: 90000 }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'funded', edit));
    await assertSucceeds(editWithEntryAs(dbAs('entrepreneur'), 'funded', { title: edit.title }));
  });

  // Once every investment is cancelled the goal may change again: tests/rules/funded-campaign.rules.test.ts.
  it('keeps the goal frozen on a project from before the shards that was never backfilled (its money is not in shards)', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'refunded', { ...edit, goal: 90000 }));
    await assertSucceeds(editWithEntryAs(dbAs('entrepreneur'), 'refunded', { title: edit.title }));
  });

  it('denies anyone but the creator editing content', async () => {
    await assertFails(updateProjectAs(dbAs('other'), 'p', { ...edit, lastUpdatedBy: actors.other.email }));
    await assertFails(updateProjectAs(dbAs('admin'), 'p', { ...edit, lastUpdatedBy: actors.admin.email }));
    await assertFails(updateProjectAs(dbAs('guest'), 'p', edit));
  });
});

describe('projects: admin review', () => {
  beforeEach(() => seed({ 'projects/draft': storedProject({ approved: false, status: 'pending' }), 'projects/live': storedProject() }));

  it('lets the admin approve (approved and status together), bookmark and delete', async () => {
    await assertSucceeds(auditedUpdateAs(dbAs('admin'), 'draft', 'approve', { approved: true, status: 'approved' }));
    await assertSucceeds(updateProjectAs(dbAs('admin'), 'live', { bookmarked: true }));
    await assertSucceeds(deleteWithTombstone(dbAs('admin'), 'live'));
  });

  it('denies approval without the status or without its audit entry, or bookmarking a pending project', async () => {
    await assertFails(auditedUpdateAs(dbAs('admin'), 'draft', 'approve', { approved: true }));
    await assertFails(updateProjectAs(dbAs('admin'), 'draft', { approved: true, status: 'approved' }));
    await assertFails(updateProjectAs(dbAs('admin'), 'draft', { bookmarked: true }));
    await assertFails(updateProjectAs(dbAs('admin'), 'live', { bookmarked: 'yes' }));
  });

  it('denies the admin editing content or raised', async () => {
    await assertFails(updateProjectAs(dbAs('admin'), 'live', { raised: 10 }));
    await assertFails(updateProjectAs(dbAs('admin'), 'live', { title: 'Renamed' }));
  });

  it.each(['entrepreneur', 'investor', 'fakeAdmin', 'guest'] as const)('denies %s approving, bookmarking or deleting', async (actor) => {
    await assertFails(updateProjectAs(dbAs(actor), 'draft', { approved: true, status: 'approved' }));
    await assertFails(updateProjectAs(dbAs(actor), 'live', { bookmarked: true }));
    await assertFails(deleteDoc(doc(dbAs(actor), 'projects/draft')));
    await assertFails(deleteWithTombstone(dbAs(actor), 'draft'));
  });
});
