// Where the features meet: each hole the review found, as an attack that is denied, next to the
// legitimate flow that stays allowed. Every attack here was allowed by the rules before the review.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, getDocs, orderBy, query, serverTimestamp, where } from 'firebase/firestore';
import { fetchInboxSummary, keepReadableFollowing } from '../../src/features/engagement/api/inbox-api';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-items-api';
import { appFirestoreAs } from './app-client';
import {
  actorProfiles,
  type Actor,
  actors,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
  updateProjectAs,
} from './rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';

setupRulesEnv();
// Profiles with names: a new project names its founder, a receipt its investor (isProfileName).
beforeEach(() => seed(actorProfiles()));

const when = new Date(Date.UTC(2026, 9, 2));
const closed = storedProject({ approved: false, status: 'closed', closedAt: when, raised: 250, lastInvestmentId: 'inv-c' });
const update = (projectId: string) => ({
  title: 'News',
  body: 'Text',
  projectId,
  projectTitle: sampleContent.title,
  creatorId: actors.entrepreneur.uid,
  createdAt: when,
  updatedAt: when,
});

describe('the inbox: updates of a project closed or deleted since it was followed', () => {
  const inbox = (actor: Actor, ids: string[]) =>
    getDocs(query(collectionGroup(dbAs(actor), 'updates'), where('projectId', 'in', ids), orderBy('createdAt', 'desc')));
  beforeEach(() =>
    seed({
      'projects/live': storedProject(),
      'projects/live/updates/u1': update('live'),
      'projects/closed': closed,
      'projects/closed/investors/ivy': storedMarker('ivy', 'inv-c'),
      'projects/closed/updates/u2': update('closed'),
      // An approved project that never took money, deleted by the admin: its updates stay behind.
      'deletedProjects/gone': { deletedAt: when },
      'projects/gone/updates/u3': update('gone'),
      // All three followed the projects while they were approved (saved or backed).
      'users/ivy/inbox/state': { following: ['closed', 'live'], lastSeenAt: when },
      'users/olivia/inbox/state': { following: ['closed', 'live'], lastSeenAt: when },
      'users/sam/inbox/state': { following: ['gone', 'live'], lastSeenAt: when },
    }),
  );

  // The query across projects takes approved projects only (a bounded look-up each), so a closed
  // project's updates leave What's new for its investors too, who still read them on its page.
  it('shows every follower the updates of their approved projects; a closed project’s investors read its updates on its page', async () => {
    await assertFails(inbox('investor', ['closed', 'live']));
    await assertSucceeds(inbox('investor', ['live']));
    await assertSucceeds(getDocs(collection(dbAs('investor'), 'projects/closed/updates')));
    await assertSucceeds(inbox('investor2', ['live']));
    await assertSucceeds(inbox('other', ['live']));
  });

  it('denies a closed project’s updates to a follower who did not invest, on either path', async () => {
    await assertFails(inbox('investor2', ['closed']));
    await assertFails(inbox('investor2', ['closed', 'live']));
    await assertFails(getDocs(query(collection(dbAs('investor2'), 'projects/closed/updates'), where('projectId', 'in', ['closed']))));
  });

  it('denies a deleted project’s updates to its followers', async () => {
    await assertFails(inbox('other', ['gone']));
  });

  // The app's inbox as the bell reads it: the summary on every page view (storing the followed list
  // it found readable, as useInboxSummary does), the items when opened.
  async function fetchInbox(uid: string, firestore: Parameters<typeof fetchInboxSummary>[1]) {
    const { state, pruned } = await fetchInboxSummary({ uid: uid, askerKey: askerKeyOf(uid) }, firestore);
    if (pruned) await keepReadableFollowing(uid, state.following, firestore);
    return { state, ...(await fetchInboxItems({ uid: uid, askerKey: askerKeyOf(uid) }, state.following, firestore)) };
  }

  // What is no longer approved leaves What's new, a closed project its investors' too (they hear
  // it was closed from their investment's outcome, and read its updates on its page).
  it('the app’s inbox then stops following what is no longer approved, and shows the rest', async () => {
    const olivia = await fetchInbox('olivia', appFirestoreAs(actors.investor2));
    expect(olivia.updates.map((u) => u.projectId)).toEqual(['live']);
    expect((await readAsBackend('users/olivia/inbox/state'))?.following).toEqual(['live']);
    const sam = await fetchInbox('sam', appFirestoreAs(actors.other));
    expect(sam.state.following).toEqual(['live']);
    const ivy = await fetchInbox('ivy', appFirestoreAs(actors.investor));
    expect(ivy.updates.map((u) => u.projectId)).toEqual(['live']);
    expect((await readAsBackend('users/ivy/inbox/state'))?.following).toEqual(['live']);
  });
});

describe('the campaign length once the deadline is fixed', () => {
  const edit = { updatedAt: serverTimestamp(), durationDays: 45 };
  beforeEach(() =>
    seed({
      'projects/returned': storedProject({
        approved: false,
        status: 'changes_requested',
        endsAt: null,
        reviewNote: 'Add numbers',
        reviewCount: 1,
      }),
      'projects/closed': closed,
    }),
  );

  it('is the creator’s to change while changes are requested (approval sets the deadline from it)', async () => {
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'returned', edit));
  });

  it('is not the creator’s to change on a closed project, whose deadline approval fixed', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'closed', edit));
  });
});
