import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { FOUNDER_CAMPAIGNS_LIMIT } from '@shared/early-reads';
import { actors, dbAs, seed, setupRulesEnv, storedProject } from './rules-env';

// A founder's page (/founders/{uid}): anyone may list a founder's approved cards, with the
// query the page makes (fetchFounderCampaigns); nobody but the founder and the admin may list the rest.
setupRulesEnv();

const erin = actors.entrepreneur.uid;
beforeEach(() =>
  seed({
    'projects/live': storedProject(),
    'projects/waiting': storedProject({ approved: false, status: 'pending' }),
    'projects/sams': storedProject({ creatorId: actors.other.uid, creatorName: actors.other.name }),
  }),
);

/** The founder page's query: approved cards by one founder, newest first, bounded. */
const approvedCardsOf = (db: Firestore, creatorId: string) =>
  query(
    collection(db, 'projectCards'),
    where('approved', '==', true),
    where('creatorId', '==', creatorId),
    orderBy('createdAt', 'desc'),
    limit(FOUNDER_CAMPAIGNS_LIMIT),
  );
const pendingCardsOf = (db: Firestore, creatorId: string) =>
  query(collection(db, 'projectCards'), where('approved', '==', false), where('creatorId', '==', creatorId));
const allCardsOf = (db: Firestore, creatorId: string) => query(collection(db, 'projectCards'), where('creatorId', '==', creatorId));

describe("a founder's page", () => {
  const others = [
    ['a guest', 'guest'],
    ['an investor', 'investor'],
    ['another founder', 'other'],
  ] as const;

  it.each(others)("lets %s list a founder's approved campaigns, and only theirs", async (_label, who) => {
    const cards = await assertSucceeds(getDocs(approvedCardsOf(dbAs(who), erin)));
    expect(cards.docs.map((card) => card.id)).toEqual(['live']);
  });

  it.each(others)("refuses %s listing a founder's pending projects, or all of them", async (_label, who) => {
    await assertFails(getDocs(pendingCardsOf(dbAs(who), erin)));
    await assertFails(getDocs(allCardsOf(dbAs(who), erin)));
  });

  it('lets the founder list all of their own projects', async () => {
    const cards = await assertSucceeds(getDocs(allCardsOf(dbAs('entrepreneur'), erin)));
    expect(cards.docs.map((card) => card.id).sort()).toEqual(['live', 'waiting']);
  });
});
