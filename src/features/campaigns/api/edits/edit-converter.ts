import type { FirestoreDataConverter } from 'firebase/firestore/lite';
import { readCampaignEdit, type CampaignEdit } from './edit-read';

/** projects/{id}/edits documents, read through campaignEditSchema's kinds; Timestamps become Dates here. */
export const campaignEditConverter: FirestoreDataConverter<CampaignEdit> = {
  toFirestore: (edit) => edit,
  fromFirestore: (snapshot) => readCampaignEdit(snapshot.id, snapshot.data()),
};
