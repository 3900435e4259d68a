// Delete my account: the member takes their name off their investments, receipts and questions
// ("Former member", their address emptied) and deletes their own documents; the money records stay.
// Every allow sits beside the denials around it: another member, a guest, the admin (renaming someone, or
// leaving themselves), a name other than "Former member", a change to any other field, live money.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Bytes, deleteDoc, doc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { FORMER_MEMBER } from '../../src/lib/account-deletion';
import { checkAccountDeletion, deleteMyAccount } from '@/features/account/api/delete-account';
import { askerKeyOf } from '../../src/testing/asker-keys';
import { appFirestoreAs } from './app-client';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import {
  type Actor,
  actors,
  appId,
  asBackend,
  autoId,
  countAsBackend,
  dbAs,
  fromNow,
  HOUR,
  readAsBackend,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
} from './rules-env';

setupRulesEnv();

const when = fromNow(-10 * 24 * HOUR);
const LIVE = appId('da-live');
const GONE = appId('da-gone');
const ENDED = appId('da-ended');
const ANON = appId('da-anon');
const OLIVIA = appId('da-olivia');
const BOSS = appId('da-boss');
const Q_IVY = autoId('da-q-ivy');
const Q_OLIVIA = autoId('da-q-olivia');
const Q_BOSS = autoId('da-q-boss');

const profile = (who: keyof typeof actors, role = 'investor') => ({
  email: actors[who].email,
  role,
  fullName: actors[who].name,
  createdAt: when,
  askerKey: askerKeyOf(actors[who].uid),
});
const investment = (investorId: string, name: string, email: string, projectId: string, extra: Record<string, unknown> = {}) => ({
  projectId,
  projectTitle: 'Solar Roofs for Schools',
  creatorId: 'erin',
  investorId,
  investorEmail: email,
  investorName: name,
  anonymous: false,
  amount: 250,
  createdAt: when,
  status: 'active',
  ...extra,
});
const question = (uid: string, name: string) => ({
  text: 'When do the panels go up?',
  askerKey: askerKeyOf(uid),
  askerName: name,
  askerRole: 'investor',
  projectId: 'ended',
  projectTitle: 'Solar Roofs for Schools',
  createdAt: when,
});

beforeEach(() =>
  seed({
    'users/ivy': profile('investor'),
    'profiles/ivy': { displayName: 'Ivy Chen', bio: '', joinedAt: when },
    'profilePictures/ivy': {
      bytes: Bytes.fromUint8Array(new Uint8Array(100)),
      contentType: 'image/webp',
      width: 256,
      height: 256,
      updatedAt: when,
    },
    'users/ivy/saved/ended': { savedAt: when },
    'users/ivy/inbox/state': { following: ['ended'], lastSeenAt: when },
    'users/olivia': profile('investor2'),
    'users/boss': profile('admin', 'admin'),
    'profiles/boss': { displayName: 'Admin', bio: '', joinedAt: when },
    'users/boss/inbox/state': { following: [], lastSeenAt: when },
    // Running: Ivy's money in it is live. Ended (funded or not): it is not.
    'projects/live': storedProject({ raised: 250, backerCount: 1 }),
    'projects/ended': storedProject({ endsAt: fromNow(-HOUR), raised: 600, backerCount: 3 }),
    [`investments/${LIVE}`]: investment('ivy', 'Ivy Chen', actors.investor.email, 'live'),
    [`investments/${GONE}`]: investment('ivy', 'Ivy Chen', actors.investor.email, 'live', { status: 'cancelled', cancelledAt: when }),
    [`investments/${ENDED}`]: investment('ivy', 'Ivy Chen', actors.investor.email, 'ended'),
    [`investments/${ANON}`]: investment('ivy', 'Ivy Chen', actors.investor.email, 'ended', { anonymous: true, amount: 50 }),
    [`investments/${OLIVIA}`]: investment('olivia', 'Olivia Martins', actors.investor2.email, 'ended', { amount: 200 }),
    [`investments/${BOSS}`]: investment('boss', 'Admin', actors.admin.email, 'ended', { amount: 100 }),
    [`projects/live/backers/${LIVE}`]: { name: 'Ivy Chen', amount: 250, createdAt: when },
    [`projects/ended/backers/${ENDED}`]: { name: 'Ivy Chen', amount: 250, createdAt: when },
    [`projects/ended/backers/${ANON}`]: { name: 'Anonymous investor', amount: 50, createdAt: when },
    [`projects/ended/backers/${OLIVIA}`]: { name: 'Olivia Martins', amount: 200, createdAt: when },
    [`projects/ended/backers/${BOSS}`]: { name: 'Admin', amount: 100, createdAt: when },
    'projects/live/investors/ivy': storedMarker('ivy', LIVE),
    'projects/ended/investors/ivy': storedMarker('ivy', ANON, 2, 300, 1),
    [`projects/ended/questions/${Q_IVY}`]: question('ivy', 'Ivy Chen'),
    [`projects/ended/questions/${Q_OLIVIA}`]: question('olivia', 'Olivia Martins'),
    [`projects/ended/questions/${Q_BOSS}`]: question('boss', 'Admin'),
  }),
);

