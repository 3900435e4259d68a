// founderRecords/{uid}: reading a founder's record. The Track record costs this one read
// beside the founder's cards (at most FOUNDER_CAMPAIGNS_LIMIT), however much the founder has done.
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readFounderRecord, type FounderRecord } from './founder-record-read';

export const founderRecordDoc = (firestore: Firestore, uid: string) => doc(firestore, 'founderRecords', uid);

/** The founder's record (one read; none yet reads as empty). */
export async function fetchFounderRecord(uid: string, firestore: Firestore = db): Promise<FounderRecord> {
  return readFounderRecord((await getDoc(founderRecordDoc(firestore, uid))).data());
}
