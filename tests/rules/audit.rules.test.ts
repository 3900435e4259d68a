// Issue 24: the admin's audit trail. Each admin action needs its entry in the same batch, each entry
// needs its action, entries record the real before/after and are never changed; and the reason for a
// send-back stays private to the creator and the admin on every status.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import {
  actors,
  appId,
  approveAs,
  auditedUpdateAs,
  closeAs,
  dbAs,
  deleteWithTombstone,
  readAsBackend,
  removeQuestionAs,
  sampleContent,
  seed,
  sendBackAs,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
} from './rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';

setupRulesEnv();

const DAY = 86_400_000;
const when = new Date(Date.UTC(2026, 9, 1));
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
// Audit entries' ids of the app's form (crypto.randomUUID).
const [A1, C1, S1, LONE] = ['a1', 'c1', 's1', 'lone'].map(appId);

beforeEach(() =>
  seed({
    'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }),
    'projects/funded': storedProject({ raised: 100, lastInvestmentId: 'inv-1' }),
    'projects/other': storedProject({ creatorId: 'sam' }),
    'projects/funded/questions/q1': {
      text: 'When?',
      askerKey: askerKeyOf('ivy'),
      askerName: 'Ivy',
      projectId: 'funded',
      projectTitle: sampleContent.title,
      createdAt: when,
    },
  }),
);

describe('every admin action writes its audit entry', () => {
  it('records approve with who, what, which project, before and after, and the server time', async () => {
    await assertSucceeds(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { auditId: A1 }));
    const entry = await readAsBackend(`audit/${A1}`);
    expect(entry).toMatchObject({
      actorUid: 'boss',
      action: 'approve',
      projectId: 'draft',
      creatorId: 'erin',
      before: { approved: false, status: 'pending', endsAt: null },
    });
    expect(entry?.after).toMatchObject({ approved: true, status: 'approved' });
    expect((await readAsBackend('projects/draft'))?.lastAuditId).toBe(A1);
  });

  it('names the admin by uid, never by address: an entry carrying an e-mail address is refused', async () => {
    // The project's creator reads its entries, and there is one admin (adminEmail()), so no address is needed.
    await assertFails(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { entry: { actorEmail: actors.admin.email } }));
    await assertFails(closeAs(dbAs('admin'), 'funded', { entry: { actorEmail: actors.admin.email } }));
    await assertFails(deleteWithTombstone(dbAs('admin'), 'other', { entry: { actorEmail: actors.admin.email } }));
    await assertFails(removeQuestionAs(dbAs('admin'), 'funded', 'q1', { entry: { actorEmail: actors.admin.email } }));
    await assertSucceeds(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { auditId: A1 }));
    await assertSucceeds(closeAs(dbAs('admin'), 'funded', { auditId: C1 }));
    await assertSucceeds(deleteWithTombstone(dbAs('admin'), 'other'));
    await assertSucceeds(removeQuestionAs(dbAs('admin'), 'funded', 'q1'));
    for (const id of [A1, C1])
      expect(Object.keys((await readAsBackend(`audit/${id}`)) ?? {}).sort(), id).toEqual([
        'action',
        'actorUid',
        'after',
        'at',
        'before',
        'creatorId',
        'projectId',
        'projectTitle',
        'subjectId',
      ]);
  });

  it('refuses an action without its entry, and an entry that misstates the action', async () => {
    await assertFails(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { skipEntry: true }));
    await assertFails(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { entry: { action: 'close' } }));
    await assertFails(
      approveAs(dbAs('admin'), 'draft', daysFromNow(30), { entry: { before: { approved: true, status: 'approved', endsAt: null } } }),
    );
    await assertFails(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { entry: { actorUid: 'someone' } }));
    await assertFails(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { entry: { at: when } }));
    await assertFails(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { entry: { creatorId: 'ivy' } }));
    await assertFails(approveAs(dbAs('admin'), 'draft', daysFromNow(30), { entry: { note: 'extra field' } }));
    await assertSucceeds(approveAs(dbAs('admin'), 'draft', daysFromNow(30)));
  });

  it('refuses an entry without its action', async () => {
    const entry = {
      actorUid: 'boss',
      action: 'approve',
      projectId: 'draft',
      projectTitle: sampleContent.title,
      creatorId: 'erin',
      subjectId: 'draft',
      before: {},
      after: {},
      at: serverTimestamp(),
    };
    await assertFails(setDoc(doc(dbAs('admin'), `audit/${LONE}`), entry));
    await assertFails(setDoc(doc(dbAs('admin'), `audit/${LONE}`), { ...entry, action: 'delete', after: {} }));
    await assertFails(setDoc(doc(dbAs('investor'), `audit/${LONE}`), { ...entry, actorUid: 'ivy' }));
  });

  it('records close, send back (with the reason), delete and question removal, each refused without its entry', async () => {
    await assertFails(closeAs(dbAs('admin'), 'funded', { skipEntry: true }));
    await assertSucceeds(closeAs(dbAs('admin'), 'funded', { auditId: C1 }));
    expect((await readAsBackend(`audit/${C1}`))?.after).toMatchObject({ status: 'closed', approved: false });
    await assertFails(sendBackAs(dbAs('admin'), 'draft', 'Numbers', { skipEntry: true }));
    await assertSucceeds(sendBackAs(dbAs('admin'), 'draft', 'Numbers', { auditId: S1 }));
    expect((await readAsBackend(`audit/${S1}`))?.after).toMatchObject({
      status: 'changes_requested',
      reviewCount: 1,
      reviewNote: 'Numbers',
    });
    await assertFails(deleteWithTombstone(dbAs('admin'), 'other', { skipEntry: true }));
    await assertSucceeds(deleteWithTombstone(dbAs('admin'), 'other'));
    await assertFails(removeQuestionAs(dbAs('admin'), 'funded', 'q1', { entryId: appId('made-up') }));
    await assertSucceeds(removeQuestionAs(dbAs('admin'), 'funded', 'q1'));
  });

  it('sends back a running campaign that never took money, not one that did', async () => {
    await seed({ 'projects/live': storedProject() });
    await assertSucceeds(sendBackAs(dbAs('admin'), 'live', 'Misleading claims'));
    await assertFails(sendBackAs(dbAs('admin'), 'funded', 'Misleading claims'));
  });
});

