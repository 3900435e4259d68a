import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { ENGAGEMENT_LIMITS } from '../../src/features/engagement/api/engagement-limits';
import { askQuestion } from '../../src/features/engagement/api/questions-api';
import { appFirestoreAs } from './app-client';
import {
  actors,
  dbAs,
  readAsBackend,
  removeQuestionAs,
  sampleContent,
  seed,
  setupRulesEnv,
  storedMarker,
  storedProject,
  type Actor,
  autoId,
} from './rules-env';
import { askerKeyOf } from '../../src/testing/asker-keys';

setupRulesEnv();

const when = new Date(Date.UTC(2026, 9, 2));
const newQuestion = (overrides: Record<string, unknown> = {}) => ({
  text: 'When do you expect the first harvest?',
  askerKey: askerKeyOf(actors.investor.uid),
  askerName: 'Ivy',
  askerRole: 'investor',
  projectId: 'live',
  projectTitle: sampleContent.title,
  createdAt: serverTimestamp(),
  ...overrides,
});
const stored = { ...newQuestion(), createdAt: when };
const MINUTE = 60_000;
const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
/** The asker document as a first question writes it. */
const firstTick = (questionId = autoId('new')) => ({
  lastAskedAt: serverTimestamp(),
  windowStart: serverTimestamp(),
  countInWindow: 1,
  lastQuestionId: questionId,
});

/** A question and its asker document in one batch, as the app writes them. */
function ask(
  actor: Actor,
  data: Record<string, unknown>,
  projectId = 'live',
  id = autoId('new'),
  tick: Record<string, unknown> | null = firstTick(id),
) {
  const db = dbAs(actor);
  const batch = writeBatch(db);
  batch.set(doc(db, `projects/${projectId}/questions/${id}`), data);
  if (tick) batch.set(doc(db, `projects/${projectId}/askers/${actor === 'guest' ? 'nobody' : actors[actor].uid}`), tick);
  return batch.commit();
}
const answer = (actor: Actor, changes: Record<string, unknown>, id = 'open') =>
  updateDoc(doc(dbAs(actor), `projects/live/questions/${id}`), changes);

beforeEach(() =>
  seed({
    'users/ivy': { email: actors.investor.email, role: 'investor', fullName: 'Ivy', createdAt: when, askerKey: askerKeyOf('ivy') },
    'users/sam': { email: actors.other.email, role: 'entrepreneur', displayName: 'Sam', createdAt: when, askerKey: askerKeyOf('sam') },
    'users/erin': {
      email: actors.entrepreneur.email,
      role: 'entrepreneur',
      fullName: 'Erin',
      createdAt: when,
      askerKey: askerKeyOf('erin'),
    },
    'users/una': { email: actors.unverified.email, role: 'investor', fullName: 'Una', createdAt: when, askerKey: askerKeyOf('una') },
    'users/mallory': {
      email: actors.fakeAdmin.email,
      role: 'investor',
      fullName: 'Admin',
      createdAt: when,
      askerKey: askerKeyOf('mallory'),
    },
    'projects/live': storedProject(),
    'projects/live/investors/ivy': storedMarker('ivy', 'inv-ivy'),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    'projects/live/questions/open': stored,
    'projects/live/questions/answered': { ...stored, answer: 'In May.', answeredAt: when },
    'projects/draft/questions/q': { ...stored, projectId: 'draft' },
  }),
);

