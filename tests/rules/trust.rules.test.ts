// Each hole a reviewer found, as an attack that is denied, next to the legitimate flow
// that stays allowed.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { DISPLAY_NAME_MAX } from '../../shared/members/display-name';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import { projectSearchTokens } from '../../shared/projects/search-tokens';
import { HOLDS_MONEY } from '../../shared/admin/admin-calls';
import {
  actorProfiles,
  type Actor,
  actors,
  closeAs,
  closeOnServer,
  createProjectAs,
  dbAs,
  deleteOnServer,
  deleteWithTombstone,
  sampleContent,
  seed,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
  appId,
  moveLedger,
  moveMarker,
  moveShardOf,
  storedMarker,
  readAsBackend,
  sendBackAs,
  sendBackOnServer,
} from './rules-env';
import { investAsServer } from './server-money';

setupRulesEnv();
// Profiles with names: a new project names its founder, a receipt its investor (isProfileName).
beforeEach(() => seed(actorProfiles()));

const when = new Date(Date.UTC(2026, 9, 2));
type Signed = Exclude<Actor, 'guest'>;
// Without the optional review fields: the shape the rules accepted before these fixes too, so each
// attack here differs from its allowed twin by the one thing the hole was about.
function newProject(actor: Signed, overrides: Record<string, unknown> = {}) {
  const fields: Record<string, unknown> = { ...newProjectFields(sampleContent, actors[actor]) };
  delete fields.reviewNote;
  delete fields.reviewCount;
  return { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}
const investmentOf = (investor: Signed, projectId: string, creatorId = 'erin', amount = 100) => ({
  projectId,
  projectTitle: sampleContent.title,
  creatorId,
  investorId: actors[investor].uid,
  investorEmail: actors[investor].email,
  investorName: actors[investor].name,
  anonymous: false,
  amount,
  createdAt: when,
  status: 'active',
});

/** `backers`: how Backers moves (1 for the investor's first active investment in the project, 0 for another). */
function invest(actor: Signed, projectId: string, name: string, fields: Record<string, unknown> = {}, backers = 1) {
  const id = appId(name);
  const db = dbAs(actor);
  const who = actors[actor];
  const batch = writeBatch(db);
  batch.set(doc(db, 'investments', id), {
    projectId,
    projectTitle: sampleContent.title,
    creatorId: 'erin',
    investorId: who.uid,
    investorEmail: who.email,
    investorName: who.name,
    anonymous: false,
    amount: 100,
    createdAt: serverTimestamp(),
    status: 'active',
    ...fields,
  });
  batch.set(doc(db, 'projects', projectId, 'backers', id), { name: who.name, amount: 100, createdAt: serverTimestamp() });
  moveShardOf(batch, db, projectId, id, 100, backers);
  moveMarker(batch, db, projectId, who.uid, id, 1, (fields.amount as number | undefined) ?? 100, fields.anonymous === true);
  moveLedger(batch, db, who.uid, id, (fields.amount as number | undefined) ?? 100);
  return batch.commit();
}

// The app's id form (a UUID), so only the tombstone refuses the id's reuse.
const UNFUNDED = appId('unfunded');

describe('a project id is never reused', () => {
  beforeEach(() =>
    seed({
      [`projects/${UNFUNDED}`]: storedProject(),
      'projects/funded': storedProject({ raised: 100, lastInvestmentId: 'inv-old' }),
      'investments/inv-old': investmentOf('investor', 'funded'),
      'projects/funded/backers/inv-old': { name: actors.investor.name, amount: 100, createdAt: when },
    }),
  );

  it('refuses the id of a project the server deleted (it never took money), leaving the next one free', async () => {
    await deleteOnServer(UNFUNDED);
    await assertFails(createProjectAs(dbAs('other'), UNFUNDED, newProject('other')));
    await assertSucceeds(createProjectAs(dbAs('other'), appId('fresh'), newProject('other')));
  });

  it('denies a client’s delete of a project, the admin’s included, with its tombstone or without', async () => {
    await assertFails(deleteDoc(doc(dbAs('admin'), 'projects', UNFUNDED)));
    await assertFails(deleteWithTombstone(dbAs('admin'), UNFUNDED));
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), 'projects', UNFUNDED)));
  });

  it('never deletes a project that holds money, on the server', async () => {
    await expect(deleteOnServer('funded')).rejects.toThrow(HOLDS_MONEY);
    await seed({ 'projects/refunded': storedProject({ raised: 0, lastInvestmentId: 'inv-x' }) });
    await expect(deleteOnServer('refunded')).rejects.toThrow(HOLDS_MONEY);
    // Since the shards, the money a project holds is in its shards, whatever its synced copy says; one
    // whose every investment was cancelled (its shards back at 0) holds none, and may go.
    await seed({
      'projects/sharded': storedProject(),
      'projects/sharded/shards/2': { raised: 10, backerCount: 1, days: { '20000': 10 }, lastInvestmentId: 'inv-y' },
    });
    await expect(deleteOnServer('sharded')).rejects.toThrow(HOLDS_MONEY);
    await seed({ 'projects/sharded/shards/2': { raised: 0, backerCount: 0, days: { '20000': 0 }, lastInvestmentId: 'inv-y' } });
    await deleteOnServer('sharded');
    expect(await readAsBackend('deletedProjects/sharded')).toBeDefined();
  });

  it('lets the creator read investments by the creatorId stamped on them, not by who owns the id today', async () => {
    // As if the id had been taken over: the project now says sam created it.
    await seed({ 'projects/funded': storedProject({ creatorId: 'sam', raised: 100, lastInvestmentId: 'inv-old' }) });
    await assertFails(getDoc(doc(dbAs('other'), 'investments/inv-old')));
    await assertFails(getDocs(query(collection(dbAs('other'), 'investments'), where('projectId', '==', 'funded'))));
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), 'investments/inv-old')));
    await assertSucceeds(
      getDocs(query(collection(dbAs('entrepreneur'), 'investments'), where('creatorId', '==', 'erin'), where('projectId', '==', 'funded'))),
    );
  });
});

