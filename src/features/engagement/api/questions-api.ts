import { addDoc, collection, doc, getDoc, orderBy, query, serverTimestamp, startAfter, updateDoc, type QueryDocumentSnapshot, type Timestamp, writeBatch } from 'firebase/firestore/lite';
import { questionAuditId } from '@/features/audit/api/audit-model';
import { addAuditEntry } from '@/features/audit/api/audit-writes';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { questionConverter } from './engagement-converters';
import { QUESTIONS_PAGE, type Question } from './engagement-model';

export type QuestionCursor = QueryDocumentSnapshot<Question>;

const questionsOf = (projectId: string) => collection(db, 'projects', projectId, 'questions').withConverter(questionConverter);

/** One page of a project's questions, newest first. */
export async function fetchQuestionPage(projectId: string, cursor: QuestionCursor | null) {
  const { docs, next } = await readPageAndOne(query(questionsOf(projectId), orderBy('createdAt', 'desc')), cursor && startAfter(cursor), QUESTIONS_PAGE);
  return { questions: docs.map((d) => d.data()), cursor: next };
}

type Asker = { uid: string; name: string };
type ProjectRef = { id: string; title: string };

/** The asker's name is their profile's display name; the rules check it is, so no e-mail is ever shown. */
export async function askQuestion(project: ProjectRef, asker: Asker, text: string) {
  await addDoc(collection(db, 'projects', project.id, 'questions'), {
    text: text.trim(),
    askerId: asker.uid,
    askerName: asker.name,
    projectId: project.id,
    projectTitle: project.title,
    createdAt: serverTimestamp(),
  });
}

/** The first answer sets answeredAt (what the asker's inbox sorts by); later edits set answerEditedAt. */
export async function answerQuestion(question: Pick<Question, 'projectId' | 'id' | 'answer'>, answer: string) {
  const stamp = question.answer ? { answerEditedAt: serverTimestamp() } : { answeredAt: serverTimestamp() };
  await updateDoc(doc(db, 'projects', question.projectId, 'questions', question.id), { answer: answer.trim(), ...stamp });
}

/**
 * The admin removes a question with its audit entry, in one batch. The entry's id comes from the
 * question (project, id, creation time), since no document is left to name it (firestore.rules).
 */
export async function removeQuestion(projectId: string, questionId: string) {
  const questionRef = doc(db, 'projects', projectId, 'questions', questionId);
  const [question, project] = await Promise.all([getDoc(questionRef), getDoc(doc(db, 'projects', projectId))]);
  if (!question.exists() || !project.exists()) return;
  const data = question.data();
  const batch = writeBatch(db);
  addAuditEntry(
    batch,
    {
      action: 'remove_question',
      projectId,
      projectTitle: project.data().title,
      creatorId: project.data().creatorId,
      subjectId: questionId,
      before: { text: data.text, askerName: data.askerName },
      after: {},
    },
    questionAuditId(projectId, questionId, (data.createdAt as Timestamp).toMillis()),
  );
  batch.delete(questionRef);
  await batch.commit();
}
