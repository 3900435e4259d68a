import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { ENGAGEMENT_LIMITS } from '../../src/features/engagement/api/engagement-limits';
import {
  autoId,
  actors,
  dbAs,
  readAsBackend,
  removeUpdateAs,
  sampleContent,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
  type Actor,
} from './rules-env';

setupRulesEnv();

const when = new Date(Date.UTC(2026, 9, 2));
const newUpdate = (overrides: Record<string, unknown> = {}) => ({
  title: 'First harvest',
  body: 'We shipped 2 tonnes.\nDetails: https://example.com/report',
  projectId: 'live',
  projectTitle: sampleContent.title,
  creatorId: actors.entrepreneur.uid,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});
const stored = (projectId: string) => ({ ...newUpdate({ projectId }), createdAt: when, updatedAt: when });
const MINUTE = 60_000;
const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
/** The founder's poster document as their first update of a day writes it. */
const tick = (overrides: Record<string, unknown> = {}, lastUpdateId = autoId('new')) => ({
  lastPostedAt: serverTimestamp(),
  windowStart: serverTimestamp(),
  countInWindow: 1,
  lastUpdateId,
  ...overrides,
});
/** An update and its poster document in one batch, as the app writes them (null: without one). */
const post = (
  actor: Actor,
  data: Record<string, unknown>,
  projectId = 'live',
  poster: Record<string, unknown> | null = tick(),
  updateId = autoId('new'),
) => {
  const db = dbAs(actor);
  const batch = writeBatch(db);
  batch.set(doc(db, `projects/${projectId}/updates/${updateId}`), data);
  if (poster) batch.set(doc(db, `projects/${projectId}/posters/${actor === 'guest' ? 'nobody' : actors[actor].uid}`), poster);
  return batch.commit();
};

beforeEach(() =>
  seed({
    'projects/live': storedProject(),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    'projects/live/updates/u1': stored('live'),
    'projects/draft/updates/u2': stored('draft'),
  }),
);

describe('updates: create', () => {
  it('lets the creator of an approved project post one', async () => {
    await assertSucceeds(post('entrepreneur', newUpdate()));
  });

  it.each([
    ['with an empty title', { title: '' }],
    [`with a title over ${ENGAGEMENT_LIMITS.updateTitle} characters`, { title: 'x'.repeat(ENGAGEMENT_LIMITS.updateTitle + 1) }],
    [`with a body over ${ENGAGEMENT_LIMITS.updateBody} characters`, { body: 'x'.repeat(ENGAGEMENT_LIMITS.updateBody + 1) }],
    ['with an empty body', { body: '' }],
    ['with a number as body', { body: 42 }],
    ['for another project id', { projectId: 'draft' }],
    ['under another creator id', { creatorId: 'sam' }],
    ['with a wrong project title', { projectTitle: 'Something else' }],
    ['with a client-chosen createdAt', { createdAt: when }],
    ['with a client-chosen updatedAt', { updatedAt: when }],
    ['with an unknown field', { pinned: true }],
  ])('denies an update %s', async (_case, overrides) => {
    await assertFails(post('entrepreneur', newUpdate(overrides)));
  });

  it.each(['guest', 'investor', 'other', 'admin'] as Actor[])('denies %s posting on someone else’s project', async (actor) => {
    await assertFails(post(actor, newUpdate()));
  });

  it('denies the creator on a project that is not approved', async () => {
    await assertFails(post('entrepreneur', newUpdate({ projectId: 'draft' }), 'draft'));
  });
});

