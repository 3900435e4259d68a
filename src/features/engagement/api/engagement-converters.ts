import type { FirestoreDataConverter } from 'firebase/firestore/lite';
import { text, toDate } from '@/lib/firestore-fields';
import { ASKER_ROLES, type AskerRole, type CampaignUpdate, type Question } from './engagement-model';

const asAskerRole = (value: unknown): AskerRole | '' => ((ASKER_ROLES as readonly unknown[]).includes(value) ? (value as AskerRole) : '');

/** projects/{id}/updates documents; Timestamps become Dates here. */
export const updateConverter: FirestoreDataConverter<CampaignUpdate> = {
  toFirestore: (update) => update,
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      projectId: text(data.projectId),
      projectTitle: text(data.projectTitle),
      title: text(data.title),
      body: text(data.body),
      createdAt: toDate(data.createdAt),
      updatedAt: toDate(data.updatedAt),
    };
  },
};

/** projects/{id}/questions documents; Timestamps become Dates here. */
export const questionConverter: FirestoreDataConverter<Question> = {
  toFirestore: (question) => question,
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      projectId: text(data.projectId),
      projectTitle: text(data.projectTitle),
      text: text(data.text),
      askerId: text(data.askerId),
      askerName: text(data.askerName),
      askerRole: asAskerRole(data.askerRole),
      createdAt: toDate(data.createdAt),
      answer: text(data.answer),
      answeredAt: toDate(data.answeredAt),
      answerEditedAt: toDate(data.answerEditedAt),
    };
  },
};
