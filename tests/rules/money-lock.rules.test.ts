// No client writes money. Investments, their receipts, the investor markers, the counter
// shards and the 12-month ledger are written by the invest and cancel functions alone (their checks are
// tested in tests/functions); here every client write to them is refused, even the exact documents the
// function would write, and members read what they read before.
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
import { newInvestmentDocuments } from '../../shared/money/new-investment';
import { investorMarkerMove, ledgerMove } from '../../shared/money/moves';
import { dayNumber, shardMove } from '../../shared/money/shards';
import { monthIndex } from '../../shared/money/ledger';
import {
  type Actor,
  actorProfiles,
  actors,
  appId,
  closeOnServer,
  dbAs,
  readAsBackend,
  seed,
  setupRulesEnv,
  storedProject,
} from './rules-env';
import { cancelAsServer, investAsServer } from './server-money';

setupRulesEnv();

const writers = ['investor', 'investor2', 'entrepreneur', 'admin', 'guest'] as const satisfies readonly Actor[];
const ivyFirst = appId('ivy-1');

beforeEach(async () => {
  await seed({ ...actorProfiles(), 'projects/live': storedProject() });
  await investAsServer(actors.investor, 'live', 250, { id: ivyFirst });
  await investAsServer(actors.investor2, 'live', 75, { id: appId('olivia-1') });
});

/** The five documents of a new investment exactly as the invest function writes them, as one client batch. */
function perfectInvestmentBatch(actor: Exclude<Actor, 'guest'>, investmentId: string) {
  const db = dbAs(actor);
  const investor = actors[actor];
  const now = new Date();
  const { investment, receipt } = newInvestmentDocuments(
    {
      projectId: 'live',
      projectTitle: storedProject().title,
      creatorId: 'erin',
      investor: { uid: investor.uid, email: investor.email, name: investor.name },
      amount: 100,
      anonymous: false,
    },
    serverTimestamp(),
  );
  const shard = shardMove(investmentId, { amount: 100, backers: 1, day: dayNumber(now) });
  const { shardId, ...shardFields } = shard;
  return writeBatch(db)
    .set(doc(db, `investments/${investmentId}`), investment)
    .set(doc(db, `projects/live/backers/${investmentId}`), receipt)
    .set(
      doc(db, `projects/live/investors/${investor.uid}`),
      investorMarkerMove({ investorId: investor.uid, investmentId, count: 1, amount: 100, anonymous: false }),
    )
    .set(doc(db, `investorLimits/${investor.uid}`), ledgerMove(investmentId, monthIndex(now), 100))
    .set(doc(db, `projects/live/shards/${shardId}`), shardFields);
}

