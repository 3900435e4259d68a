import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { runAdminAction } from '@/lib/admin-action';
import { db } from '@/lib/firebase';
import { userProfileChanged } from '@/features/users/api/users';
import { readNewestFirst } from '@/lib/firestore-page';
import { readStoredTick } from './stored-tick';
import { questionConverter } from './engagement-read';
import { callAskerKey } from './asker-key-api';
import { nextQuestion, QUESTIONS_PAGE, type AskerTick } from './engagement-model';
import type { AskerRole } from './askers-read';
import type { Question } from './engagement-read';

export type QuestionCursor = QueryDocumentSnapshot<Question>;

const questionsOf = (projectId: string) => collection(db, 'projects', projectId, 'questions').withConverter(questionConverter);

/** One page of a project's questions, newest first. */
export async function fetchQuestionPage(projectId: string, cursor: QuestionCursor | null) {
  const { rows, cursor: next } = await readNewestFirst(questionsOf(projectId), cursor, QUESTIONS_PAGE);
  return { questions: rows, cursor: next };
}

type Asker = { uid: string; name: string };
type ProjectRef = { id: string; title: string; creatorId: string };

/** Asking too soon or too often (nextQuestion); its message says when the member may ask again. */
export class QuestionLimitError extends Error {
  constructor(
    message: string,
    readonly waitUntil: Date,
  ) {
    super(message);
    this.name = 'QuestionLimitError';
  }
}

/** The asker's count here (readStoredTick), as nextQuestion judges it. */
async function readAskerTick(
  firestore: Firestore,
  projectId: string,
  uid: string,
): Promise<{ tick: AskerTick | null; storedWindowStart: unknown }> {
  // The schema library loads with the first question asked, not with the project page that lists them.
  const { askerSchema } = await import('./askers-schema');
  const { stored, storedWindowStart } = await readStoredTick(doc(firestore, 'projects', projectId, 'askers', uid), askerSchema);
  if (!stored) return { tick: null, storedWindowStart };
  const { lastAskedAt, windowStart, countInWindow } = stored;
  return { tick: { lastAskedAt: lastAskedAt.toDate(), windowStart: windowStart.toDate(), countInWindow }, storedWindowStart };
}

/**
 * What the rules will say the asker is here: the creator, an investor whose marker counts an investment
 * that shows their name (an anonymous investor asks as a member), or a member.
 */
async function askerRole(firestore: Firestore, project: ProjectRef, uid: string): Promise<AskerRole> {
  if (project.creatorId === uid) return 'founder';
  const marker = await getDoc(doc(firestore, 'projects', project.id, 'investors', uid));
  return Number(marker.get('namedCount') ?? 0) > 0 ? 'investor' : 'member';
}

/** The asker's key from their own profile, read fresh: another tab may have set it since the session read it. */
async function storedAskerKey(firestore: Firestore, uid: string): Promise<string | null> {
  const key = (await getDoc(doc(firestore, 'users', uid))).get('askerKey');
  return typeof key === 'string' ? key : null;
}

/**
 * The asker's name is their profile's display name and their role is what they are to the project;
 * the rules check both, so no e-mail and no borrowed badge is ever shown. The question names its asker
 * by their profile's askerKey, never their uid; before a first question the server gives the key
 * (`giveKey`). The question and the asker's count (projects/{id}/askers/{uid}) are written together,
 * or neither is.
 */
export async function askQuestion(
  project: ProjectRef,
  asker: Asker,
  text: string,
  firestore: Firestore = db,
  giveKey: () => Promise<string> = callAskerKey,
) {
  const [{ tick, storedWindowStart }, role, storedKey] = await Promise.all([
    readAskerTick(firestore, project.id, asker.uid),
    askerRole(firestore, project, asker.uid),
    storedAskerKey(firestore, asker.uid),
  ]);
  const next = nextQuestion(tick, new Date());
  if (!next.ok) throw new QuestionLimitError(next.message, next.waitUntil);
  const askerKey = storedKey ?? (await giveKey());
  // The profile now holds a key the session's copy lacks (the inbox lists answers by it).
  if (!storedKey) userProfileChanged(asker.uid);
  const question = doc(collection(firestore, 'projects', project.id, 'questions'));
  const batch = writeBatch(firestore);
  batch.set(question, {
    text: text.trim(),
    askerKey,
    askerName: asker.name,
    askerRole: role,
    projectId: project.id,
    projectTitle: project.title,
    creatorId: project.creatorId,
    createdAt: serverTimestamp(),
  });
  batch.set(doc(firestore, 'projects', project.id, 'askers', asker.uid), {
    lastAskedAt: serverTimestamp(),
    windowStart: next.windowStart === 'now' ? serverTimestamp() : storedWindowStart,
    countInWindow: next.countInWindow,
    lastQuestionId: question.id,
  });
  await batch.commit();
}

/** The first answer sets answeredAt (what the asker's inbox sorts by); later edits set answerEditedAt. */
export async function answerQuestion(question: Pick<Question, 'projectId' | 'id' | 'answer'>, answer: string, firestore: Firestore = db) {
  const stamp = question.answer ? { answerEditedAt: serverTimestamp() } : { answeredAt: serverTimestamp() };
  await updateDoc(doc(firestore, 'projects', question.projectId, 'questions', question.id), { answer: answer.trim(), ...stamp });
}

/** The admin removes someone's question; the server records its text and asker's name in the audit entry. */
export const removeQuestion = (projectId: string, questionId: string) =>
  runAdminAction({ action: 'remove_question', projectId, questionId });
