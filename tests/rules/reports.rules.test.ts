// Members' reports of a project. One open report per member per project, a reason from the
// list and bounded details; private to the reporter and the admin; the admin handles a report on the
// server, with its audit entry (functions/src/admin).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
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
  writeBatch,
} from 'firebase/firestore';
import {
  type Actor,
  actors,
  adminActionOnServer,
  appId,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
} from './rules-env';

setupRulesEnv();

const when = new Date(Date.UTC(2026, 9, 1));
type Signed = Exclude<Actor, 'guest'>;

const report = (actor: Signed, projectId = 'live', overrides: Record<string, unknown> = {}) => ({
  reporterId: actors[actor].uid,
  reporterEmail: actors[actor].email,
  projectId,
  projectTitle: sampleContent.title,
  reason: 'misleading',
  details: 'The numbers do not add up.',
  status: 'open',
  createdAt: serverTimestamp(),
  ...overrides,
});
const file = (actor: Signed, projectId = 'live', overrides: Record<string, unknown> = {}) =>
  setDoc(doc(dbAs(actor), 'projects', projectId, 'reports', actors[actor].uid), report(actor, projectId, overrides));

/** The admin's Dismiss (or acting on it), with its audit entry, as the server runs it (functions/src/admin). */
type RequestId = ReturnType<typeof crypto.randomUUID>;
const HANDLED = appId('handled') as RequestId;
const dismissOnServer = (reporterId: string, requestId?: RequestId) =>
  adminActionOnServer({ action: 'dismiss_report', projectId: 'live', reporterId }, requestId);

/** The batch the app wrote for the admin's handling before the server took it: refused now, the admin's too. */
async function handleAs(actor: Signed, reporterId: string, status: 'dismissed' | 'actioned') {
  const db = dbAs(actor);
  const before = (await readAsBackend(`projects/live/reports/${reporterId}`)) ?? {};
  const batch = writeBatch(db);
  const auditId = appId(`report-${reporterId}-${Math.random()}`);
  batch.set(doc(db, 'audit', auditId), {
    actorUid: actors[actor].uid,
    action: status === 'dismissed' ? 'dismiss_report' : 'action_report',
    projectId: 'live',
    projectTitle: sampleContent.title,
    creatorId: 'erin',
    subjectId: 'live',
    before: { status: before.status, reason: before.reason },
    after: { status },
    at: serverTimestamp(),
  });
  batch.set(doc(db, 'audit', auditId, 'private', 'reporter'), { reporterId });
  batch.update(doc(db, 'projects/live/reports', reporterId), { status, handledAt: serverTimestamp(), auditId });
  return batch.commit();
}

beforeEach(() =>
  seed({
    'projects/live': storedProject(),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    'projects/closed': storedProject({ approved: false, status: 'closed', closedAt: when, raised: 100, lastInvestmentId: 'inv-1' }),
    'projects/closed/investors/ivy': storedMarker('ivy', 'inv-1'),
  }),
);

describe('filing a report', () => {
  it('lets a signed-in, verified member report a project they can read and did not create', async () => {
    await assertSucceeds(file('investor'));
    await assertSucceeds(file('other', 'live', { reason: 'other', details: '' }));
    await assertSucceeds(file('investor', 'closed'));
  });

  it('denies the creator, a guest, an unverified address, someone else’s id, and projects the reporter cannot see', async () => {
    await assertFails(file('entrepreneur'));
    await assertFails(setDoc(doc(dbAs('guest'), 'projects/live/reports/nobody'), report('investor')));
    await assertFails(file('unverified'));
    await assertFails(setDoc(doc(dbAs('investor'), 'projects/live/reports/olivia'), report('investor')));
    await assertFails(file('investor', 'draft'));
    await assertFails(file('other', 'closed'));
  });

  it.each([
    ['a reason off the list', { reason: 'boring' }],
    ['details over 1,000 characters', { details: 'x'.repeat(1001) }],
    ['details that are not text', { details: 5 }],
    ['a status other than open', { status: 'dismissed' }],
    ['a made-up time', { createdAt: when }],
    ['a wrong title', { projectTitle: 'Other' }],
    ['an extra field', { urgent: true }],
  ])('denies %s', async (_case, overrides) => {
    await assertFails(file('investor', 'live', overrides));
  });

  it('keeps one open report per member per project; a handled one may be filed again', async () => {
    await assertSucceeds(file('investor'));
    await assertFails(file('investor', 'live', { reason: 'fraud' }));
    await dismissOnServer('ivy');
    await assertSucceeds(file('investor', 'live', { reason: 'fraud' }));
  });
});