describe('questions: ask', () => {
  it('lets a verified member ask under their own display name and role', async () => {
    await assertSucceeds(ask('investor', newQuestion()));
    await assertSucceeds(
      ask('other', newQuestion({ askerKey: askerKeyOf('sam'), askerName: 'Sam', askerRole: 'member' }), 'live', autoId('new2')),
    );
  });

  // A key the member chose could be another member's, read off that member's questions.
  it('refuses any browser’s write of an asker key: on a profile without one, at its creation, or a change', async () => {
    await seed({ 'users/ivy': { email: actors.investor.email, role: 'investor', fullName: 'Ivy', createdAt: when } });
    const db = dbAs('investor');
    await assertFails(updateDoc(doc(db, 'users/ivy'), { askerKey: askerKeyOf('sam') }));
    await assertFails(updateDoc(doc(db, 'users/ivy'), { askerKey: crypto.randomUUID() }));
    await assertSucceeds(updateDoc(doc(db, 'users/ivy'), { fullName: 'Ivy Chen' }));
    const newcomer = { email: actors.noDoc.email, role: 'investor', fullName: 'New', createdAt: serverTimestamp() };
    await assertFails(setDoc(doc(dbAs('noDoc'), 'users/newcomer'), { ...newcomer, askerKey: crypto.randomUUID() }));
    await assertSucceeds(setDoc(doc(dbAs('noDoc'), 'users/newcomer'), newcomer));
    // The key the server gave stays as it is: not changed, not removed, by its member or anyone.
    await assertFails(updateDoc(doc(dbAs('other'), 'users/sam'), { askerKey: crypto.randomUUID() }));
    await assertFails(updateDoc(doc(dbAs('other'), 'users/sam'), { askerKey: deleteField() }));
    await assertFails(updateDoc(doc(dbAs('other'), 'users/ivy'), { askerKey: askerKeyOf('ivy') }));
  });

  it('a member without a key cannot take another member’s: nor rename, ask as, or list their questions, on a closed campaign either', async () => {
    await seed({
      'users/ivy': { email: actors.investor.email, role: 'investor', fullName: 'Ivy', createdAt: when },
      'projects/live/questions/sams': { ...stored, askerKey: askerKeyOf('sam'), askerName: 'Sam', askerRole: 'member' },
      'projects/closed': storedProject({ approved: false, status: 'closed', closedAt: when }),
      'projects/closed/questions/sams': {
        ...stored,
        projectId: 'closed',
        askerKey: askerKeyOf('sam'),
        askerName: 'Sam',
        askerRole: 'member',
      },
    });
    const db = dbAs('investor');
    await assertFails(updateDoc(doc(db, 'users/ivy'), { askerKey: askerKeyOf('sam') }));
    const takeAndAsk = writeBatch(db);
    takeAndAsk.update(doc(db, 'users/ivy'), { askerKey: askerKeyOf('sam') });
    takeAndAsk.set(
      doc(db, `projects/live/questions/${autoId('new')}`),
      newQuestion({ askerKey: askerKeyOf('sam'), askerRole: 'investor' }),
    );
    takeAndAsk.set(doc(db, 'projects/live/askers/ivy'), firstTick());
    await assertFails(takeAndAsk.commit());
    await assertFails(ask('investor', newQuestion({ askerKey: askerKeyOf('sam') })));
    await assertFails(ask('investor', newQuestion()));
    await assertFails(updateDoc(doc(db, 'projects/live/questions/sams'), { askerName: 'Former member' }));
    await assertFails(getDocs(query(collectionGroup(db, 'questions'), where('askerKey', '==', askerKeyOf('sam')))));
    await assertFails(getDoc(doc(db, 'projects/closed/questions/sams')));
    expect((await readAsBackend('users/ivy'))?.askerKey).toBeUndefined();
    expect((await readAsBackend('projects/live/questions/sams'))?.askerName).toBe('Sam');
    // Sam himself still renames and lists his own.
    await assertSucceeds(getDocs(query(collectionGroup(dbAs('other'), 'questions'), where('askerKey', '==', askerKeyOf('sam')))));
    await assertSucceeds(updateDoc(doc(dbAs('other'), 'projects/closed/questions/sams'), { askerName: 'Former member' }));
  });

  it('asks a first question once the server has given the key, under that key alone', async () => {
    await seed({ 'users/ivy': { email: actors.investor.email, role: 'investor', fullName: 'Ivy', createdAt: when } });
    await assertFails(ask('investor', newQuestion()));
    await seed({
      'users/ivy': { email: actors.investor.email, role: 'investor', fullName: 'Ivy', createdAt: when, askerKey: askerKeyOf('ivy') },
    });
    await assertFails(ask('investor', newQuestion({ askerKey: crypto.randomUUID() })));
    await assertSucceeds(ask('investor', newQuestion()));
  });

  it('lets the creator post a question as Founder', async () => {
    await assertSucceeds(ask('entrepreneur', newQuestion({ askerKey: askerKeyOf('erin'), askerName: 'Erin', askerRole: 'founder' })));
  });

  it.each([
    ['with an empty text', { text: '' }],
    [`over ${ENGAGEMENT_LIMITS.question} characters`, { text: 'x'.repeat(ENGAGEMENT_LIMITS.question + 1) }],
    ['under someone else’s id', { askerKey: askerKeyOf('sam') }],
    ['under someone else’s name', { askerName: 'Erin' }],
    ['under their e-mail', { askerName: actors.investor.email }],
    ['under their name with a space added', { askerName: 'Ivy ' }],
    ['as a member, being an investor', { askerRole: 'member' }],
    ['as the founder, being an investor', { askerRole: 'founder' }],
    ['without a role', { askerRole: undefined }],
    ['with a wrong project title', { projectTitle: 'Other' }],
    ['for another project id', { projectId: 'draft' }],
    ['with a client-chosen date', { createdAt: when }],
    ['already answered', { answer: 'Yes', answeredAt: serverTimestamp() }],
  ])('denies a question %s', async (_case, overrides) => {
    const data = Object.fromEntries(Object.entries(newQuestion(overrides)).filter(([, value]) => value !== undefined));
    await assertFails(ask('investor', data));
  });

  it('denies claiming Investor or Founder without being one', async () => {
    const sam = { askerKey: askerKeyOf('sam'), askerName: 'Sam' };
    await assertFails(ask('other', newQuestion({ ...sam, askerRole: 'investor' })));
    await assertFails(ask('other', newQuestion({ ...sam, askerRole: 'founder' })));
    await assertFails(ask('entrepreneur', newQuestion({ askerKey: askerKeyOf('erin'), askerName: 'Erin', askerRole: 'member' })));
  });

  // The badge would tell everyone that an anonymous investor invested.
  it('gives the Investor badge only to an investor shown by name: one whose every investment here is anonymous asks as Member', async () => {
    const sam = { askerKey: askerKeyOf('sam'), askerName: 'Sam' };
    await seed({ 'projects/live/investors/sam': storedMarker('sam', 'inv-sam', 2, 500, 0) });
    await assertFails(ask('other', newQuestion({ ...sam, askerRole: 'investor' })));
    await assertSucceeds(ask('other', newQuestion({ ...sam, askerRole: 'member' })));
    // A marker from before namedCount counts no investment by name until it is backfilled.
    await seed({ 'projects/live/investors/ivy': { investorId: 'ivy', lastInvestmentId: 'inv-ivy', activeCount: 1, activeAmount: 250 } });
    await assertFails(ask('investor', newQuestion()));
    await seed({ 'projects/live/investors/ivy': storedMarker('ivy', 'inv-ivy', 2, 500, 1) });
    await assertSucceeds(ask('investor', newQuestion(), 'live', autoId('by-name')));
  });

  it('asks through the app as Member for an investor whose every investment here is anonymous', async () => {
    await seed({ 'projects/live/investors/ivy': storedMarker('ivy', 'inv-ivy', 1, 250, 0) });
    const project = { id: 'live', title: sampleContent.title, creatorId: 'erin' };
    await askQuestion(project, { uid: 'ivy', name: 'Ivy' }, 'Is it anonymous?', appFirestoreAs(actors.investor));
    const asked = await getDocs(query(collection(dbAs('investor'), 'projects/live/questions'), where('text', '==', 'Is it anonymous?')));
    expect(asked.docs.map((question) => question.data().askerRole)).toEqual(['member']);
  });

  it('denies unverified addresses, signed-out visitors, users without a profile and pending projects', async () => {
    await assertFails(ask('unverified', newQuestion({ askerKey: askerKeyOf('una'), askerName: 'Una', askerRole: 'member' })));
    await assertFails(ask('guest', newQuestion()));
    await assertFails(ask('noDoc', newQuestion({ askerKey: askerKeyOf('newcomer'), askerName: 'New', askerRole: 'member' })));
    await assertFails(ask('investor', newQuestion({ projectId: 'draft' }), 'draft'));
  });

  it('denies a reserved name even when the profile holds it, except the verified admin’s Admin', async () => {
    await seed({
      'users/sam': {
        email: actors.other.email,
        role: 'entrepreneur',
        fullName: 'StartupFund Support',
        createdAt: when,
        askerKey: askerKeyOf('sam'),
      },
    });
    await assertFails(ask('other', newQuestion({ askerKey: askerKeyOf('sam'), askerName: 'StartupFund Support', askerRole: 'member' })));
    await seed({
      'users/boss': { email: actors.admin.email, role: 'admin', fullName: 'Admin', createdAt: when, askerKey: askerKeyOf('boss') },
    });
    await assertSucceeds(ask('admin', newQuestion({ askerKey: askerKeyOf('boss'), askerName: 'Admin', askerRole: 'member' })));
  });

  it('accepts the trimmed name of a profile stored before names were trimmed (a Google name with spaces)', async () => {
    await seed({
      'users/sam': {
        email: actors.other.email,
        role: 'entrepreneur',
        fullName: '  Sam Okafor ',
        createdAt: when,
        askerKey: askerKeyOf('sam'),
      },
    });
    await assertFails(ask('other', newQuestion({ askerKey: askerKeyOf('sam'), askerName: '  Sam Okafor ', askerRole: 'member' })));
    await assertSucceeds(ask('other', newQuestion({ askerKey: askerKeyOf('sam'), askerName: 'Sam Okafor', askerRole: 'member' })));
  });

  it('keeps the name a question was asked under after the asker renames; new ones take the new name', async () => {
    await assertSucceeds(updateDoc(doc(dbAs('investor'), 'users/ivy'), { fullName: 'Ivy Chen' }));
    expect((await readAsBackend('projects/live/questions/open'))?.askerName).toBe('Ivy');
    await assertFails(answer('investor', { askerName: 'Ivy Chen' }));
    await assertFails(ask('investor', newQuestion({ askerName: 'Ivy' })));
    await assertSucceeds(ask('investor', newQuestion({ askerName: 'Ivy Chen' })));
  });
});

