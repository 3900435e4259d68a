import type { FirestoreDataConverter } from 'firebase/firestore/lite';
import { readBacker, readInvestment, type Backer, type Investment } from './investment-read';

/** investments documents, read through investmentSchema; Timestamps become Dates here. */
export const investmentConverter: FirestoreDataConverter<Investment> = {
  toFirestore: (investment) => investment,
  fromFirestore: (snapshot) => readInvestment(snapshot.id, snapshot.data()),
};

/** projects/{id}/backers documents, read through receiptSchema. */
export const backerConverter: FirestoreDataConverter<Backer> = {
  toFirestore: (backer) => backer,
  fromFirestore: (snapshot) => readBacker(snapshot.id, snapshot.data()),
};
