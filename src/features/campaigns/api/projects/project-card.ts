import { doc, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { PROJECT_CARD_FIELDS } from './project-read';

const isCardField = (key: string) => (PROJECT_CARD_FIELDS as readonly string[]).includes(key);

/** The part of a project's data (or of changes to it) that its card holds. */
export function cardFieldsOf<T extends Record<string, unknown>>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => isCardField(key))) as Partial<T>;
}

export const projectDoc = (firestore: Firestore, id: string) => doc(firestore, 'projects', id);
export const projectCardDoc = (firestore: Firestore, id: string) => doc(firestore, 'projectCards', id);
/** projects/{id}/private/founder: the founder's e-mail address, written with the project (issue 33). */
export const founderDoc = (firestore: Firestore, id: string) => doc(firestore, 'projects', id, 'private', 'founder');

/**
 * Creates a project and its card in a batch. The card's own fields (firestore.rules cardOnlyKeys:
 * openDues) are the server's (functions/src/milestones): no client writes them.
 */
export function setProjectWithCard(batch: WriteBatch, firestore: Firestore, id: string, data: Record<string, unknown>) {
  batch.set(projectDoc(firestore, id), data);
  batch.set(projectCardDoc(firestore, id), cardFieldsOf(data));
}

/** Changes a project, and its card where the changes touch card fields, in a batch. */
export function updateProjectWithCard(batch: WriteBatch, firestore: Firestore, id: string, changes: Record<string, unknown>) {
  batch.update(projectDoc(firestore, id), changes);
  const cardChanges = cardFieldsOf(changes);
  if (Object.keys(cardChanges).length > 0) batch.update(projectCardDoc(firestore, id), cardChanges);
}
