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
  updateDoc,
  where,
} from 'firebase/firestore';
import { ENGAGEMENT_LIMITS } from '../../src/features/engagement/api/engagement-limits';
import { autoId, actors, dbAs, removeUpdateAs, sampleContent, seed, setupRulesEnv, storedProject, type Actor } from './rules-env';

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
const post = (actor: Actor, data: Record<string, unknown>, projectId = 'live') =>
  setDoc(doc(dbAs(actor), `projects/${projectId}/updates`, autoId('new')), data);

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

  it('lets the creator and the admin (with its audit entry, issue 33) delete it, nobody else', async () => {
    await assertFails(deleteDoc(doc(dbAs('investor'), 'projects/live/updates/u1')));
    await assertFails(deleteDoc(doc(dbAs('other'), 'projects/live/updates/u1')));
    await assertFails(deleteDoc(doc(dbAs('fakeAdmin'), 'projects/live/updates/u1')));
    await assertSucceeds(deleteDoc(doc(dbAs('entrepreneur'), 'projects/live/updates/u1')));
    await assertFails(deleteDoc(doc(dbAs('admin'), 'projects/draft/updates/u2')));
    await assertSucceeds(removeUpdateAs(dbAs('admin'), 'draft', 'u2'));
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
