import type { FirestoreDataConverter } from 'firebase/firestore/lite';
import { amount, text, toDate } from '@/lib/firestore-fields';
import { ANONYMOUS_INVESTOR, type Backer, type Investment } from './investment-model';

export const investmentConverter: FirestoreDataConverter<Investment> = {
  toFirestore: (investment) => investment,
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      projectId: text(data.projectId),
      projectTitle: text(data.projectTitle),
      creatorId: text(data.creatorId),
      investorId: text(data.investorId),
      investorEmail: text(data.investorEmail),
      investorName: text(data.investorName),
      anonymous: data.anonymous === true,
      amount: amount(data.amount),
      createdAt: toDate(data.createdAt),
      status: data.status === 'cancelled' ? 'cancelled' : 'active',
      cancelledAt: toDate(data.cancelledAt),
    };
  },
};

export const backerConverter: FirestoreDataConverter<Backer> = {
  toFirestore: (backer) => backer,
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    // A receipt written before names (it held an e-mail) shows as anonymous until it is backfilled.
    return { id: snapshot.id, name: text(data.name) || ANONYMOUS_INVESTOR, amount: amount(data.amount), createdAt: toDate(data.createdAt) };
  },
};
