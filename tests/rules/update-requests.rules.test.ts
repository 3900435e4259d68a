import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  serverTimestamp as serverTime,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { askForUpdate } from '../../src/features/engagement/api/update-requests/update-requests-api';
import { fetchHearing, fetchOpenUpdateRequests } from '@/features/engagement/api/update-requests/update-request-queries';
import { appFirestoreAs } from './app-client';
import { countRequestAsServer } from './server-money';
import {
  actorProfiles,
  actors,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
  type Actor,
} from './rules-env';

// Hearing from the founder: a backer (an active investment; not the founder, not a guest) of a
// campaign that ended Funded asks for an update once its founder has posted nothing for 30 days (since the
// last update, or the deadline before the first): one request per backer and round
// (projects/{id}/updateRequests/{uid}), which the server counts in the tally (projects/{id}/updateRequestTally/tally,
// tests/functions/update-request-count.test.ts; here countRequestAsServer runs its code). Posting an update
// starts a new round, which opens 30 days later. No client writes the tally or a request's countedRound.
setupRulesEnv();

const DAY = 86_400_000;
const ago = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);
const GOAL = sampleContent.goal;
// The founder's last update on `funded`, 40 days ago; on `recent`, 10 days ago.
const LAST = ago(40);
const RECENT = ago(10);
const END = ago(45);
const ended = (overrides: Record<string, unknown> = {}) =>
  storedProject({ raised: GOAL + 5000, backerCount: 3, lastInvestmentId: 'x', endsAt: END, raisedSyncedAt: ago(44), ...overrides });
const poster = (at: Timestamp) => ({ lastPostedAt: at, windowStart: at, countInWindow: 1, lastUpdateId: 'u1' });
const markers = (projectId: string) => ({
  [`projects/${projectId}/investors/ivy`]: storedMarker('ivy', 'x'),
  [`projects/${projectId}/investors/olivia`]: storedMarker('olivia', 'y'),
  // Sam's one investment was cancelled; Erin, the founder, invested in her own campaign.
  [`projects/${projectId}/investors/sam`]: storedMarker('sam', 'z', 0, 0, 0),
  [`projects/${projectId}/investors/erin`]: storedMarker('erin', 'w'),
});

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/funded': ended(),
    'projects/funded/posters/erin': poster(LAST),
    ...markers('funded'),
    'projects/recent': ended(),
    'projects/recent/posters/erin': poster(RECENT),
    ...markers('recent'),
    // Never posted: the round is the deadline, 45 days ago.
    'projects/silent': ended(),
    ...markers('silent'),
    // Over its goal, but still running.
    'projects/running': storedProject({ raised: GOAL + 5000, lastInvestmentId: 'x', raisedSyncedAt: ago(1) }),
    ...markers('running'),
    'projects/short': ended({ raised: 100 }),
    'projects/short/posters/erin': poster(LAST),
    ...markers('short'),
  }),
);

type Ask = {
  projectId?: string;
  round?: Timestamp;
  requestedAt?: unknown;
  fields?: Record<string, unknown>;
  as?: string;
};

/** A request, as askForUpdate writes it; counted by the server's code when the rules take it. */
async function ask(db: Firestore, uid: string, options: Ask = {}) {
  const projectId = options.projectId ?? 'funded';
  const member = options.as ?? uid;
  await setDoc(doc(db, 'projects', projectId, 'updateRequests', member), {
    requestedAt: options.requestedAt ?? serverTime(),
    round: options.round ?? LAST,
    ...options.fields,
  });
  await countRequestAsServer(projectId, member);
}

const project = (id: string, endsAt = END) => ({
  id,
  creatorId: 'erin',
  goal: GOAL,
  endsAt: endsAt.toDate(),
  raisedSyncedAt: ago(44).toDate(),
});