describe('updates: nobody floods the followers’ inboxes', () => {
  const seedPoster = (data: Record<string, unknown>) => seed({ 'projects/live/posters/erin': { lastUpdateId: 'u1', ...data } });

  it('denies an update without its poster document, or with one that is not this update’s', async () => {
    await assertFails(post('entrepreneur', newUpdate(), 'live', null));
    await assertFails(post('entrepreneur', newUpdate(), 'live', tick({}, 'other')));
    await assertFails(post('entrepreneur', newUpdate(), 'live', tick({ lastPostedAt: ago(0) })));
  });

  it('denies a first poster document that does not start at one update now', async () => {
    await assertFails(post('entrepreneur', newUpdate(), 'live', tick({ countInWindow: 2 })));
    await assertFails(post('entrepreneur', newUpdate(), 'live', tick({ windowStart: ago(25 * 60 * MINUTE) })));
  });

  it('denies a second update within a minute, right after the first', async () => {
    await assertSucceeds(post('entrepreneur', newUpdate()));
    const first = (await readAsBackend('projects/live/posters/erin')) as { windowStart: Timestamp };
    await assertFails(
      post(
        'entrepreneur',
        newUpdate(),
        'live',
        tick({ windowStart: first.windowStart, countInWindow: 2 }, autoId('second')),
        autoId('second'),
      ),
    );
    await assertFails(post('entrepreneur', newUpdate(), 'live', tick({}, autoId('second')), autoId('second')));
  });

  it('allows the next update a minute later, counting it in the same day', async () => {
    const windowStart = ago(60 * MINUTE);
    await seedPoster({ lastPostedAt: ago(MINUTE + 5000), windowStart, countInWindow: 3 });
    await assertFails(post('entrepreneur', newUpdate(), 'live', tick({ windowStart, countInWindow: 5 })));
    await assertSucceeds(post('entrepreneur', newUpdate(), 'live', tick({ windowStart, countInWindow: 4 })));
    expect(await readAsBackend('projects/live/posters/erin')).toMatchObject({ countInWindow: 4, lastUpdateId: autoId('new') });
  });

  it('denies an update 50 seconds after the last', async () => {
    const windowStart = ago(60 * MINUTE);
    await seedPoster({ lastPostedAt: ago(50_000), windowStart, countInWindow: 3 });
    await assertFails(post('entrepreneur', newUpdate(), 'live', tick({ windowStart, countInWindow: 4 })));
  });

  it('denies the 11th update of a day, and allows one again 24 hours after the day began', async () => {
    const windowStart = ago(23 * 60 * MINUTE);
    await seedPoster({ lastPostedAt: ago(10 * MINUTE), windowStart, countInWindow: 10 });
    await assertFails(post('entrepreneur', newUpdate(), 'live', tick({ windowStart, countInWindow: 11 })));
    await assertFails(post('entrepreneur', newUpdate()));
    await seedPoster({ lastPostedAt: ago(10 * MINUTE), windowStart: ago(24 * 60 * MINUTE + 5000), countInWindow: 10 });
    await assertSucceeds(post('entrepreneur', newUpdate()));
  });

  // Its lastPostedAt is the page's Last update N days ago, so whoever may read the project reads it.
  it('lets the project’s readers read its founder’s poster document; nobody writes one without an update of theirs, or removes one', async () => {
    await seedPoster({ lastPostedAt: ago(10 * MINUTE), windowStart: ago(60 * MINUTE), countInWindow: 2 });
    for (const actor of ['entrepreneur', 'investor', 'other', 'admin', 'guest'] as Actor[])
      await assertSucceeds(getDoc(doc(dbAs(actor), 'projects/live/posters/erin')));
    await seed({
      'projects/draft/posters/erin': { lastUpdateId: 'u1', lastPostedAt: ago(MINUTE), windowStart: ago(MINUTE), countInWindow: 1 },
      'projects/live/posters/sam': { lastUpdateId: 'u1', lastPostedAt: ago(MINUTE), windowStart: ago(MINUTE), countInWindow: 1 },
    });
    for (const actor of ['entrepreneur', 'admin'] as Actor[]) await assertSucceeds(getDoc(doc(dbAs(actor), 'projects/draft/posters/erin')));
    for (const actor of ['investor', 'other', 'guest'] as Actor[])
      await assertFails(getDoc(doc(dbAs(actor), 'projects/draft/posters/erin')));
    // Not a poster document of someone other than the project's creator (only its own writer reads it).
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/live/posters/sam')));
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'projects/live/posters/erin'), tick({}, 'u1')));
    await assertFails(setDoc(doc(dbAs('other'), 'projects/live/posters/sam'), tick({}, 'nothing')));
    await assertFails(deleteDoc(doc(dbAs('entrepreneur'), 'projects/live/posters/erin')));
  });
});

