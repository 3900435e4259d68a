import type { FirestoreDataConverter } from 'firebase/firestore/lite';
import { readQuestion, readUpdate, type CampaignUpdate, type Question } from './engagement-read';

/** projects/{id}/updates documents, read through updateSchema; Timestamps become Dates here. */
export const updateConverter: FirestoreDataConverter<CampaignUpdate> = {
  toFirestore: (update) => update,
  fromFirestore: (snapshot) => readUpdate(snapshot.id, snapshot.data()),
};

/** projects/{id}/questions documents, read through questionSchema; Timestamps become Dates here. */
export const questionConverter: FirestoreDataConverter<Question> = {
  toFirestore: (question) => question,
  fromFirestore: (snapshot) => readQuestion(snapshot.id, snapshot.data()),
};
