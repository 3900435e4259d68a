// Every id a client chooses has the form the app makes (firestore.rules isAutoId,
// isRandomUuid). Before, a question's id had no bound: a member asked under a 1,400-character id, and
// the id of its removal's audit entry (questionAuditId) then passed the entries' 200-character bound,
// so the admin could never remove it. Each refusal below was allowed before, next to the app's own flow.
// The admin's removals and audit entries are the server's now (functions/src/admin): no client writes them.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { createCampaign } from '../../src/features/accountability/api/campaign-writes';
import { askQuestion } from '../../src/features/engagement/api/questions-api';
import { postUpdate } from '../../src/features/engagement/api/updates-api';
import { fileReport } from '../../src/features/reports/api/reports-api';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import { appFirestoreAs } from './app-client';
import {
  actorProfiles,
  actors,
  appId,
  approveAs,
  approveOnServer,
  createProjectAs,
  dbAs,
  readAsBackend,
  removeQuestionAs,
  removeQuestionOnServer,
  removeUpdateAs,
  removeUpdateOnServer,
  sampleContent,
  seed,
  setupRulesEnv,
  storedProject,
} from './rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';

setupRulesEnv();

/** An id of 1,400 characters: Firestore takes it (up to 1,500 bytes), an id built from it does not. */
const LONG = 'x'.repeat(1400);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const AUTO_ID = /^[A-Za-z0-9]{20}$/;
const project = { id: 'live', title: sampleContent.title, creatorId: actors.entrepreneur.uid };
const sam = { uid: actors.other.uid, name: actors.other.name };

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/live': storedProject(),
    'projects/draft': storedProject({ approved: false, status: 'pending', endsAt: null }),
  }),
);

const ids = (path: string) => getDocs(collection(dbAs('admin'), path)).then((page) => page.docs.map((d) => d.id));

/** A question and its asker document in one batch, as askQuestion writes them, under an id the member chose. */
function askUnder(id: string) {
  const db = dbAs('other');
  const batch = writeBatch(db);
  batch.set(doc(db, 'projects/live/questions', id), {
    text: 'When?',
    askerKey: askerKeyOf(sam.uid),
    askerName: sam.name,
    askerRole: 'member',
    projectId: 'live',
    projectTitle: sampleContent.title,
    createdAt: serverTimestamp(),
  });
  batch.set(doc(db, 'projects/live/askers', sam.uid), {
    lastAskedAt: serverTimestamp(),
    windowStart: serverTimestamp(),
    countInWindow: 1,
    lastQuestionId: id,
  });
  return batch.commit();
}

describe('questions: the id is a Firestore auto-id', () => {
  it('refuses a question asked under an id of 1,400 characters, or any id the app does not make', async () => {
    await assertFails(askUnder(LONG));
    await assertFails(askUnder('my-question'));
    await assertFails(askUnder('a'.repeat(21)));
    await assertFails(askUnder('a'.repeat(19)));
    expect(await ids('projects/live/questions')).toEqual([]);
    // The same batch under an auto-id passes: only the id was wrong.
    await assertSucceeds(askUnder('a'.repeat(20)));
  });

  it('lets the app ask a question, and the server (not the admin’s own batch) remove it with its audit entry', async () => {
    await assertSucceeds(askQuestion(project, sam, 'When?', appFirestoreAs(actors.other)));
    const asked = await ids('projects/live/questions');
    expect(asked).toEqual([expect.stringMatching(AUTO_ID)]);
    await assertFails(removeQuestionAs(dbAs('admin'), 'live', asked[0]));
    await removeQuestionOnServer('live', asked[0]);
    expect(await ids('projects/live/questions')).toEqual([]);
    expect((await ids('audit')).filter((id) => id.startsWith(`question-live-${asked[0]}-`))).toHaveLength(1);
  });
});