describe('updates: edit and delete', () => {
  it('lets the creator edit title and body, stamped with the server time', async () => {
    await assertSucceeds(
      updateDoc(doc(dbAs('entrepreneur'), 'projects/live/updates/u1'), { title: 'Edited', body: 'New text', updatedAt: serverTimestamp() }),
    );
  });

  it.each([
    ['without the server time', { title: 'Edited', updatedAt: when }],
    ['moving its date', { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }],
    ['with an empty body', { body: '', updatedAt: serverTimestamp() }],
    [
      `with a title over ${ENGAGEMENT_LIMITS.updateTitle} characters`,
      { title: 'x'.repeat(ENGAGEMENT_LIMITS.updateTitle + 1), updatedAt: serverTimestamp() },
    ],
  ])('denies an edit %s', async (_case, changes) => {
    await assertFails(updateDoc(doc(dbAs('entrepreneur'), 'projects/live/updates/u1'), changes));
  });

  it.each(['investor', 'other', 'admin'] as Actor[])('denies %s editing it', async (actor) => {
    await assertFails(updateDoc(doc(dbAs(actor), 'projects/live/updates/u1'), { title: 'Edited', updatedAt: serverTimestamp() }));
  });

  // The admin removes an update on the server, with its audit entry (functions/src/admin).
  it('lets the creator delete it, nobody else: the admin neither', async () => {
    await assertFails(deleteDoc(doc(dbAs('investor'), 'projects/live/updates/u1')));
    await assertFails(deleteDoc(doc(dbAs('other'), 'projects/live/updates/u1')));
    await assertFails(deleteDoc(doc(dbAs('fakeAdmin'), 'projects/live/updates/u1')));
    await assertFails(deleteDoc(doc(dbAs('admin'), 'projects/live/updates/u1')));
    await assertFails(removeUpdateAs(dbAs('admin'), 'live', 'u1'));
    await assertSucceeds(deleteDoc(doc(dbAs('entrepreneur'), 'projects/live/updates/u1')));
  });
});

describe('updates: read', () => {
  it('shows an approved project’s updates to anyone who can read the project', async () => {
    await assertSucceeds(getDocs(query(collection(dbAs('guest'), 'projects/live/updates'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/live/updates/u1')));
  });

  it('shows a pending project’s updates only to its creator and the admin', async () => {
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), 'projects/draft/updates/u2')));
    await assertSucceeds(getDoc(doc(dbAs('admin'), 'projects/draft/updates/u2')));
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/draft/updates/u2')));
    await assertFails(getDocs(collection(dbAs('guest'), 'projects/draft/updates')));
  });
});

describe('updates: the inbox query across projects', () => {
  const inbox = (actor: Actor, ids: string[]) =>
    getDocs(query(collectionGroup(dbAs(actor), 'updates'), where('projectId', 'in', ids), orderBy('createdAt', 'desc')));

  beforeEach(() => seed({ 'users/ivy/inbox/state': { following: ['live'], lastSeenAt: when } }));

  it('lets a reader list, and count what is new in, the updates of the projects they follow', async () => {
    await assertSucceeds(inbox('investor', ['live']));
    const newer = (ids: string[]) =>
      getCountFromServer(
        query(
          collectionGroup(dbAs('investor'), 'updates'),
          where('projectId', 'in', ids),
          where('createdAt', '>', new Date(0)),
          orderBy('createdAt', 'desc'),
          limit(10),
        ),
      );
    expect((await assertSucceeds(newer(['live']))).data().count).toBe(1);
    await assertFails(newer(['live', 'draft']));
  });

  it('denies asking for a project they do not follow, or for every project', async () => {
    await assertFails(inbox('investor', ['live', 'draft']));
    await assertFails(getDocs(query(collectionGroup(dbAs('investor'), 'updates'), orderBy('createdAt', 'desc'))));
    await assertFails(inbox('other', ['live']));
    await assertFails(inbox('guest', ['live']));
  });
});