describe('no client writes money (decision 0080)', () => {
  it('refuses the exact batch the invest function writes, from the investor themselves', async () => {
    await assertFails(perfectInvestmentBatch('investor', appId('ivy-2')).commit());
    await assertFails(perfectInvestmentBatch('other', appId('sam-1')).commit());
    expect(await readAsBackend(`investments/${appId('ivy-2')}`)).toBeUndefined();
  });

  it.each(writers)('refuses %s creating, changing or removing an investment, its receipt, a marker, a shard or a ledger', async (actor) => {
    const db = dbAs(actor);
    const paths = [
      `investments/${ivyFirst}`,
      `projects/live/backers/${ivyFirst}`,
      'projects/live/investors/ivy',
      'projects/live/shards/0',
      'investorLimits/ivy',
    ];
    for (const path of paths) {
      await assertFails(updateDoc(doc(db, path), { amount: 1 }));
      await assertFails(setDoc(doc(db, path), { amount: 1 }, { merge: true }));
      await assertFails(deleteDoc(doc(db, path)));
    }
    // Documents that do not exist yet: a new investment, a first marker, shard and ledger.
    for (const path of [
      `investments/${appId('new')}`,
      `projects/live/backers/${appId('new')}`,
      'projects/live/investors/sam',
      'projects/live/shards/3',
      'investorLimits/sam',
    ])
      await assertFails(setDoc(doc(db, path), { amount: 1, lastInvestmentId: appId('new') }));
  });

  it('refuses a cancellation by its own investor: status, receipt, marker, ledger and shard stay', async () => {
    await assertFails(updateDoc(doc(dbAs('investor'), `investments/${ivyFirst}`), { status: 'cancelled', cancelledAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(dbAs('investor'), `projects/live/backers/${ivyFirst}`)));
    expect(await readAsBackend(`investments/${ivyFirst}`)).toMatchObject({ status: 'active' });
    expect(await readAsBackend(`projects/live/backers/${ivyFirst}`)).toMatchObject({ amount: 250 });
  });

  it('refuses giving the 12-month limit back, the way the clock does for Returned money', async () => {
    await assertFails(updateDoc(doc(dbAs('investor'), `investments/${ivyFirst}`), { limitReleasedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(dbAs('investor'), 'investorLimits/ivy'), ledgerMove(ivyFirst, monthIndex(new Date()), -250)));
  });
});

describe('what members read of the money', () => {
  it('lets investors read their own investments, the creator their project’s, and the admin all', async () => {
    await assertSucceeds(getDoc(doc(dbAs('investor'), `investments/${ivyFirst}`)));
    await assertSucceeds(getDocs(query(collection(dbAs('investor'), 'investments'), where('investorId', '==', 'ivy'))));
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), `investments/${ivyFirst}`)));
    await assertSucceeds(getDocs(collection(dbAs('admin'), 'investments')));
  });

  it("denies reading someone else's investments", async () => {
    await assertFails(getDoc(doc(dbAs('investor2'), `investments/${ivyFirst}`)));
    await assertFails(getDocs(collection(dbAs('investor'), 'investments')));
    await assertFails(getDoc(doc(dbAs('other'), `investments/${ivyFirst}`)));
    await assertFails(getDoc(doc(dbAs('guest'), `investments/${ivyFirst}`)));
    await assertFails(getDocs(collection(dbAs('fakeAdmin'), 'investments')));
  });

  it('shows receipts (Recent Investors) and the shards (Raised) to signed-in readers of the project only', async () => {
    await assertSucceeds(getDocs(collection(dbAs('other'), 'projects/live/backers')));
    await assertSucceeds(getDocs(collection(dbAs('other'), 'projects/live/shards')));
    await assertFails(getDocs(collection(dbAs('guest'), 'projects/live/backers')));
    await assertFails(getDocs(collection(dbAs('guest'), 'projects/live/shards')));
  });

  it('lets an investor read their own marker and ledger, nobody else', async () => {
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/live/investors/ivy')));
    await assertSucceeds(getDocs(query(collection(dbAs('investor'), 'projects/live/investors'), where('investorId', '==', 'ivy'))));
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'investorLimits/ivy')));
    for (const actor of ['investor2', 'entrepreneur', 'admin', 'guest'] as const) {
      await assertFails(getDoc(doc(dbAs(actor), 'projects/live/investors/ivy')));
      await assertFails(getDoc(doc(dbAs(actor), 'investorLimits/ivy')));
    }
  });
});

describe('what a cancellation ends', () => {
  const close = () => closeOnServer('live');

  it('an investor who cancelled every investment no longer reads the campaign once it is closed', async () => {
    await cancelAsServer(actors.investor, ivyFirst);
    expect(await readAsBackend('projects/live/investors/ivy')).toMatchObject({ activeCount: 0, activeAmount: 0 });
    await close();
    await assertFails(getDoc(doc(dbAs('investor'), 'projects/live')));
    await assertFails(getDocs(collection(dbAs('investor'), 'projects/live/backers')));
  });

  it('one who kept an investment still reads it once it is closed', async () => {
    await close();
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/live')));
    await assertSucceeds(getDocs(collection(dbAs('investor'), 'projects/live/backers')));
    await assertFails(getDoc(doc(dbAs('other'), 'projects/live')));
  });
});
