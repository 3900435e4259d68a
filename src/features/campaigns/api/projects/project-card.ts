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

/** The card's own fields (firestore.rules cardOnlyKeys), never on its project: openDues (milestones-api plannedCardFields). */
export type CardOwnFields = { openDues?: Record<string, unknown> };

/** Creates a project and its card (with the card's own fields, where its milestones are written too) in a batch. */
export function setProjectWithCard(
  batch: WriteBatch,
  firestore: Firestore,
  id: string,
  data: Record<string, unknown>,
  own: CardOwnFields = {},
) {
  batch.set(projectDoc(firestore, id), data);
  batch.set(projectCardDoc(firestore, id), { ...cardFieldsOf(data), ...own });
}

/** Changes a project, and its card where the changes touch card fields (or the card's own), in a batch. */
export function updateProjectWithCard(
  batch: WriteBatch,
  firestore: Firestore,
  id: string,
  changes: Record<string, unknown>,
  own: CardOwnFields = {},
) {
  batch.update(projectDoc(firestore, id), changes);
  const cardChanges = { ...cardFieldsOf(changes), ...own };
  if (Object.keys(cardChanges).length > 0) batch.update(projectCardDoc(firestore, id), cardChanges);
}