describe('Close campaign', () => {
  const close = (actor: Actor) => closeAs(dbAs(actor), 'funded', { who: actor === 'guest' ? actors.admin : actors[actor] });
  beforeEach(() =>
    seed({
      'projects/funded': storedProject({ raised: 100, lastInvestmentId: 'inv-old', bookmarked: true }),
      'projects/funded/investors/ivy': storedMarker('ivy', 'inv-old', 1, 100),
      'projects/funded/backers/inv-old': { name: actors.investor.name, amount: 100, createdAt: when },
      'investments/inv-old': investmentOf('investor', 'funded'),
    }),
  );

  it('denies closing by a client’s write, the admin’s included: the server closes a project that took money', async () => {
    for (const actor of ['admin', 'entrepreneur', 'investor', 'fakeAdmin', 'guest'] as const) await assertFails(close(actor));
    await closeOnServer('funded');
    expect(await readAsBackend('projects/funded')).toMatchObject({ approved: false, status: 'closed', bookmarked: false });
  });

  describe('once closed', () => {
    beforeEach(() =>
      seed({
        'projects/funded': storedProject({ approved: false, status: 'closed', closedAt: when, raised: 100, lastInvestmentId: 'inv-old' }),
      }),
    );

    it('is readable by its creator, its investors and the admin, with its receipts and investments', async () => {
      for (const actor of ['entrepreneur', 'investor', 'admin'] as const) {
        await assertSucceeds(getDoc(doc(dbAs(actor), 'projects/funded')));
        await assertSucceeds(getDocs(collection(dbAs(actor), 'projects/funded/backers')));
      }
      await assertSucceeds(getDoc(doc(dbAs('investor'), 'investments/inv-old')));
    });

    it('is hidden from everyone else and from browse lists', async () => {
      for (const actor of ['investor2', 'other', 'guest', 'fakeAdmin'] as const) {
        await assertFails(getDoc(doc(dbAs(actor), 'projects/funded')));
        await assertFails(getDocs(collection(dbAs(actor), 'projects/funded/backers')));
      }
      const browse = await getDocs(query(collection(dbAs('investor'), 'projects'), where('approved', '==', true)));
      expect(browse.docs.map((d) => d.id)).not.toContain('funded');
    });

    it('refuses new investments', async () => {
      await assertFails(invest('investor2', 'funded', 'inv-late'));
    });
  });
});