describe('reading reports', () => {
  beforeEach(async () => {
    await file('investor');
    await file('other');
  });

  it('shows a report to its reporter and the admin only', async () => {
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/live/reports/ivy')));
    await assertSucceeds(getDoc(doc(dbAs('admin'), 'projects/live/reports/ivy')));
    for (const actor of ['entrepreneur', 'other', 'guest', 'fakeAdmin'] as const)
      await assertFails(getDoc(doc(dbAs(actor), 'projects/live/reports/ivy')));
  });

  it('lets the admin list open reports across projects, a member only their own', async () => {
    await assertSucceeds(
      getDocs(query(collectionGroup(dbAs('admin'), 'reports'), where('status', '==', 'open'), orderBy('createdAt', 'desc'))),
    );
    await assertSucceeds(getDocs(query(collectionGroup(dbAs('investor'), 'reports'), where('reporterId', '==', 'ivy'))));
    await assertFails(getDocs(collectionGroup(dbAs('investor'), 'reports')));
    await assertFails(getDocs(collection(dbAs('entrepreneur'), 'projects/live/reports')));
  });
});

describe('handling a report', () => {
  beforeEach(() => file('investor'));

  it('denies the admin dismissing or acting on a report by a client write, and anyone else', async () => {
    await assertFails(handleAs('admin', 'ivy', 'dismissed'));
    await assertFails(handleAs('admin', 'ivy', 'actioned'));
    await assertFails(updateDoc(doc(dbAs('admin'), 'projects/live/reports/ivy'), { status: 'dismissed' }));
    for (const actor of ['entrepreneur', 'investor', 'other', 'fakeAdmin'] as const) await assertFails(handleAs(actor, 'ivy', 'dismissed'));
    expect((await readAsBackend('projects/live/reports/ivy'))?.status).toBe('open');
  });

  // The project's creator reads the entry (History), so it names the project, never the
  // reporter; who reported is in the entry's private/reporter, which only the admin reads.
  it('keeps the reporter out of the entry the creator reads', async () => {
    await dismissOnServer('ivy', HANDLED);
    const history = await getDocs(query(collection(dbAs('entrepreneur'), 'audit'), where('creatorId', '==', 'erin')));
    expect(history.docs.map((entry) => entry.id)).toEqual([HANDLED]);
    expect(JSON.stringify(history.docs[0].data())).not.toMatch(/ivy/);
    await assertFails(getDoc(doc(dbAs('entrepreneur'), `audit/${HANDLED}/private/reporter`)));
    await assertFails(getDoc(doc(dbAs('investor'), `audit/${HANDLED}/private/reporter`)));
    expect((await getDoc(doc(dbAs('admin'), `audit/${HANDLED}/private/reporter`))).data()).toEqual({ reporterId: 'ivy' });
  });

  it('denies every client write of an entry’s private/reporter, the admin’s too', async () => {
    await assertFails(setDoc(doc(dbAs('admin'), 'audit/alone/private/reporter'), { reporterId: 'ivy' }));
    await dismissOnServer('ivy', HANDLED);
    await assertFails(setDoc(doc(dbAs('admin'), `audit/${HANDLED}/private/reporter`), { reporterId: 'sam' }));
    await assertFails(deleteDoc(doc(dbAs('admin'), `audit/${HANDLED}/private/reporter`)));
  });

  it('lets nobody change a report’s text or delete it', async () => {
    await assertFails(updateDoc(doc(dbAs('investor'), 'projects/live/reports/ivy'), { details: 'Changed' }));
    await assertFails(updateDoc(doc(dbAs('admin'), 'projects/live/reports/ivy'), { details: 'Changed' }));
    for (const actor of ['investor', 'admin'] as const) await assertFails(deleteDoc(doc(dbAs(actor), 'projects/live/reports/ivy')));
  });
});
