import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { ENGAGEMENT_LIMITS } from '../../src/features/engagement/api/engagement-limits';
import { dbAs, seed, setupRulesEnv, storedProject, type Actor } from './rules-env';

setupRulesEnv();

const when = new Date(Date.UTC(2026, 9, 2));
const full = Array.from({ length: ENGAGEMENT_LIMITS.following }, (_, n) => `p${n}`);

beforeEach(() =>
  seed({
    'projects/live': storedProject(),
    'projects/other-live': storedProject(),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    'users/ivy/saved/other-live': { savedAt: when },
    'users/ivy/inbox/state': { following: ['other-live'], lastSeenAt: when },
    'users/olivia/inbox/state': { following: full, lastSeenAt: when },
  }),
);

describe('saved projects', () => {
  const save = (actor: Actor, path: string, data: Record<string, unknown> = { savedAt: serverTimestamp() }) =>
    setDoc(doc(dbAs(actor), path), data);

  it('lets a user save an approved project for themselves', async () => {
    await assertSucceeds(save('investor', 'users/ivy/saved/live'));
  });

  it.each([
    ['a pending project', 'users/ivy/saved/draft', undefined],
    ['a project that does not exist', 'users/ivy/saved/nope', undefined],
    ['with a client-chosen date', 'users/ivy/saved/live', { savedAt: when }],
    ['with an extra field', 'users/ivy/saved/live', { savedAt: serverTimestamp(), note: 'x' }],
  ])('denies saving %s', async (_case, path, data) => {
    await assertFails(save('investor', path, data));
  });

  it('keeps the list private to its owner', async () => {
    await assertSucceeds(getDocs(collection(dbAs('investor'), 'users/ivy/saved')));
    for (const actor of ['guest', 'other', 'admin'] as Actor[]) {
      await assertFails(getDocs(collection(dbAs(actor), 'users/ivy/saved')));
      await assertFails(save(actor, 'users/ivy/saved/live'));
      await assertFails(deleteDoc(doc(dbAs(actor), 'users/ivy/saved/other-live')));
    }
    await assertSucceeds(deleteDoc(doc(dbAs('investor'), 'users/ivy/saved/other-live')));
  });

  it('lets unsaving ask whether the user backed the project (their own investments only)', async () => {
    const backed = (actor: Actor, investorId: string) =>
      getDocs(
        query(collection(dbAs(actor), 'investments'), where('investorId', '==', investorId), where('projectId', '==', 'live'), limit(1)),
      );
    await assertSucceeds(backed('investor', 'ivy'));
    await assertFails(backed('other', 'ivy'));
  });

  it('never lets a saved entry be changed', async () => {
    await assertFails(updateDoc(doc(dbAs('investor'), 'users/ivy/saved/other-live'), { savedAt: serverTimestamp() }));
  });
});

describe('the inbox state', () => {
  const state = (actor: Actor, uid = 'ivy') => doc(dbAs(actor), `users/${uid}/inbox/state`);

  it('is read only by its owner', async () => {
    await assertSucceeds(getDoc(state('investor')));
    await assertFails(getDoc(state('other')));
    await assertFails(getDoc(state('admin')));
  });

  it('is created by its owner, following at most one approved project', async () => {
    await assertSucceeds(setDoc(state('other', 'sam'), { following: ['live'], lastSeenAt: serverTimestamp() }));
    await assertFails(setDoc(state('investor', 'sam'), { following: [], lastSeenAt: serverTimestamp() }));
    await assertFails(setDoc(doc(dbAs('other'), 'users/sam/inbox/other'), { following: [], lastSeenAt: serverTimestamp() }));
    await assertFails(setDoc(state('other', 'sam'), { following: ['draft'], lastSeenAt: serverTimestamp() }));
    await assertFails(setDoc(state('other', 'sam'), { following: ['live', 'other-live'], lastSeenAt: serverTimestamp() }));
    await assertFails(setDoc(state('other', 'sam'), { following: [], lastSeenAt: when }));
    await assertFails(setDoc(state('other', 'sam'), { following: [], lastSeenAt: serverTimestamp(), extra: 1 }));
  });

  it('follows one more approved project at a time, at the front, and unfollows freely', async () => {
    await assertSucceeds(updateDoc(state('investor'), { following: ['live', 'other-live'] }));
    await assertFails(updateDoc(state('investor'), { following: ['other-live', 'draft'] }));
    await assertFails(updateDoc(state('investor'), { following: ['draft', 'other-live'] }));
    await assertSucceeds(updateDoc(state('investor'), { following: [] }));
  });

  it(`caps following at ${ENGAGEMENT_LIMITS.following} projects (saved and backed)`, async () => {
    await assertFails(updateDoc(state('investor2', 'olivia'), { following: ['live', ...full] }));
    await assertSucceeds(updateDoc(state('investor2', 'olivia'), { following: ['live', ...full.slice(0, -1)] }));
  });

  it('marks the inbox seen only at the server’s time, and only by its owner', async () => {
    await assertSucceeds(updateDoc(state('investor'), { lastSeenAt: serverTimestamp() }));
    await assertFails(updateDoc(state('investor'), { lastSeenAt: new Date(Date.UTC(2030, 0, 1)) }));
    await assertFails(updateDoc(state('other'), { lastSeenAt: serverTimestamp() }));
    await assertFails(updateDoc(state('investor'), { lastSeenAt: serverTimestamp(), extra: true }));
  });
});