describe('investor markers', () => {
  beforeEach(() => seed({ 'projects/live': storedProject() }));

  it('are written only by the invest function, never by a client', async () => {
    await investAsServer(actors.investor, 'live', 100, { id: appId('inv-1') });
    await investAsServer(actors.investor, 'live', 100, { id: appId('inv-2') });
    expect(await readAsBackend('projects/live/investors/ivy')).toMatchObject({ activeCount: 2, activeAmount: 200 });
    await assertFails(setDoc(doc(dbAs('investor2'), 'projects/live/investors/olivia'), { lastInvestmentId: appId('inv-1') }));
    await assertFails(setDoc(doc(dbAs('investor'), 'projects/live/investors/ivy'), { lastInvestmentId: appId('inv-2') }));
    await assertFails(getDoc(doc(dbAs('investor2'), 'projects/live/investors/ivy')));
  });
});

describe('search tokens are the server’s (functions/src/search)', () => {
  it.each([
    ['the tokens a real title and description produce', projectSearchTokens({ ...sampleContent, creatorName: actors.entrepreneur.name })],
    ['none', []],
    ['a 100 KB token', ['x'.repeat(100_000)]],
  ])('refuses a new project carrying %s', async (_case, searchTokens) => {
    await assertFails(createProjectAs(dbAs('entrepreneur'), appId('new'), newProject('entrepreneur', { searchTokens })));
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), appId('new'), newProject('entrepreneur')));
  });

  it('refuses an edit that writes them', async () => {
    await seed({ 'projects/p': storedProject() });
    const edit = { updatedAt: serverTimestamp() };
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, searchTokens: ['solar'] }));
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'p', { ...edit, title: 'Solar Roofs 2.0' }));
  });
});

describe('profile updates are checked like profile creation', () => {
  beforeEach(() => seed({ 'users/ivy': { email: actors.investor.email, role: 'investor', fullName: 'Ivy', createdAt: when } }));
  const update = (change: Record<string, unknown>) => updateDoc(doc(dbAs('investor'), 'users/ivy'), change);

  it('accepts a valid display name, photo and completion flag', async () => {
    await assertSucceeds(update({ displayName: 'Ivy C.', photoURL: 'https://example.com/ivy.png', profileCompleted: true }));
  });

  it.each([
    ['a javascript: photo', { photoURL: 'javascript:alert(1)' }],
    ['a photo that is not text', { photoURL: 7 }],
    [`a display name over ${DISPLAY_NAME_MAX} characters`, { displayName: 'x'.repeat(DISPLAY_NAME_MAX + 1) }],
    ['a display name that is a map', { displayName: { html: '<b>' } }],
    ['profileCompleted as text', { profileCompleted: 'yes' }],
  ])('denies %s', async (_case, change) => {
    await assertFails(update(change));
  });
});