describe('entries are permanent, readable by the admin and the project’s creator', () => {
  beforeEach(() => approveAs(dbAs('admin'), 'draft', daysFromNow(30), { auditId: A1 }));

  it('cannot be edited or deleted by anyone, the admin included', async () => {
    for (const actor of ['admin', 'entrepreneur', 'investor'] as const) {
      await assertFails(updateDoc(doc(dbAs(actor), `audit/${A1}`), { action: 'close' }));
      await assertFails(deleteDoc(doc(dbAs(actor), `audit/${A1}`)));
    }
    // Writing a new action under an existing entry's id is an update: refused.
    await assertFails(closeAs(dbAs('admin'), 'funded', { auditId: A1 }));
  });

  it('lets the admin read all, the creator those about their projects, nobody else any', async () => {
    await assertSucceeds(getDocs(query(collection(dbAs('admin'), 'audit'), orderBy('at', 'desc'))));
    const read = await assertSucceeds(getDoc(doc(dbAs('entrepreneur'), `audit/${A1}`)));
    // What the creator reads names no e-mail address (the admin's least of all).
    expect(JSON.stringify(read.data())).not.toMatch(/@/);
    await assertSucceeds(
      getDocs(
        query(
          collection(dbAs('entrepreneur'), 'audit'),
          where('creatorId', '==', 'erin'),
          where('projectId', '==', 'draft'),
          orderBy('at', 'desc'),
        ),
      ),
    );
    await assertFails(getDocs(collection(dbAs('entrepreneur'), 'audit')));
    for (const actor of ['other', 'investor', 'guest', 'fakeAdmin'] as const) await assertFails(getDoc(doc(dbAs(actor), `audit/${A1}`)));
  });
});

describe('the reason for sending a project back stays private', () => {
  beforeEach(() => sendBackAs(dbAs('admin'), 'draft', 'Private reason'));

  it('is readable by the creator and the admin only, before and after approval, and never on the project or its card', async () => {
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'draft', { status: 'pending' }));
    await assertSucceeds(approveAs(dbAs('admin'), 'draft', daysFromNow(30)));
    for (const actor of ['entrepreneur', 'admin'] as const) await assertSucceeds(getDoc(doc(dbAs(actor), 'projects/draft/private/review')));
    for (const actor of ['guest', 'investor', 'other', 'fakeAdmin'] as const)
      await assertFails(getDoc(doc(dbAs(actor), 'projects/draft/private/review')));
    const cards = await getDocs(query(collection(dbAs('guest'), 'projectCards'), where('approved', '==', true)));
    for (const card of cards.docs) expect(JSON.stringify(card.data())).not.toContain('Private reason');
    expect(JSON.stringify((await getDoc(doc(dbAs('investor'), 'projects/draft'))).data())).not.toContain('Private reason');
  });

  it('refuses a reason on the project or its card, and a review note the admin writes without sending back', async () => {
    await seed({ 'projects/draft2': storedProject({ approved: false, status: 'pending', endsAt: null }) });
    await assertFails(
      auditedUpdateAs(dbAs('admin'), 'draft2', 'send_back', {
        approved: false,
        status: 'changes_requested',
        reviewCount: 1,
        reviewNote: 'On the card',
      }),
    );
    await assertFails(
      auditedUpdateAs(
        dbAs('admin'),
        'draft2',
        'send_back',
        { approved: false, status: 'changes_requested', reviewCount: 1 },
        { skipReview: true },
      ),
    );
    await assertFails(
      setDoc(doc(dbAs('admin'), 'projects/funded/private/review'), { note: 'x', reviewCount: 1, sentBackAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(dbAs('entrepreneur'), 'projects/draft/private/review'), { note: 'mine', reviewCount: 1, sentBackAt: serverTimestamp() }),
    );
  });
});

describe('a closed campaign is frozen', () => {
  beforeEach(() => closeAs(dbAs('admin'), 'funded'));

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
    await seed({ 'projects/live': storedProject() });
    await assertSucceeds(
      updateProjectAs(dbAs('entrepreneur'), 'live', {
        title: 'Rewritten',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
