// The admin's audit trail. The server writes each entry in its action's own transaction
// (functions/src/admin), with the tombstone, the review note or the reporter beside it: no client
// writes any of them, the admin included, nor does the admin make an audited change itself. The
// admin reads every entry, a creator those about their projects; a send-back's reason stays private.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { AUDITED_FIELDS, auditEntryData } from '../../shared/admin/audit-entry';
import {
  type Actor,
  actors,
  adminActionOnServer,
  appId,
  approveAs,
  approveOnServer,
  closeAs,
  closeOnServer,
  dbAs,
  deleteOnServer,
  deleteWithTombstone,
  extendAs,
  extendOnServer,
  removeQuestionAs,
  removeQuestionOnServer,
  removeUpdateAs,
  removeUpdateOnServer,
  sampleContent,
  seed,
  sendBackAs,
  sendBackOnServer,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
} from './rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';

setupRulesEnv();

const DAY = 86_400_000;
const when = new Date(Date.UTC(2026, 9, 1));
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
// Entries' ids of the app's form (the request's crypto.randomUUID).
const [APPROVAL, THEIRS, DISMISSAL, FORGED] = ['approval', 'theirs', 'dismissal', 'forged'].map(
  (name) => appId(name) as ReturnType<typeof crypto.randomUUID>,
);
const CLIENTS: Actor[] = ['admin', 'entrepreneur', 'investor', 'guest'];
const pending = (overrides: Record<string, unknown> = {}) =>
  storedProject({ approved: false, status: 'pending', endsAt: null, ...overrides });
const posted = { projectTitle: sampleContent.title, createdAt: when };

beforeEach(() =>
  seed({
    'projects/draft': pending(),
    'projects/sent': pending(),
    'projects/waiting': pending(),
    'projects/theirs': pending({ creatorId: 'sam' }),
    'projects/gone': storedProject(),
    'projects/live': storedProject(),
    'projects/live/updates/u1': { title: 'News', body: 'Text', projectId: 'live', creatorId: 'erin', updatedAt: when, ...posted },
    'projects/live/reports/ivy': {
      reporterId: 'ivy',
      reporterEmail: actors.investor.email,
      projectId: 'live',
      reason: 'misleading',
      details: '',
      status: 'open',
      ...posted,
    },
    'projects/funded': storedProject({ raised: 100, lastInvestmentId: 'inv-1' }),
    'projects/funded/questions/q1': { text: 'When?', askerKey: askerKeyOf('ivy'), askerName: 'Ivy', projectId: 'funded', ...posted },
  }),
);

/** The server's actions whose writes the tests read and try to overwrite: four about erin's projects, one about sam's. */
async function actOnServer() {
  await adminActionOnServer({ action: 'approve', projectId: 'draft' }, APPROVAL);
  await adminActionOnServer({ action: 'approve', projectId: 'theirs' }, THEIRS);
  await adminActionOnServer({ action: 'dismiss_report', projectId: 'live', reporterId: 'ivy' }, DISMISSAL);
  await sendBackOnServer('sent');
  await deleteOnServer('gone');
}

const list = (actor: Actor, ...constraints: QueryConstraint[]) =>
  getDocs(query(collection(dbAs(actor), 'audit'), ...constraints, orderBy('at', 'desc')));

describe('the entries the server writes', () => {
  beforeEach(actOnServer);

  it('are listed and read by the admin, all of them', async () => {
    expect((await assertSucceeds(list('admin'))).size).toBe(5);
    for (const id of [APPROVAL, THEIRS, DISMISSAL]) await assertSucceeds(getDoc(doc(dbAs('admin'), 'audit', id)));
  });

  it('are listed and read by a creator, those about their own projects and no other', async () => {
    const read = await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), 'audit', APPROVAL)));
    // The admin is named by uid: what the creator reads names no e-mail address.
    expect(read.data()).toMatchObject({ actorUid: 'boss', action: 'approve', projectId: 'draft', creatorId: 'erin' });
    expect(JSON.stringify(read.data())).not.toMatch(/@/);
    expect((await assertSucceeds(list('entrepreneur', where('creatorId', '==', 'erin')))).size).toBe(4);
    expect((await assertSucceeds(list('other', where('creatorId', '==', 'sam')))).size).toBe(1);
    await assertFails(getDoc(doc(dbAs('entrepreneur'), 'audit', THEIRS)));
    await assertFails(list('entrepreneur', where('creatorId', '==', 'sam')));
    await assertFails(list('entrepreneur'));
  });

  it('are read by no member who did not create the project, no guest, and not the admin’s address unverified', async () => {
    for (const actor of ['investor', 'other', 'guest', 'fakeAdmin'] as const) {
      await assertFails(getDoc(doc(dbAs(actor), 'audit', APPROVAL)));
      await assertFails(list(actor, where('creatorId', '==', 'erin')));
    }
  });

  it('keep who reported beside a report’s entry, for the admin alone', async () => {
    const reporter = (actor: Actor) => getDoc(doc(dbAs(actor), 'audit', DISMISSAL, 'private', 'reporter'));
    expect((await assertSucceeds(reporter('admin'))).data()).toEqual({ reporterId: 'ivy' });
    // The project's creator reads the entry, not who reported; nor does the reporter.
    await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), 'audit', DISMISSAL)));
    for (const actor of ['entrepreneur', 'investor', 'guest', 'fakeAdmin'] as const) await assertFails(reporter(actor));
  });
});

