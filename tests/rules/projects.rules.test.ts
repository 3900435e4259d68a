import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
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
  approveAs,
  appId,
  HOUR,
} from './rules-env';
import { copyCardAsServer } from './server-money';

setupRulesEnv();
// Profiles with names: a new project names its founder, a receipt its investor (isProfileName).
beforeEach(() => seed(actorProfiles()));

const newProject = (actor: Exclude<Actor, 'guest'> = 'entrepreneur', overrides: Record<string, unknown> = {}) => ({
  ...newProjectFields(sampleContent, actors[actor]),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});
const NEW = appId('new');
const DAY = 24 * HOUR;
// The founder's count is written under the signed-in user's id, as the app does, so each case is refused for its own reason.
const create = (actor: Actor, data: Record<string, unknown>) =>
  createProjectAs(dbAs(actor), NEW, data, { founder: actor === 'guest' ? 'nobody' : actors[actor].uid });
/** creatorLimits/{uid} as a founder's first project of a day writes it. */
const firstOfDay = (projectId: string, overrides: Record<string, unknown> = {}) => ({
  lastCreatedAt: serverTimestamp(),
  windowStart: serverTimestamp(),
  countInWindow: 1,
  lastProjectId: projectId,
  ...overrides,
});

describe('projects: create', () => {
  it('lets a signed-in user create a pending project for themselves', async () => {
    await assertSucceeds(create('entrepreneur', newProject()));
  });

  it.each([
    ['already approved', { approved: true, status: 'approved' }],
    ['with money raised', { raised: 100 }],
    ['bookmarked', { bookmarked: true }],
    ["under someone else's uid", { creatorId: 'sam' }],
    // No e-mail address on a project, the founder's own neither.
    ['carrying the founder’s e-mail as createdBy', { createdBy: 'erin@example.com' }],
    ['carrying the founder’s e-mail as lastUpdatedBy', { lastUpdatedBy: 'erin@example.com' }],
    ['carrying an empty createdBy', { createdBy: '' }],
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

  it('keeps the founder’s address in private/founder, written with the project, theirs only', async () => {
    await assertFails(createProjectAs(dbAs('entrepreneur'), appId('no-founder'), newProject(), { founderDoc: null }));
    await assertFails(
      createProjectAs(dbAs('entrepreneur'), appId('other-address'), newProject(), { founderDoc: { email: actors.other.email } }),
    );
    await assertFails(
      createProjectAs(dbAs('entrepreneur'), appId('extra'), newProject(), {
        founderDoc: { email: actors.entrepreneur.email, name: 'Erin' },
      }),
    );
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), NEW, newProject(), { founderDoc: { email: actors.entrepreneur.email } }));
    expect(await readAsBackend(`projects/${NEW}/private/founder`)).toEqual({ email: actors.entrepreneur.email });
    expect(JSON.stringify(await readAsBackend(`projects/${NEW}`))).not.toContain('@');
    // Read by the founder and the admin only; never written again, by anyone.
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), `projects/${NEW}/private/founder`)));
    await assertSucceeds(getDoc(doc(dbAs('admin'), `projects/${NEW}/private/founder`)));
    for (const actor of ['investor', 'other', 'unverified', 'fakeAdmin', 'guest'] as const)
      await assertFails(getDoc(doc(dbAs(actor), `projects/${NEW}/private/founder`)));
    await assertFails(setDoc(doc(dbAs('entrepreneur'), `projects/${NEW}/private/founder`), { email: 'new@example.com' }));
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), `projects/${NEW}/private/founder`)));
    // Not for a project that already exists, nor without one.
    await seed({ 'projects/old': storedProject() });
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'projects/old/private/founder'), { email: actors.entrepreneur.email }));
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'projects/none/private/founder'), { email: actors.entrepreneur.email }));
  });
});

