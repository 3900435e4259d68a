// A campaign's Edit history: while a campaign holds money, the server records each edit its
// founder makes here, and tells its followers and backers in What's new (functions/src/edits).
import { collection, getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { campaignEditConverter } from './edit-read';

/** The most entries the project page shows (newest first). */
export const EDIT_HISTORY_SHOWN = 50;

export async function fetchCampaignEdits(projectId: string, firestore: Firestore = db) {
  const edits = collection(firestore, 'projects', projectId, 'edits').withConverter(campaignEditConverter);
  const snapshot = await getDocs(query(edits, orderBy('editedAt', 'desc'), limit(EDIT_HISTORY_SHOWN)));
  return snapshot.docs.map((entry) => entry.data());
}
