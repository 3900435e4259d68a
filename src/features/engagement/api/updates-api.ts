import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
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

export async function postUpdate(project: ProjectRef, author: Author, draft: UpdateDraft, firestore: Firestore = db) {
  await addDoc(collection(firestore, 'projects', project.id, 'updates'), {
    title: draft.title.trim(),
    body: draft.body.trim(),
    projectId: project.id,
    projectTitle: project.title,
    creatorId: author.uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export async function editUpdate(projectId: string, updateId: string, draft: UpdateDraft, firestore: Firestore = db) {
  await updateDoc(doc(firestore, 'projects', projectId, 'updates', updateId), {
    title: draft.title.trim(),
    body: draft.body.trim(),
    updatedAt: serverTimestamp(),
  });
}

export async function deleteUpdate(projectId: string, updateId: string, firestore: Firestore = db) {
  await deleteDoc(doc(firestore, 'projects', projectId, 'updates', updateId));
}