describe('a backer of a campaign that ended Funded asks for an update', () => {
  it('asks with the app’s askForUpdate 30 days after the last update; the page then says so, and a second ask is refused', async () => {
    const ivy = appFirestoreAs(actors.investor);
    await askForUpdate(project('funded'), 'ivy', ivy);
    // The asker sees their request counted at once, before the server has counted it.
    expect(await readAsBackend('projects/funded/updateRequestTally/tally')).toBeUndefined();
    expect(await fetchHearing({ id: 'funded', creatorId: 'erin' }, 'ivy', ivy)).toMatchObject({
      tally: { count: 1, round: LAST.toDate() },
    });
    expect(await fetchHearing({ id: 'funded', creatorId: 'erin' }, null, appFirestoreAs(actors.other))).toMatchObject({ tally: null });
    expect(await countRequestAsServer('funded', 'ivy')).toBe(true);
    expect(await readAsBackend('projects/funded/updateRequestTally/tally')).toMatchObject({
      count: 1,
      round: LAST,
      creatorId: 'erin',
      projectId: 'funded',
    });
    const hearing = await fetchHearing({ id: 'funded', creatorId: 'erin' }, 'ivy', ivy);
    expect(hearing).toMatchObject({ backer: true, lastUpdateAt: LAST.toDate(), tally: { count: 1 }, ownRequest: { round: LAST.toDate() } });
    await expect(askForUpdate(project('funded'), 'ivy', ivy)).rejects.toThrow('You already asked for an update');
    await assertFails(ask(dbAs('investor'), 'ivy'));
  });

  it('counts each backer once: a second backer moves the tally to 2', async () => {
    await assertSucceeds(ask(dbAs('investor'), 'ivy'));
    await assertSucceeds(ask(dbAs('investor2'), 'olivia'));
    expect(await readAsBackend('projects/funded/updateRequestTally/tally')).toMatchObject({ count: 2 });
  });

  it('asks after the deadline when the founder never posted (the round is the deadline)', async () => {
    await askForUpdate(project('silent'), 'ivy', appFirestoreAs(actors.investor));
    await countRequestAsServer('silent', 'ivy');
    expect(await readAsBackend('projects/silent/updateRequestTally/tally')).toMatchObject({ count: 1, round: END });
  });

  it('asks again in a new round, 30 days after the founder’s next update: the tally starts again at 1', async () => {
    await assertSucceeds(ask(dbAs('investor'), 'ivy'));
    await assertSucceeds(ask(dbAs('investor2'), 'olivia'));
    const next = ago(31);
    await seed({ 'projects/funded/posters/erin': poster(next) });
    // The founder's update answered the two: the page says so, and their What's new has nothing open.
    const seen = await fetchHearing({ id: 'funded', creatorId: 'erin' }, null, appFirestoreAs(actors.other));
    expect(seen).toMatchObject({ lastUpdateAt: next.toDate(), tally: { count: 2, round: LAST.toDate() } });
    expect(await fetchOpenUpdateRequests(appFirestoreAs(actors.entrepreneur), 'erin')).toEqual([]);
    await assertFails(ask(dbAs('investor'), 'ivy'));
    await assertSucceeds(ask(dbAs('investor'), 'ivy', { round: next }));
    expect(await readAsBackend('projects/funded/updateRequestTally/tally')).toMatchObject({ count: 1, round: next });
  });

  it.each<[string, Actor, string]>([
    ['a member who never invested', 'noDoc', 'newcomer'],
    ['a backer whose investment is cancelled', 'other', 'sam'],
    ['the founder (who invested too)', 'entrepreneur', 'erin'],
  ])('refuses %s', async (_who, actor, uid) => {
    await assertFails(ask(dbAs(actor), uid));
    await expect(askForUpdate(project('funded'), uid, appFirestoreAs(actors[actor as Exclude<Actor, 'guest'>]))).rejects.toThrow();
  });

  it('refuses a guest', async () => {
    await assertFails(ask(dbAs('guest'), 'ivy'));
  });

  it('refuses within 30 days of the last update, and the app says from when', async () => {
    await assertFails(ask(dbAs('investor'), 'ivy', { projectId: 'recent', round: RECENT }));
    await expect(askForUpdate(project('recent'), 'ivy', appFirestoreAs(actors.investor))).rejects.toThrow('You can ask for an update from');
  });

  it('refuses a round other than the founder’s last update', async () => {
    await assertFails(ask(dbAs('investor'), 'ivy', { round: ago(41) }));
    await assertFails(ask(dbAs('investor'), 'ivy', { projectId: 'silent', round: ago(44) }));
  });

  it('refuses a second request in the same round, whenever it comes', async () => {
    await seed({
      'projects/funded/updateRequests/ivy': { requestedAt: ago(35), round: LAST },
      'projects/funded/updateRequestTally/tally': {
        round: LAST,
        count: 1,
        lastRequestAt: ago(35),
        projectId: 'funded',
        projectTitle: sampleContent.title,
        creatorId: 'erin',
      },
    });
    await assertFails(ask(dbAs('investor'), 'ivy'));
    await assertSucceeds(ask(dbAs('investor2'), 'olivia'));
  });

  it('refuses writing another member’s request', async () => {
    await assertFails(ask(dbAs('investor'), 'ivy', { as: 'olivia' }));
  });

  it('refuses a forged time', async () => {
    await assertFails(ask(dbAs('investor'), 'ivy', { requestedAt: Timestamp.now() }));
  });

  it.each([
    ['running', 'running'],
    ['ended short of its goal', 'short'],
  ])('refuses on a campaign %s', async (_what, projectId) => {
    await assertFails(ask(dbAs('investor'), 'ivy', { projectId }));
  });

  it('refuses every write of the tally, and a request that says it was counted', async () => {
    const tally = {
      round: LAST,
      count: 1,
      lastRequestAt: serverTime(),
      projectId: 'funded',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
    };
    for (const actor of ['investor', 'entrepreneur', 'admin'] as const) {
      await assertFails(setDoc(doc(dbAs(actor), 'projects/funded/updateRequestTally/tally'), tally));
      await assertFails(setDoc(doc(dbAs(actor), 'projects/funded/updateRequestTally/other'), tally));
    }
    await assertFails(ask(dbAs('investor'), 'ivy', { fields: { countedRound: LAST } }));
    await assertSucceeds(ask(dbAs('investor'), 'ivy'));
  });

  it('refuses a request with fields of its own', async () => {
    await assertFails(ask(dbAs('investor'), 'ivy', { fields: { note: 'hello' } }));
  });
});