// The query across projects checks each project with one look-up, so it takes approved
// projects only; who reads an update is unchanged: those who can read its project, on its page.
describe('updates: the inbox query across projects takes approved projects only', () => {
  const inbox = (actor: Actor, ids: string[]) =>
    getDocs(query(collectionGroup(dbAs(actor), 'updates'), where('projectId', 'in', ids), orderBy('createdAt', 'desc')));
  const onItsPage = (actor: Actor, projectId: string) => getDocs(collection(dbAs(actor), `projects/${projectId}/updates`));
  const followingAll = { following: ['live', 'closed', 'returned', 'gone'], lastSeenAt: when };

  beforeEach(() =>
    seed({
      'projects/closed': storedProject({ approved: false, status: 'closed', closedAt: when, raised: 100, lastInvestmentId: 'x' }),
      'projects/closed/investors/ivy': storedMarker('ivy', 'x', 1, 100),
      'projects/closed/updates/u3': stored('closed'),
      'projects/returned': storedProject({ approved: false, status: 'changes_requested', reviewCount: 1 }),
      'projects/returned/updates/u4': stored('returned'),
      // A deleted project's update (deleting a project leaves its updates).
      'projects/gone/updates/u5': stored('gone'),
      'users/ivy/inbox/state': followingAll,
      'users/erin/inbox/state': followingAll,
      'users/sam/inbox/state': followingAll,
      'users/boss/inbox/state': followingAll,
    }),
  );

  it('lets every member who follows them list the updates of approved projects', async () => {
    for (const actor of ['investor', 'entrepreneur', 'other', 'admin'] as Actor[])
      expect((await assertSucceeds(inbox(actor, ['live']))).size).toBe(1);
  });

  it('refuses a closed project’s updates there, also to its investor, who still reads them on its page', async () => {
    await assertFails(inbox('investor', ['closed']));
    await assertFails(inbox('investor', ['live', 'closed']));
    await assertSucceeds(onItsPage('investor', 'closed'));
    await assertFails(inbox('other', ['closed']));
    await assertFails(onItsPage('other', 'closed'));
    await assertFails(inbox('entrepreneur', ['closed']));
    await assertSucceeds(onItsPage('entrepreneur', 'closed'));
  });

  it('refuses a sent-back project’s updates there, to its creator and the admin too, who read them on its page', async () => {
    for (const actor of ['entrepreneur', 'admin', 'investor'] as Actor[]) await assertFails(inbox(actor, ['returned']));
    await assertSucceeds(onItsPage('entrepreneur', 'returned'));
    await assertSucceeds(onItsPage('admin', 'returned'));
    await assertFails(onItsPage('investor', 'returned'));
  });

  it('refuses a deleted project’s updates there and on its page', async () => {
    for (const actor of ['investor', 'entrepreneur', 'admin'] as Actor[]) await assertFails(inbox(actor, ['gone']));
    for (const actor of ['investor', 'entrepreneur', 'other'] as Actor[]) await assertFails(onItsPage(actor, 'gone'));
  });

  it('counts only what approved followed projects posted', async () => {
    const newer = (ids: string[]) =>
      getCountFromServer(
        query(
          collectionGroup(dbAs('investor'), 'updates'),
          where('projectId', 'in', ids),
          where('createdAt', '>', new Date(0)),
          orderBy('createdAt', 'desc'),
        ),
      );
    expect((await assertSucceeds(newer(['live']))).data().count).toBe(1);
    await assertFails(newer(['live', 'closed']));
    await assertFails(newer(['returned']));
  });
});