describe('Recent Investors follow the project’s visibility', () => {
  beforeEach(() =>
    seed({
      'projects/live': storedProject(),
      'projects/draft': storedProject({ approved: false, status: 'pending' }),
      'projects/live/backers/b1': { name: actors.investor.name, amount: 5, createdAt: when },
      'projects/draft/backers/b1': { name: actors.investor.name, amount: 5, createdAt: when },
      'projects/gone/backers/b1': { name: actors.investor.name, amount: 5, createdAt: when },
    }),
  );

  it('are readable where the project is', async () => {
    await assertSucceeds(getDocs(collection(dbAs('other'), 'projects/live/backers')));
    await assertSucceeds(getDocs(collection(dbAs('entrepreneur'), 'projects/draft/backers')));
    await assertSucceeds(getDocs(collection(dbAs('admin'), 'projects/draft/backers')));
  });

  it('are not readable for a pending or deleted project by anyone else', async () => {
    await assertFails(getDocs(collection(dbAs('other'), 'projects/draft/backers')));
    await assertFails(getDoc(doc(dbAs('investor2'), 'projects/draft/backers/b1')));
    await assertFails(getDocs(collection(dbAs('other'), 'projects/gone/backers')));
  });
});

describe('the admin address in any letter case', () => {
  it('is the admin when verified', async () => {
    // The admin's own write (the bookmark) and read (a pending project): approving is the server's.
    await seed({ 'projects/draft': storedProject({ approved: false, status: 'pending' }), 'projects/live': storedProject() });
    await assertSucceeds(getDoc(doc(dbAs('upperAdmin'), 'projects/draft')));
    await assertSucceeds(updateProjectAs(dbAs('upperAdmin'), 'live', { bookmarked: true }));
    await assertFails(updateProjectAs(dbAs('other'), 'live', { bookmarked: true }));
  });
});

describe('an investment does not depend on a cached title', () => {
  beforeEach(() => seed({ 'projects/live': storedProject({ title: 'Renamed after the page loaded' }) }));

  it('is recorded with the title the project has when the server judges it', async () => {
    await investAsServer(actors.investor, 'live', 100, { id: appId('inv-1') });
    expect(await readAsBackend(`investments/${appId('inv-1')}`)).toMatchObject({ projectTitle: 'Renamed after the page loaded' });
  });
});

describe('a verified e-mail address is needed to create a campaign or invest', () => {
  beforeEach(() => seed({ 'projects/live': storedProject() }));

  it('lets verified users do both', async () => {
    await assertSucceeds(createProjectAs(dbAs('other'), appId('new'), newProject('other')));
    await investAsServer(actors.investor, 'live', 100, { id: appId('inv-1') });
  });

  it('denies both to an unverified address', async () => {
    await assertFails(createProjectAs(dbAs('unverified'), appId('new'), newProject('unverified')));
    await assertFails(invest('unverified', 'live', 'inv-1'));
  });
});

describe('reject with a reason, and resubmit', () => {
  beforeEach(() => seed({ 'projects/draft': storedProject({ approved: false, status: 'pending', reviewCount: 0 }) }));

  it('lets the server send a pending project back with a reason, and the creator resubmit it', async () => {
    await sendBackOnServer('draft', 'Please add your team’s experience.');
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), 'projects/draft')));
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/draft')));
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'draft', { status: 'pending' }));
    await sendBackOnServer('draft', 'Still missing.');
    expect(await readAsBackend('projects/draft/private/review')).toMatchObject({ note: 'Still missing.', reviewCount: 2 });
  });

  it('denies sending it back by a client’s write, the admin’s included, and approving or resubmitting out of turn', async () => {
    for (const actor of ['admin', 'entrepreneur', 'fakeAdmin'] as const) await assertFails(sendBackAs(dbAs(actor), 'draft', 'Reason'));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'draft', { status: 'pending', reviewCount: 0 }));
    await seed({ 'projects/draft': storedProject({ approved: false, status: 'changes_requested', reviewCount: 1 }) });
    await assertFails(updateProjectAs(dbAs('admin'), 'draft', { approved: true, status: 'approved' }));
    await assertFails(updateProjectAs(dbAs('other'), 'draft', { status: 'pending' }));
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'draft', { status: 'approved' }));
  });
});