const anonymised = { investorName: FORMER_MEMBER, investorEmail: '' };
const others: Actor[] = ['investor2', 'guest', 'admin'];

/** An investment and its receipt renamed together, as the app does. */
function renameWithReceipt(db: Firestore, projectId: string, investmentId: string, receiptName = FORMER_MEMBER) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'investments', investmentId), anonymised);
  batch.update(doc(db, 'projects', projectId, 'backers', investmentId), { name: receiptName });
  return batch.commit();
}

describe('an investment: its investor takes their name and address off it', () => {
  it('allows exactly "Former member" and an empty address, on money that is not live (ended, or cancelled)', async () => {
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'investments', ENDED), anonymised));
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'investments', GONE), anonymised));
    expect(await readAsBackend(`investments/${ENDED}`)).toMatchObject({ ...anonymised, amount: 250, status: 'active', investorId: 'ivy' });
  });

  it('refuses another member, a guest and the admin renaming someone', async () => {
    for (const actor of others) await assertFails(updateDoc(doc(dbAs(actor), 'investments', ENDED), anonymised));
  });

  it('refuses a name other than "Former member", a kept address, and any other field', async () => {
    const own = doc(dbAs('investor'), 'investments', ENDED);
    for (const investorName of ['Former Member', 'Someone Else', ''])
      await assertFails(updateDoc(own, { investorName, investorEmail: '' }));
    await assertFails(updateDoc(own, { investorName: FORMER_MEMBER }));
    await assertFails(updateDoc(own, { investorName: FORMER_MEMBER, investorEmail: 'someone@example.com' }));
    await assertFails(updateDoc(own, { ...anonymised, amount: 1 }));
    await assertFails(updateDoc(own, { ...anonymised, investorId: 'olivia' }));
    await assertFails(updateDoc(own, { ...anonymised, status: 'cancelled' }));
    await assertFails(updateDoc(own, { ...anonymised, anonymous: true }));
  });

  it('refuses it while the money is live: Active in a running campaign', async () => {
    await assertFails(updateDoc(doc(dbAs('investor'), 'investments', LIVE), anonymised));
  });

  it("refuses the admin's own: the admin account is never deleted from the app", async () => {
    await assertFails(updateDoc(doc(dbAs('admin'), 'investments', BOSS), anonymised));
  });
});

describe('a receipt: renamed "Former member" with its investment', () => {
  it('allows it in the batch that renames the investment, or after it', async () => {
    await assertSucceeds(renameWithReceipt(dbAs('investor'), 'ended', ENDED));
    expect(await readAsBackend(`projects/ended/backers/${ENDED}`)).toEqual({ name: FORMER_MEMBER, amount: 250, createdAt: when });
    // A second try renames nothing new and is still allowed (the app retries from where it stopped).
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'projects/ended/backers', ENDED), { name: FORMER_MEMBER }));
  });

  it('refuses it before the investment says "Former member" (so never for live money)', async () => {
    await assertFails(updateDoc(doc(dbAs('investor'), 'projects/ended/backers', ENDED), { name: FORMER_MEMBER }));
    await assertFails(renameWithReceipt(dbAs('investor'), 'live', LIVE));
  });

  it('refuses another member, a guest and the admin', async () => {
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'investments', ENDED), anonymised));
    for (const actor of others) await assertFails(updateDoc(doc(dbAs(actor), 'projects/ended/backers', ENDED), { name: FORMER_MEMBER }));
    await assertFails(renameWithReceipt(dbAs('admin'), 'ended', BOSS));
  });

  it('refuses another name, another field, and an anonymous receipt (it stays "Anonymous investor")', async () => {
    await assertFails(renameWithReceipt(dbAs('investor'), 'ended', ENDED, 'Someone Else'));
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'investments', ENDED), anonymised));
    const receipt = doc(dbAs('investor'), 'projects/ended/backers', ENDED);
    await assertFails(updateDoc(receipt, { name: FORMER_MEMBER, amount: 1 }));
    await assertFails(updateDoc(receipt, { name: FORMER_MEMBER, createdAt: fromNow(0) }));
    await assertFails(renameWithReceipt(dbAs('investor'), 'ended', ANON));
  });
});

describe('a question: its asker renames it "Former member"', () => {
  const ivysQuestion = (db: Firestore) => doc(db, 'projects/ended/questions', Q_IVY);

  it('allows the asker (their profile holds its key), and nothing but the name changes', async () => {
    await assertSucceeds(updateDoc(ivysQuestion(dbAs('investor')), { askerName: FORMER_MEMBER }));
    expect(await readAsBackend(`projects/ended/questions/${Q_IVY}`)).toEqual(question('ivy', FORMER_MEMBER));
  });

  it('refuses another member, a guest and the admin renaming it', async () => {
    for (const actor of others) await assertFails(updateDoc(ivysQuestion(dbAs(actor)), { askerName: FORMER_MEMBER }));
    await assertFails(updateDoc(doc(dbAs('investor'), 'projects/ended/questions', Q_OLIVIA), { askerName: FORMER_MEMBER }));
  });

  it('refuses another name or another field', async () => {
    await assertFails(updateDoc(ivysQuestion(dbAs('investor')), { askerName: 'Someone Else' }));
    await assertFails(updateDoc(ivysQuestion(dbAs('investor')), { askerName: FORMER_MEMBER, text: 'Changed' }));
    await assertFails(updateDoc(ivysQuestion(dbAs('investor')), { askerName: FORMER_MEMBER, askerRole: 'member' }));
  });

  it("refuses the admin's own", async () => {
    await assertFails(updateDoc(doc(dbAs('admin'), 'projects/ended/questions', Q_BOSS), { askerName: FORMER_MEMBER }));
  });
});