describe('who reads requests and the tally, and nobody removes them', () => {
  beforeEach(() =>
    seed({
      'projects/funded/updateRequests/ivy': { requestedAt: ago(5), round: LAST },
      'projects/funded/updateRequestTally/tally': {
        round: LAST,
        count: 1,
        lastRequestAt: ago(5),
        projectId: 'funded',
        projectTitle: sampleContent.title,
        creatorId: 'erin',
      },
    }),
  );

  it('the backer reads their own request; nobody else reads it, the founder neither', async () => {
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/funded/updateRequests/ivy')));
    for (const actor of ['investor2', 'entrepreneur', 'admin', 'guest'] as const)
      await assertFails(getDoc(doc(dbAs(actor), 'projects/funded/updateRequests/ivy')));
  });

  it('whoever may read the project reads the tally and the founder’s last update, guests included', async () => {
    for (const actor of ['guest', 'other', 'entrepreneur'] as const) {
      await assertSucceeds(getDoc(doc(dbAs(actor), 'projects/funded/updateRequestTally/tally')));
      await assertSucceeds(getDoc(doc(dbAs(actor), 'projects/funded/posters/erin')));
    }
    // Not another member's count of updates, nor a pending project's.
    await seed({
      'projects/funded/posters/sam': poster(LAST),
      'projects/pending': storedProject({ approved: false, status: 'pending', endsAt: null }),
      'projects/pending/posters/erin': poster(LAST),
    });
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/funded/posters/sam')));
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/pending/posters/erin')));
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/pending/updateRequestTally/tally')));
  });

  it('the founder lists their tallies (What’s new: the open ones); nobody lists another founder’s', async () => {
    const open = await fetchOpenUpdateRequests(appFirestoreAs(actors.entrepreneur), 'erin');
    expect(open).toMatchObject([{ projectId: 'funded', count: 1 }]);
    await assertFails(getDocs(query(collectionGroup(dbAs('other'), 'updateRequestTally'), where('creatorId', '==', 'erin'))));
  });

  it('nobody changes or removes a request or the tally', async () => {
    for (const actor of ['investor', 'entrepreneur', 'admin'] as const) {
      await assertFails(updateDoc(doc(dbAs(actor), 'projects/funded/updateRequests/ivy'), { requestedAt: ago(1) }));
      await assertFails(deleteDoc(doc(dbAs(actor), 'projects/funded/updateRequests/ivy')));
      await assertFails(updateDoc(doc(dbAs(actor), 'projects/funded/updateRequestTally/tally'), { count: 0 }));
      await assertFails(deleteDoc(doc(dbAs(actor), 'projects/funded/updateRequestTally/tally')));
    }
  });
});