describe('projects: nobody floods the admin’s queue', () => {
  const MINUTE = 60_000;
  const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
  const seedLimit = (data: Record<string, unknown>) =>
    seed({ ...actorProfiles(), 'creatorLimits/erin': { lastProjectId: 'earlier', ...data } });
  const createWith = (counter: Record<string, unknown> | null, id = NEW) =>
    createProjectAs(dbAs('entrepreneur'), id, newProject(), { counter });

  it('denies a project without its founder’s count, or with one that names another project', async () => {
    await assertFails(createWith(null));
    await assertFails(createWith(firstOfDay('other')));
    await assertSucceeds(createWith(firstOfDay(NEW)));
  });

  it('denies a first count that does not start a day at one project now', async () => {
    await assertFails(createWith(firstOfDay(NEW, { countInWindow: 2 })));
    await assertFails(createWith(firstOfDay(NEW, { windowStart: ago(MINUTE) })));
    await assertFails(createWith(firstOfDay(NEW, { lastCreatedAt: ago(MINUTE) })));
  });

  it('allows the 5th project of a day, right after the 4th, and denies the 6th', async () => {
    const windowStart = ago(60 * MINUTE);
    await seedLimit({ lastCreatedAt: ago(1000), windowStart, countInWindow: 4 });
    await assertFails(createWith(firstOfDay(NEW, { windowStart, countInWindow: 6 })));
    await assertSucceeds(createWith(firstOfDay(NEW, { windowStart, countInWindow: 5 })));
    expect(await readAsBackend('creatorLimits/erin')).toMatchObject({ countInWindow: 5, lastProjectId: NEW });
    // The 6th: counted on (past the bound) or as a new day while this one runs, both refused.
    await assertFails(createWith(firstOfDay(appId('sixth'), { windowStart, countInWindow: 6 }), appId('sixth')));
    await assertFails(createWith(firstOfDay(appId('sixth')), appId('sixth')));
  });

  it('starts a new day 24 hours after the last one began', async () => {
    await seedLimit({ lastCreatedAt: ago(60 * MINUTE), windowStart: ago(24 * 60 * MINUTE - 5000), countInWindow: 5 });
    await assertFails(createWith(firstOfDay(NEW)));
    await seedLimit({ lastCreatedAt: ago(60 * MINUTE), windowStart: ago(24 * 60 * MINUTE + 5000), countInWindow: 5 });
    await assertSucceeds(createWith(firstOfDay(NEW)));
  });

  it('lets only its founder read the count; nobody writes one without a new project of theirs, or removes one', async () => {
    await seedLimit({ lastCreatedAt: ago(60 * MINUTE), windowStart: ago(60 * MINUTE), countInWindow: 2 });
    await seed({ 'projects/live': storedProject() });
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), 'creatorLimits/erin')));
    for (const actor of ['other', 'admin', 'guest'] as Actor[]) await assertFails(getDoc(doc(dbAs(actor), 'creatorLimits/erin')));
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'creatorLimits/erin'), firstOfDay('live')));
    await assertFails(setDoc(doc(dbAs('other'), 'creatorLimits/sam'), firstOfDay('nothing')));
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), 'creatorLimits/erin')));
    // Someone else's new project does not count for them.
    const db = dbAs('other');
    const batch = writeBatch(db);
    batch.set(doc(db, `projects/${NEW}`), newProject('entrepreneur'));
    batch.set(doc(db, 'creatorLimits/sam'), firstOfDay(NEW));
    await assertFails(batch.commit());
  });
});

