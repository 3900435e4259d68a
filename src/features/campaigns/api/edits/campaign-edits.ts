// A campaign's Edit history (issue 33): while a campaign holds money, each edit its founder makes
// writes an entry here in the same batch (firestore.rules isCreatorEdit, isEditEntry), and an update
// that tells its followers and backers in What's new.
import { collection, doc, getDocs, limit, orderBy, query, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { campaignEditConverter } from './edit-converter';
import { changedFields } from './edit-fields';

/** The most entries the project page shows (newest first). */
export const EDIT_HISTORY_SHOWN = 50;

export async function fetchCampaignEdits(projectId: string, firestore: Firestore = db) {
  const edits = collection(firestore, 'projects', projectId, 'edits').withConverter(campaignEditConverter);
  const snapshot = await getDocs(query(edits, orderBy('editedAt', 'desc'), limit(EDIT_HISTORY_SHOWN)));
  return snapshot.docs.map((entry) => entry.data());
}

/**
 * Whether the campaign holds money now (firestore.rules holdsMoney): its shards add up to more than
 * zero, or it is from before the shards and was never backfilled.
 */
export const holdsMoneyNow = (stored: Record<string, unknown>, totals: { raised: number; counted: boolean }) =>
  totals.raised > 0 || (typeof stored.lastInvestmentId === 'string' && !totals.counted);

/** What an edit changes of the stored project: the fields, and each one's value before and after. */
export function campaignEditOf(stored: Record<string, unknown>, next: Record<string, unknown>) {
  const fields = changedFields(stored, next);
  // A field the project never had (its first uploaded picture) was null before.
  const pick = (source: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, source[field] ?? null]));
  return { fields, before: pick(stored), after: pick(next) };
}

/** Adds the entry to the batch; returns its id, which the project names (lastEditId) in the same batch. */
export function addCampaignEdit(
  batch: WriteBatch,
  firestore: Firestore,
  projectId: string,
  creatorId: string,
  edit: ReturnType<typeof campaignEditOf>,
): string {
  const ref = doc(collection(firestore, 'projects', projectId, 'edits'));
  batch.set(ref, { projectId, creatorId, ...edit, editedAt: serverTimestamp() });
  return ref.id;
}