describe('questions: nobody floods a project', () => {
  const tick = (overrides: Record<string, unknown>, id = autoId('new')) => ({ ...firstTick(id), ...overrides });
  const seedAsker = (data: Record<string, unknown>) => seed({ 'projects/live/askers/ivy': { lastQuestionId: 'open', ...data } });

  it('denies a question without its asker document, or with one that is not this question’s', async () => {
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), null));
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({}, autoId('other-id'))));
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({ lastAskedAt: ago(0) })));
  });

  it('denies a first asker document that does not start at one question now', async () => {
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({ countInWindow: 0 })));
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({ windowStart: ago(25 * 60 * MINUTE) })));
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({ extra: true })));
  });

  it('denies a second question within a minute, right after the first', async () => {
    await assertSucceeds(ask('investor', newQuestion()));
    const second = (await readAsBackend('projects/live/askers/ivy')) as { windowStart: Timestamp };
    await assertFails(
      ask('investor', newQuestion(), 'live', autoId('again'), tick({ windowStart: second.windowStart, countInWindow: 2 }, autoId('again'))),
    );
    await assertFails(ask('investor', newQuestion(), 'live', autoId('again'), tick({}, autoId('again'))));
  });

  it('allows the next question a minute later, counting it in the same day', async () => {
    const windowStart = ago(60 * MINUTE);
    await seedAsker({ lastAskedAt: ago(MINUTE + 5000), windowStart, countInWindow: 3 });
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({ windowStart, countInWindow: 3 })));
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({ windowStart, countInWindow: 1 })));
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({})));
    await assertSucceeds(ask('investor', newQuestion(), 'live', autoId('new'), tick({ windowStart, countInWindow: 4 })));
  });

  it('denies a question 50 seconds after the last', async () => {
    const windowStart = ago(60 * MINUTE);
    await seedAsker({ lastAskedAt: ago(50_000), windowStart, countInWindow: 3 });
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({ windowStart, countInWindow: 4 })));
  });

  it('denies the 21st question of a day, and starts a new day 24 hours after the first', async () => {
    const windowStart = ago(23 * 60 * MINUTE);
    await seedAsker({ lastAskedAt: ago(10 * MINUTE), windowStart, countInWindow: 20 });
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({ windowStart, countInWindow: 21 })));
    await assertFails(ask('investor', newQuestion(), 'live', autoId('new'), tick({})));

    await seedAsker({ lastAskedAt: ago(10 * MINUTE), windowStart: ago(24 * 60 * MINUTE + 5000), countInWindow: 20 });
    await assertSucceeds(ask('investor', newQuestion(), 'live', autoId('new'), tick({})));
  });

  it('lets only its member read an asker document; nobody writes one without a question, or removes one', async () => {
    await seedAsker({ lastAskedAt: ago(10 * MINUTE), windowStart: ago(60 * MINUTE), countInWindow: 2 });
    await assertSucceeds(getDoc(doc(dbAs('investor'), 'projects/live/askers/ivy')));
    for (const actor of ['other', 'entrepreneur', 'admin', 'guest'] as Actor[])
      await assertFails(getDoc(doc(dbAs(actor), 'projects/live/askers/ivy')));
    await assertFails(setDoc(doc(dbAs('investor'), 'projects/live/askers/ivy'), tick({}, 'open')));
    await assertFails(setDoc(doc(dbAs('other'), 'projects/live/askers/sam'), tick({}, 'nothing')));
    await assertFails(deleteDoc(doc(dbAs('investor'), 'projects/live/askers/ivy')));
    // Sam's own new question does not let him move Ivy's count.
    const db = dbAs('other');
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'projects/live/questions', autoId('new')),
      newQuestion({ askerKey: askerKeyOf('sam'), askerName: 'Sam', askerRole: 'member' }),
    );
    batch.set(doc(db, 'projects/live/askers/ivy'), tick({}, autoId('new')));
    await assertFails(batch.commit());
  });
});

