// A new or removed picture of a campaign that holds money goes to its Edit history, like an edit of
// its text (issue 33; firestore.rules isCreatorPictureChange).
import { doc, getDoc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { fetchShardTotals } from '@/features/campaigns/api/shards/project-shards';
import { addEditNotice } from '@/features/engagement/api/updates-api';
import { addCampaignEdit, campaignEditOf, holdsMoneyNow } from './campaign-edits';
import { editNotice } from './edit-fields';

/**
 * The project's side of a picture change, for the batch that stores or removes the pictures: the new
 * version, and, while the campaign holds money, its Edit history entry (named as lastEditId, with the
 * server's time) and, once approved, the What's new update that tells its backers.
 */
export async function pictureChangeOf(
  batch: WriteBatch,
  firestore: Firestore,
  projectId: string,
  pictureVersion: number | null,
  editorId: string,
): Promise<Record<string, unknown>> {
  const changes: Record<string, unknown> = { pictureVersion };
  const [project, totals] = await Promise.all([getDoc(doc(firestore, 'projects', projectId)), fetchShardTotals(projectId, firestore)]);
  const stored = project.data() ?? {};
  if (!holdsMoneyNow(stored, totals)) return changes;
  const edit = campaignEditOf(stored, changes);
  changes.lastEditId = addCampaignEdit(batch, firestore, projectId, editorId, edit);
  changes.updatedAt = serverTimestamp();
  if (stored.approved === true)
    await addEditNotice(batch, firestore, { id: projectId, title: String(stored.title) }, { uid: editorId }, editNotice(edit.fields));
  return changes;
}