describe('projects: read', () => {
  beforeEach(() => seed({ 'projects/live': storedProject(), 'projects/draft': storedProject({ approved: false, status: 'pending' }) }));

  it('lets any signed-in user, even unverified, read an approved project and list approved ones', async () => {
    await assertSucceeds(getDoc(doc(dbAs('unverified'), 'projects/live')));
    await assertSucceeds(getDocs(query(collection(dbAs('unverified'), 'projects'), where('approved', '==', true))));
  });

  // A project holds no e-mail address, so a guest's search reads the projects' search
  // tokens as a member's does (it showed a raw rules error); pending projects stay out of reach.
  it('lets signed-out visitors read approved projects and search them, as well as the cards; nothing pending', async () => {
    await assertSucceeds(getDoc(doc(dbAs('guest'), 'projects/live')));
    await assertSucceeds(getDocs(query(collection(dbAs('guest'), 'projects'), where('approved', '==', true))));
    await assertSucceeds(
      getDocs(
        query(collection(dbAs('guest'), 'projects'), where('approved', '==', true), where('searchTokens', 'array-contains', 'solar')),
      ),
    );
    await assertSucceeds(getDoc(doc(dbAs('guest'), 'projectCards/live')));
    await assertSucceeds(getDocs(query(collection(dbAs('guest'), 'projectCards'), where('approved', '==', true))));
    await assertFails(getDoc(doc(dbAs('guest'), 'projects/draft')));
    await assertFails(getDocs(query(collection(dbAs('guest'), 'projects'), where('searchTokens', 'array-contains', 'solar'))));
  });

  it('names the founder on a new project by their own profile name, which its card copies', async () => {
    const named = (name: string) => ({ ...newProject('entrepreneur'), creatorName: name });
    await assertFails(createProjectAs(dbAs('entrepreneur'), appId('other-name'), named('Sam Okafor')));
    await assertFails(createProjectAs(dbAs('entrepreneur'), appId('email-name'), named(actors.entrepreneur.email)));
    await assertFails(createProjectAs(dbAs('entrepreneur'), appId('no-name'), named('')));
    await assertFails(
      createProjectAs(dbAs('entrepreneur'), appId('email-kept'), { ...named('Erin Park'), createdBy: actors.entrepreneur.email }),
    );
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), appId('mine'), named('Erin Park')));
    await copyCardAsServer(appId('mine'));
    expect(await readAsBackend(`projectCards/${appId('mine')}`)).toMatchObject({ creatorName: 'Erin Park' });
    expect(await readAsBackend(`projectCards/${appId('mine')}`)).not.toHaveProperty('createdBy');
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
  const edit = { title: 'Solar Roofs 2.0', updatedAt: serverTimestamp() };
  beforeEach(() =>
    seed({
      'projects/p': storedProject(),
      'projects/funded': storedProject({ raised: 500 }),
      // From before the shards: it took money (lastInvestmentId) and has no shard, never backfilled.
      'projects/refunded': storedProject({ raised: 0, lastInvestmentId: 'inv-x' }),
      // An old project: it still holds its founder's e-mail.
      'projects/old': storedProject({ createdBy: actors.entrepreneur.email, lastUpdatedBy: actors.entrepreneur.email }),
    }),
  );

  it('lets the creator change content, stamped with the time (and no e-mail address)', async () => {
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'p', edit));
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, goal: 90000 }));
  });

  it.each([
    ['approved', { approved: false }],
    ['status', { status: 'pending' }],
    ['raised', { raised: 1_000_000 }],
    ['creatorId', { creatorId: 'sam' }],
    ['createdBy', { createdBy: 'sam@example.com' }],
    ['createdBy to their own e-mail', { createdBy: actors.entrepreneur.email }],
    ['lastUpdatedBy to their own e-mail', { lastUpdatedBy: actors.entrepreneur.email }],
    ['createdAt', { createdAt: new Date(2020, 0, 1) }],
    ['bookmarked', { bookmarked: true }],
  ])('denies the creator changing %s', async (_field, change) => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, ...change }));
  });

  it('denies an edit without its stamp, or with bad content', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { title: 'Sneaky' }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, lastUpdatedBy: 'sam@example.com' }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { title: 'Sneaky', lastUpdatedBy: actors.entrepreneur.email }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, goal: -1 }));
  });

  it('edits an old project only by removing its e-mail fields (as the app’s edit does)', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'old', edit));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'old', { ...edit, createdBy: deleteField() }));
    await assertFails(
      updateProjectAs(dbAs('entrepreneur'), 'old', { ...edit, createdBy: deleteField(), lastUpdatedBy: actors.entrepreneur.email }),
    );
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'old', { ...edit, createdBy: deleteField(), lastUpdatedBy: deleteField() }));
    expect(JSON.stringify(await readAsBackend('projects/old'))).not.toContain('@');
  });

  it('freezes the goal while the project holds money; other edits pass, and the server records them in its Edit history', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'funded', { ...edit, goal: 90000 }));
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'funded', edit));
  });

  // Once every investment is cancelled the goal may change again: tests/rules/funded-campaign.rules.test.ts.
  it('keeps the goal frozen on a project from before the shards that was never backfilled (its money is not in shards)', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'refunded', { ...edit, goal: 90000 }));
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'refunded', edit));
  });

  it('denies anyone but the creator editing content', async () => {
    await assertFails(updateProjectAs(dbAs('other'), 'p', { ...edit, lastUpdatedBy: actors.other.email }));
    await assertFails(updateProjectAs(dbAs('admin'), 'p', { ...edit, lastUpdatedBy: actors.admin.email }));
    await assertFails(updateProjectAs(dbAs('guest'), 'p', edit));
  });
});

describe('projects: admin review', () => {
  beforeEach(() => seed({ 'projects/draft': storedProject({ approved: false, status: 'pending' }), 'projects/live': storedProject() }));

  it('lets the admin bookmark an approved project', async () => {
    await assertSucceeds(updateProjectAs(dbAs('admin'), 'live', { bookmarked: true }));
  });

  // Approve and Delete are the server's (functions/src/admin, tests/functions/admin-action.test.ts).
  it('denies the admin approving or deleting by a client write, with its audit entry or without', async () => {
    const endsAt = new Date(Date.now() + 30 * DAY);
    await assertFails(approveAs(dbAs('admin'), 'draft', endsAt));
    await assertFails(updateProjectAs(dbAs('admin'), 'draft', { approved: true, status: 'approved', endsAt }));
    await assertFails(deleteWithTombstone(dbAs('admin'), 'live'));
    await assertFails(deleteDoc(doc(dbAs('admin'), 'projects/live')));
    expect(await readAsBackend('projects/draft')).toMatchObject({ approved: false, status: 'pending' });
    expect(await readAsBackend('projects/live')).toBeDefined();
  });

  it('denies bookmarking a pending project, or with a value that is not true or false', async () => {
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