describe('questions: answer', () => {
  it('lets the creator answer once, stamped with the server time', async () => {
    await assertSucceeds(answer('entrepreneur', { answer: 'In May.', answeredAt: serverTimestamp() }));
  });

  it('lets the creator edit an answer, keeping when it was first given', async () => {
    await assertSucceeds(answer('entrepreneur', { answer: 'In June.', answerEditedAt: serverTimestamp() }, 'answered'));
    await assertFails(answer('entrepreneur', { answer: 'In July.', answeredAt: serverTimestamp() }, 'answered'));
  });

  it.each([
    ['an empty answer', { answer: '', answeredAt: serverTimestamp() }],
    [
      `an answer over ${ENGAGEMENT_LIMITS.answer} characters`,
      { answer: 'x'.repeat(ENGAGEMENT_LIMITS.answer + 1), answeredAt: serverTimestamp() },
    ],
    ['a client-chosen date', { answer: 'Soon', answeredAt: when }],
    ['a change to the question', { answer: 'Soon', answeredAt: serverTimestamp(), text: 'Changed' }],
  ])('denies %s', async (_case, changes) => {
    await assertFails(answer('entrepreneur', changes));
  });

  it.each(['investor', 'other', 'admin', 'fakeAdmin'] as Actor[])('denies %s answering on the founder’s behalf', async (actor) => {
    await assertFails(answer(actor, { answer: 'Soon', answeredAt: serverTimestamp() }));
  });

  it('denies the asker editing their question, and anyone editing someone else’s', async () => {
    await assertFails(answer('investor', { text: 'Changed' }));
    await assertFails(answer('other', { text: 'Changed' }));
  });
});