describe('no client writes an entry, its reporter, a tombstone or a review note, the admin included', () => {
  beforeEach(actOnServer);

  const forgedEntry = () =>
    auditEntryData(
      {
        action: 'approve',
        projectId: 'waiting',
        projectTitle: sampleContent.title,
        creatorId: 'erin',
        before: AUDITED_FIELDS.approve,
        after: { ...AUDITED_FIELDS.approve, approved: true, status: 'approved' },
      },
      actors.admin.uid,
      serverTimestamp(),
    );
  const review = () => ({ note: 'Add numbers', reviewCount: 1, sentBackAt: serverTimestamp() });
  const writes: Array<[string, (db: Firestore) => Promise<void>]> = [
    ['create an entry', (db) => setDoc(doc(db, 'audit', FORGED), forgedEntry())],
    ['change an entry', (db) => updateDoc(doc(db, 'audit', APPROVAL), { action: 'close' })],
    ['delete an entry', (db) => deleteDoc(doc(db, 'audit', APPROVAL))],
    ['create an entry’s reporter', (db) => setDoc(doc(db, 'audit', APPROVAL, 'private', 'reporter'), { reporterId: 'ivy' })],
    ['change an entry’s reporter', (db) => updateDoc(doc(db, 'audit', DISMISSAL, 'private', 'reporter'), { reporterId: 'sam' })],
    ['delete an entry’s reporter', (db) => deleteDoc(doc(db, 'audit', DISMISSAL, 'private', 'reporter'))],
    ['create a tombstone', (db) => setDoc(doc(db, 'deletedProjects', 'live'), { deletedAt: serverTimestamp(), auditId: APPROVAL })],
    ['change a tombstone', (db) => updateDoc(doc(db, 'deletedProjects', 'gone'), { auditId: APPROVAL })],
    ['delete a tombstone', (db) => deleteDoc(doc(db, 'deletedProjects', 'gone'))],
    ['create a review note', (db) => setDoc(doc(db, 'projects/waiting/private/review'), review())],
    ['change a review note', (db) => updateDoc(doc(db, 'projects/sent/private/review'), { note: 'Never mind' })],
    ['delete a review note', (db) => deleteDoc(doc(db, 'projects/sent/private/review'))],
  ];

  it.each(writes)('refuses to %s', async (_case, write) => {
    for (const actor of CLIENTS) await assertFails(write(dbAs(actor)));
  });
});

describe('the admin’s audited actions are the server’s', () => {
  // Each: the batch the app wrote before the server took the action (its change with its entry), or the
  // admin's write of it, refused; then the server's action on the same state, which goes through.
  it.each([
    ['approve (approveAs)', (db: Firestore) => approveAs(db, 'draft', daysFromNow(30)), () => approveOnServer('draft')],
    ['send back (sendBackAs)', (db: Firestore) => sendBackAs(db, 'draft'), () => sendBackOnServer('draft')],
    ['extend (extendAs)', (db: Firestore) => extendAs(db, 'live', 7, daysFromNow(37)), () => extendOnServer('live', 7)],
    ['close (closeAs)', (db: Firestore) => closeAs(db, 'funded'), () => closeOnServer('funded')],
    ['delete (deleteWithTombstone)', (db: Firestore) => deleteWithTombstone(db, 'live'), () => deleteOnServer('live')],
    [
      'remove a question (removeQuestionAs)',
      (db: Firestore) => removeQuestionAs(db, 'funded', 'q1'),
      () => removeQuestionOnServer('funded', 'q1'),
    ],
    ['remove an update (removeUpdateAs)', (db: Firestore) => removeUpdateAs(db, 'live', 'u1'), () => removeUpdateOnServer('live', 'u1')],
    [
      'dismiss a report',
      (db: Firestore) => updateDoc(doc(db, 'projects/live/reports/ivy'), { status: 'dismissed', handledAt: serverTimestamp() }),
      () => adminActionOnServer({ action: 'dismiss_report', projectId: 'live', reporterId: 'ivy' }),
    ],
  ])('refuses the admin’s own write to %s', async (_case, write, onServer) => {
    await assertFails(write(dbAs('admin')));
    await expect(onServer()).resolves.toMatchObject({ outcome: 'done' });
  });
});

describe('the reason for sending a project back stays private', () => {
  beforeEach(() => sendBackOnServer('draft', 'Private reason'));

  const review = (actor: Actor) => getDoc(doc(dbAs(actor), 'projects/draft/private/review'));
  const expectPrivate = async () => {
    for (const actor of ['entrepreneur', 'admin'] as const) await assertSucceeds(review(actor));
    for (const actor of ['guest', 'investor', 'other', 'fakeAdmin'] as const) await assertFails(review(actor));
  };

  it('is readable by the creator and the admin only, before and after approval, and never on the project or its card', async () => {
    await expectPrivate();
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'draft', { status: 'pending' }));
    await approveOnServer('draft');
    await expectPrivate();
    const cards = await getDocs(query(collection(dbAs('guest'), 'projectCards'), where('approved', '==', true)));
    for (const card of cards.docs) expect(JSON.stringify(card.data())).not.toContain('Private reason');
    expect(JSON.stringify((await getDoc(doc(dbAs('investor'), 'projects/draft'))).data())).not.toContain('Private reason');
  });
});

describe('a closed campaign is frozen', () => {
  beforeEach(() => closeOnServer('funded'));

  it('refuses its creator’s edits of title, description and texts', async () => {
    await assertFails(
      updateProjectAs(dbAs('entrepreneur'), 'funded', {
        title: 'Rewritten',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateProjectAs(dbAs('entrepreneur'), 'funded', {
        risks: 'None',
        updatedAt: serverTimestamp(),
      }),
    );
    // The same edit on a running campaign is allowed.
    await assertSucceeds(
      updateProjectAs(dbAs('entrepreneur'), 'live', {
        title: 'Rewritten',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
