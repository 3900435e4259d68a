// founderRecords/{uid}: reading a founder's record. The Track record costs this one read
// beside the founder's cards (at most FOUNDER_CAMPAIGNS_LIMIT), however much the founder has done.
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { earlyReadNames } from '@shared/early-reads';
import { takeEarlyDocument } from '@/lib/early-reads';
import { readFounderRecord, type FounderRecord } from './founder-record-read';

export const founderRecordDoc = (firestore: Firestore, uid: string) => doc(firestore, 'founderRecords', uid);

/** The founder's record (one read; none yet reads as empty). */
export async function fetchFounderRecord(uid: string, firestore: Firestore = db): Promise<FounderRecord> {
  // On the founder's page as it opens, index.html may have read it (shared/early-reads.ts).
  const early = firestore === db ? await takeEarlyDocument(earlyReadNames.founder('record', uid), uid) : null;
  if (early) return readFounderRecord(early.data);
  return readFounderRecord((await getDoc(founderRecordDoc(firestore, uid))).data());
}