describe('questions: read and remove', () => {
  it('shows an approved project’s questions to anyone, a pending one’s only to its creator and the admin', async () => {
    await assertSucceeds(getDocs(query(collection(dbAs('guest'), 'projects/live/questions'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDocs(collection(dbAs('entrepreneur'), 'projects/draft/questions')));
    await assertFails(getDocs(collection(dbAs('investor'), 'projects/draft/questions')));
  });

  // The admin removes a question on the server, with its audit entry (functions/src/admin).
  it('lets no client remove a question, the admin neither', async () => {
    for (const actor of ['admin', 'investor', 'entrepreneur', 'other', 'fakeAdmin'] as const)
      await assertFails(removeQuestionAs(dbAs(actor), 'live', 'open', { who: actors[actor] }));
    await assertFails(deleteDoc(doc(dbAs('admin'), 'projects/live/questions/open')));
    expect(await readAsBackend('projects/live/questions/open')).toBeDefined();
  });

  it('lets the inbox list one’s own questions across projects, nobody else’s', async () => {
    const mine = (actor: Actor, askerId: string) =>
      getDocs(
        query(collectionGroup(dbAs(actor), 'questions'), where('askerKey', '==', askerKeyOf(askerId)), orderBy('answeredAt', 'desc')),
      );
    await assertSucceeds(mine('investor', 'ivy'));
    await assertFails(mine('other', 'ivy'));
    await assertFails(getDocs(collectionGroup(dbAs('investor'), 'questions')));
  });
});
