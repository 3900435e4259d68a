import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { updateAuditId } from '@/features/audit/api/audit-model';
import { addAuditEntry, signedInAdmin, type AdminWriter } from '@/features/audit/api/audit-writes';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { updateConverter } from './engagement-converters';
import { UPDATES_PAGE } from './engagement-model';
import type { CampaignUpdate } from './engagement-read';
import type { UpdateDraft } from './engagement-schema';

export type UpdateCursor = QueryDocumentSnapshot<CampaignUpdate>;

const updatesOf = (projectId: string) => collection(db, 'projects', projectId, 'updates').withConverter(updateConverter);

/** One page of a project's updates, newest first. */
export async function fetchUpdatePage(projectId: string, cursor: UpdateCursor | null) {
  const { docs, next } = await readPageAndOne(
    query(updatesOf(projectId), orderBy('createdAt', 'desc')),
    cursor && startAfter(cursor),
    UPDATES_PAGE,
  );
  return { updates: docs.map((d) => d.data()), cursor: next };
}

type Author = { uid: string };
type ProjectRef = { id: string; title: string };

const newUpdate = (project: ProjectRef, author: Author, draft: UpdateDraft) => ({
  title: draft.title.trim(),
  body: draft.body.trim(),
  projectId: project.id,
  projectTitle: project.title,
  creatorId: author.uid,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

export async function postUpdate(project: ProjectRef, author: Author, draft: UpdateDraft, firestore: Firestore = db) {
  await addDoc(collection(firestore, 'projects', project.id, 'updates'), newUpdate(project, author, draft));
}

/** An update added to the caller's batch: the What's new item of a funded campaign's edit (issue 33). */
export function addUpdate(batch: WriteBatch, firestore: Firestore, project: ProjectRef, author: Author, draft: UpdateDraft) {
  batch.set(doc(collection(firestore, 'projects', project.id, 'updates')), newUpdate(project, author, draft));
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

/**
 * The admin removes someone's update with its audit entry, in one batch. The entry's id comes from the
 * update (project, id, creation time), since no document is left to name it (firestore.rules).
 */
export async function removeUpdate(projectId: string, updateId: string, given?: AdminWriter) {
  const writer = given ?? (await signedInAdmin());
  const updateRef = doc(writer.firestore, 'projects', projectId, 'updates', updateId);
  const [update, project] = await Promise.all([getDoc(updateRef), getDoc(doc(writer.firestore, 'projects', projectId))]);
  if (!update.exists() || !project.exists()) return;
  const data = update.data();
  const batch = writeBatch(writer.firestore);
  addAuditEntry(
    batch,
    {
      action: 'remove_update',
      projectId,
      projectTitle: project.data().title,
      creatorId: project.data().creatorId,
      subjectId: updateId,
      before: { title: data.title, body: data.body },
      after: {},
    },
    updateAuditId(projectId, updateId, (data.createdAt as Timestamp).toMillis()),
    writer,
  );
  batch.delete(updateRef);
  await batch.commit();
}