describe('updates: the id is a Firestore auto-id', () => {
  const update = () => ({
    title: 'News',
    body: 'Text',
    projectId: 'live',
    projectTitle: sampleContent.title,
    creatorId: actors.entrepreneur.uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  it('refuses an update posted under an id of 1,400 characters, or any id the app does not make', async () => {
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'projects/live/updates', LONG), update()));
    await assertFails(setDoc(doc(dbAs('entrepreneur'), 'projects/live/updates/news'), update()));
    expect(await ids('projects/live/updates')).toEqual([]);
    // The app's form, with the founder's count of updates in the same batch, as postUpdate writes it.
    const db = dbAs('entrepreneur');
    const batch = writeBatch(db);
    batch.set(doc(db, 'projects/live/updates', 'b'.repeat(20)), update());
    batch.set(doc(db, 'projects/live/posters', actors.entrepreneur.uid), {
      lastPostedAt: serverTimestamp(),
      windowStart: serverTimestamp(),
      countInWindow: 1,
      lastUpdateId: 'b'.repeat(20),
    });
    await assertSucceeds(batch.commit());
  });

  it('lets the app post an update, and the server (not the admin’s own batch) remove it with its audit entry', async () => {
    await assertSucceeds(
      postUpdate(project, { uid: actors.entrepreneur.uid }, { title: 'News', body: 'Text' }, appFirestoreAs(actors.entrepreneur)),
    );
    const posted = await ids('projects/live/updates');
    expect(posted).toEqual([expect.stringMatching(AUTO_ID)]);
    await assertFails(removeUpdateAs(dbAs('admin'), 'live', posted[0]));
    await removeUpdateOnServer('live', posted[0]);
    expect(await ids('projects/live/updates')).toEqual([]);
    expect((await ids('audit')).filter((id) => id.startsWith(`update-live-${posted[0]}-`))).toHaveLength(1);
  });
});

describe('audit entries: the server’s, under the request’s random UUID', () => {
  it('refuses the admin’s own approval batch even under an id of the app’s form; the server’s approval writes its entry', async () => {
    await assertFails(approveAs(dbAs('admin'), 'draft', new Date(Date.now() + 30 * 86_400_000), { auditId: appId('approve-draft') }));
    expect(await ids('audit')).toEqual([]);
    const { auditId } = await approveOnServer('draft');
    expect(await ids('audit')).toEqual([auditId]);
    expect(auditId).toMatch(UUID);
  });
});

describe('projects: a new project’s id is a random UUID', () => {
  const fields = () => ({
    ...newProjectFields(sampleContent, actors.entrepreneur),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  it('refuses a project created under an id of 1,400 characters, or any id the app does not make', async () => {
    await assertFails(createProjectAs(dbAs('entrepreneur'), LONG, fields()));
    await assertFails(createProjectAs(dbAs('entrepreneur'), 'my-startup', fields()));
    await assertFails(createProjectAs(dbAs('entrepreneur'), appId('my-startup').toUpperCase(), fields()));
    expect((await ids('projects')).sort()).toEqual(['draft', 'live']);
    await assertSucceeds(createProjectAs(dbAs('entrepreneur'), appId('my-startup'), fields()));
  });

  it('lets the app create a project', async () => {
    const id = await createCampaign(sampleContent, { ...actors.entrepreneur, role: 'entrepreneur' }, appFirestoreAs(actors.entrepreneur));
    expect(id).toMatch(UUID);
    expect(await readAsBackend(`projects/${id}`)).toBeDefined();
  });
});

describe('reports: the id is the reporter’s uid', () => {
  it('refuses a report filed under an id of 1,400 characters, and lets the app file one under the uid', async () => {
    await assertFails(
      setDoc(doc(dbAs('other'), 'projects/live/reports', LONG), {
        reporterId: sam.uid,
        reporterEmail: actors.other.email,
        projectId: 'live',
        projectTitle: sampleContent.title,
        reason: 'spam',
        details: '',
        status: 'open',
        createdAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(fileReport(project, actors.other, 'spam', '', appFirestoreAs(actors.other)));
    expect(await ids('projects/live/reports')).toEqual([sam.uid]);
  });
});
