// projects/{id}/investors/{uid}: how many of this investor's investments in the project are not
// cancelled, their sum, and how many show the investor's name; kept by the invest and cancel functions.
import { collectionGroup, query, where, type Firestore } from 'firebase/firestore/lite';

/** Every marker of one investor, across projects (the rules let only that investor list them). */
export const investorMarkers = (investorId: string, firestore: Firestore) =>
  query(collectionGroup(firestore, 'investors'), where('investorId', '==', investorId));
