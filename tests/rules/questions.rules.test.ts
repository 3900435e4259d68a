import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDocs, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { ENGAGEMENT_LIMITS } from '../../src/features/engagement/api/engagement-schema';
import { actors, dbAs, sampleContent, seed, setupRulesEnv, storedProject, type Actor } from './rules-env';

setupRulesEnv();

const when = new Date(Date.UTC(2026, 9, 2));
const newQuestion = (overrides: Record<string, unknown> = {}) => ({
  text: 'When do you expect the first harvest?',
  askerId: actors.investor.uid,
  askerName: 'Ivy',
  projectId: 'live',
  projectTitle: sampleContent.title,
  createdAt: serverTimestamp(),
  ...overrides,
});
const stored = { ...newQuestion(), createdAt: when };
const ask = (actor: Actor, data: Record<string, unknown>, projectId = 'live', id = 'new') => setDoc(doc(dbAs(actor), `projects/${projectId}/questions/${id}`), data);
const answer = (actor: Actor, changes: Record<string, unknown>, id = 'open') => updateDoc(doc(dbAs(actor), `projects/live/questions/${id}`), changes);

beforeEach(() =>
  seed({
    'users/ivy': { email: actors.investor.email, role: 'investor', fullName: 'Ivy', createdAt: when },
    'users/sam': { email: actors.other.email, role: 'entrepreneur', displayName: 'Sam', createdAt: when },
    'users/erin': { email: actors.entrepreneur.email, role: 'entrepreneur', fullName: 'Erin', createdAt: when },
    'projects/live': storedProject(),
    'projects/draft': storedProject({ approved: false, status: 'pending' }),
    'projects/live/questions/open': stored,
    'projects/live/questions/answered': { ...stored, answer: 'In May.', answeredAt: when },
    'projects/draft/questions/q': { ...stored, projectId: 'draft' },
  }),
);

describe('questions: ask', () => {
  it('lets a signed-in non-creator ask under their own display name', async () => {
    await assertSucceeds(ask('investor', newQuestion()));
    await assertSucceeds(ask('other', newQuestion({ askerId: 'sam', askerName: 'Sam' }), 'live', 'new2'));
  });

  it.each([
    ['with an empty text', { text: '' }],
    [`over ${ENGAGEMENT_LIMITS.question} characters`, { text: 'x'.repeat(ENGAGEMENT_LIMITS.question + 1) }],
    ['under someone else’s id', { askerId: 'sam' }],
    ['under someone else’s name', { askerName: 'Erin' }],
    ['under their e-mail', { askerName: actors.investor.email }],
    ['with a wrong project title', { projectTitle: 'Other' }],
    ['for another project id', { projectId: 'draft' }],
    ['with a client-chosen date', { createdAt: when }],
    ['already answered', { answer: 'Yes', answeredAt: serverTimestamp() }],
  ])('denies a question %s', async (_case, overrides) => {
    await assertFails(ask('investor', newQuestion(overrides)));
  });

  it('denies the creator, signed-out visitors, users without a profile and pending projects', async () => {
    await assertFails(ask('entrepreneur', newQuestion({ askerId: 'erin', askerName: 'Erin' })));
    await assertFails(ask('guest', newQuestion()));
    await assertFails(ask('noDoc', newQuestion({ askerId: 'newcomer', askerName: 'New' })));
    await assertFails(ask('investor', newQuestion({ projectId: 'draft' }), 'draft'));
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
    [`an answer over ${ENGAGEMENT_LIMITS.answer} characters`, { answer: 'x'.repeat(ENGAGEMENT_LIMITS.answer + 1), answeredAt: serverTimestamp() }],
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

  it('lets only the admin remove a question', async () => {
    for (const actor of ['investor', 'entrepreneur', 'other', 'fakeAdmin'] as Actor[])
      await assertFails(deleteDoc(doc(dbAs(actor), 'projects/live/questions/open')));
    await assertSucceeds(deleteDoc(doc(dbAs('admin'), 'projects/live/questions/open')));
  });

  it('lets the inbox list one’s own questions across projects, nobody else’s', async () => {
    const mine = (actor: Actor, askerId: string) =>
      getDocs(query(collectionGroup(dbAs(actor), 'questions'), where('askerId', '==', askerId), orderBy('answeredAt', 'desc')));
    await assertSucceeds(mine('investor', 'ivy'));
    await assertFails(mine('other', 'ivy'));
    await assertFails(getDocs(collectionGroup(dbAs('investor'), 'questions')));
  });
});