describe("the member's own documents", () => {
  const paths = ['users/ivy/inbox/state', 'profiles/ivy', 'users/ivy'];

  it('lets the member delete their inbox, public profile and profile', async () => {
    for (const path of paths) await assertSucceeds(deleteDoc(doc(dbAs('investor'), path)));
    for (const path of paths) expect(await readAsBackend(path)).toBeUndefined();
  });

  it('refuses another member, a guest and the admin', async () => {
    for (const actor of others) for (const path of paths) await assertFails(deleteDoc(doc(dbAs(actor), path)));
  });

  it("refuses the admin's own: the admin account is never deleted from the app", async () => {
    for (const path of ['users/boss', 'profiles/boss', 'users/boss/inbox/state']) await assertFails(deleteDoc(doc(dbAs('admin'), path)));
  });
});

describe("the app's Delete my account, through the rules", () => {
  const steps = (db: LiteFirestore) => ({
    uid: 'ivy',
    email: actors.investor.email,
    reauthenticate: vi.fn(() => Promise.resolve()),
    deleteAuthAccount: vi.fn(() => Promise.resolve()),
    firestore: db,
  });

  it('is refused, before any write, while an investment is Active in a running campaign', async () => {
    const run = steps(appFirestoreAs(actors.investor));
    expect(await deleteMyAccount(run)).toEqual({ status: 'refused', reason: expect.stringMatching(/Cancel it first/) });
    expect(run.reauthenticate).not.toHaveBeenCalled();
    expect(await readAsBackend(`investments/${ENDED}`)).toMatchObject({ investorName: 'Ivy Chen' });
  });

  it('refuses a founder whose campaign runs', async () => {
    expect(await checkAccountDeletion('erin', actors.entrepreneur.email, appFirestoreAs(actors.entrepreneur))).toMatch(/still running/);
  });

  it('once cancelled: renames, deletes, keeps the money records, and the Auth account goes last; a retry is harmless', async () => {
    await seed({
      [`investments/${LIVE}`]: investment('ivy', 'Ivy Chen', actors.investor.email, 'live', { status: 'cancelled', cancelledAt: when }),
      'projects/live/investors/ivy': storedMarker('ivy', LIVE, 0, 0, 0),
    });
    await asBackend((db) => deleteDoc(doc(db, `projects/live/backers/${LIVE}`)));
    const run = steps(appFirestoreAs(actors.investor));
    run.deleteAuthAccount.mockImplementation(async () => {
      // Last: everything else is done by then.
      expect(await readAsBackend('users/ivy')).toBeUndefined();
    });
    expect(await deleteMyAccount(run)).toEqual({ status: 'deleted' });
    expect(run.reauthenticate).toHaveBeenCalledOnce();
    expect(run.deleteAuthAccount).toHaveBeenCalledOnce();
    for (const id of [LIVE, GONE, ENDED, ANON])
      expect(await readAsBackend(`investments/${id}`)).toMatchObject({ ...anonymised, investorId: 'ivy' });
    expect(await readAsBackend(`projects/ended/backers/${ENDED}`)).toMatchObject({ name: FORMER_MEMBER, amount: 250 });
    expect(await readAsBackend(`projects/ended/backers/${ANON}`)).toMatchObject({ name: 'Anonymous investor' });
    expect(await readAsBackend(`projects/ended/questions/${Q_IVY}`)).toMatchObject({
      askerName: FORMER_MEMBER,
      text: question('ivy', '').text,
    });
    for (const path of ['users/ivy', 'profiles/ivy', 'profilePictures/ivy', 'users/ivy/inbox/state', 'users/ivy/saved/ended'])
      expect(await readAsBackend(path)).toBeUndefined();
    // Kept: the money records, and everyone else's names.
    expect(await readAsBackend('projects/ended/investors/ivy')).toMatchObject({ activeAmount: 300 });
    expect(await countAsBackend('projects/ended/shards')).toBeGreaterThan(0);
    expect(await readAsBackend(`investments/${OLIVIA}`)).toMatchObject({ investorName: 'Olivia Martins' });
    expect(await readAsBackend(`projects/ended/questions/${Q_OLIVIA}`)).toMatchObject({ askerName: 'Olivia Martins' });
    // A second try (say the Auth account's deletion failed): nothing left to rename, nothing refused.
    expect(await deleteMyAccount(steps(appFirestoreAs(actors.investor)))).toEqual({ status: 'deleted' });
  });
});
