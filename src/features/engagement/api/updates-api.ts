import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { runAdminAction } from '@/lib/admin-action';
import { db } from '@/lib/firebase';
import { readNewestFirst } from '@/lib/firestore-page';
import { readStoredTick } from './stored-tick';
import { updateConverter } from './engagement-read';
import { nextUpdate, UPDATES_PAGE } from './engagement-model';
import { WriteLimitError } from '@shared/write-ceiling';
import type { CampaignUpdate } from './engagement-read';
import type { UpdateDraft } from './engagement-schema';

export type UpdateCursor = QueryDocumentSnapshot<CampaignUpdate>;

const updatesOf = (projectId: string) => collection(db, 'projects', projectId, 'updates').withConverter(updateConverter);

/** One page of a project's updates, newest first. */
export async function fetchUpdatePage(projectId: string, cursor: UpdateCursor | null) {
  const { rows, cursor: next } = await readNewestFirst(updatesOf(projectId), cursor, UPDATES_PAGE);
  return { updates: rows, cursor: next };
}

type Author = { uid: string };
type ProjectRef = { id: string; title: string };

/** The founder's count of updates here (readStoredTick), as nextUpdate judges it. */
async function readPosterTick(firestore: Firestore, projectId: string, uid: string) {
  // The schema library loads with the first update posted, not with the project page that lists them.
  const { posterSchema } = await import('./posters-schema');
  const { stored, storedWindowStart } = await readStoredTick(doc(firestore, 'projects', projectId, 'posters', uid), posterSchema);
  if (!stored) return { tick: null, storedWindowStart };
  const { lastPostedAt, windowStart, countInWindow } = stored;
  return { tick: { lastPostedAt: lastPostedAt.toDate(), windowStart: windowStart.toDate(), countInWindow }, storedWindowStart };
}

/**
 * Adds the update and the founder's count (projects/{id}/posters/{uid}) to the caller's batch, or
 * nothing when posting now would be too soon or too often (nextUpdate): the refusal, with its message.
 */
async function addCountedUpdate(batch: WriteBatch, firestore: Firestore, project: ProjectRef, author: Author, draft: UpdateDraft) {
  const { tick, storedWindowStart } = await readPosterTick(firestore, project.id, author.uid);
  const next = nextUpdate(tick, new Date());
  if (!next.ok) return next;
  // On a campaign that ended Funded, the server moves the founder's record from this count's change
  // (functions/src/founders/record-update.ts): the gap since their last update, the requests it answers.
  const update = doc(collection(firestore, 'projects', project.id, 'updates'));
  batch.set(update, {
    title: draft.title.trim(),
    body: draft.body.trim(),
    projectId: project.id,
    projectTitle: project.title,
    creatorId: author.uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(firestore, 'projects', project.id, 'posters', author.uid), {
    lastPostedAt: serverTimestamp(),
    windowStart: next.windowStart === 'now' ? serverTimestamp() : storedWindowStart,
    countInWindow: next.countInWindow,
    lastUpdateId: update.id,
  });
  return null;
}

/**
 * The update and the founder's count are written together, or neither is; posting too soon or too
 * often throws a WriteLimitError saying when to post again.
 */
export async function postUpdate(project: ProjectRef, author: Author, draft: UpdateDraft, firestore: Firestore = db) {
  const batch = writeBatch(firestore);
  const refused = await addCountedUpdate(batch, firestore, project, author, draft);
  if (refused) throw new WriteLimitError(refused.message, refused.waitUntil);
  await batch.commit();
}

export async function editUpdate(projectId: string, updateId: string, draft: UpdateDraft, firestore: Firestore = db) {
  await updateDoc(doc(firestore, 'projects', projectId, 'updates', updateId), {
    title: draft.title.trim(),
    body: draft.body.trim(),
    updatedAt: serverTimestamp(),
  });
}

/** The creator deletes their own update. */
export async function deleteUpdate(projectId: string, updateId: string, firestore: Firestore = db) {
  await deleteDoc(doc(firestore, 'projects', projectId, 'updates', updateId));
}

/** The admin removes someone's update; the server records its title and text in the audit entry. */
export const removeUpdate = (projectId: string, updateId: string) => runAdminAction({ action: 'remove_update', projectId, updateId });
