import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { FirebaseError } from 'firebase/app';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { fetchProjectCard } from '@/features/campaigns/api/projects/project-queries';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { followProject, unfollowProject } from './inbox-api';
import { SAVED_PAGE } from './engagement-model';

// users/{uid}/saved/{projectId}: { savedAt }. Private to its owner (firestore.rules).
const savedOf = (uid: string, firestore: Firestore = db) => collection(firestore, 'users', uid, 'saved');

export type SavedCursor = QueryDocumentSnapshot;

/** Which of these projects the user saved: one query for up to 30 ids (a page of cards). */
export async function fetchSavedAmong(uid: string, projectIds: string[]): Promise<Set<string>> {
  const saved = new Set<string>();
  for (let start = 0; start < projectIds.length; start += 30) {
    const snapshot = await getDocs(query(savedOf(uid), where(documentId(), 'in', projectIds.slice(start, start + 30))));
    snapshot.docs.forEach((d) => saved.add(d.id));
  }
  return saved;
}

/** Saving also follows the project in the inbox (best effort: the save itself is what the user asked for). */
export async function saveProject(uid: string, projectId: string, firestore: Firestore = db) {
  await setDoc(doc(savedOf(uid, firestore), projectId), { savedAt: serverTimestamp() });
  await followProject(uid, projectId, firestore).catch(() => undefined);
}

/** One small query: whether the user invested in the project (backers keep following it). */
async function hasBacked(firestore: Firestore, uid: string, projectId: string): Promise<boolean> {
  const mine = query(collection(firestore, 'investments'), where('investorId', '==', uid), where('projectId', '==', projectId), limit(1));
  return !(await getDocs(mine)).empty;
}

/** Unsaving also unfollows the project, unless the user backed it. */
export async function unsaveProject(uid: string, projectId: string, firestore: Firestore = db) {
  await deleteDoc(doc(savedOf(uid, firestore), projectId));
  await hasBacked(firestore, uid, projectId)
    .then((backed) => (backed ? undefined : unfollowProject(uid, projectId, firestore)))
    .catch(() => undefined);
}

async function readableProject(id: string): Promise<ProjectSummary | null> {
  try {
    return await fetchProjectCard(id);
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'permission-denied') return null; // no longer public
    throw error;
  }
}

/** A page of saved projects, most recently saved first; projects no longer public are left out. */
export async function fetchSavedPage(uid: string, cursor: SavedCursor | null) {
  const { docs, next } = await readPageAndOne(query(savedOf(uid), orderBy('savedAt', 'desc')), cursor && startAfter(cursor), SAVED_PAGE);
  const projects = await Promise.all(docs.map((d) => readableProject(d.id)));
  return { projects: projects.filter((p): p is ProjectSummary => p !== null && p.approved), cursor: next };
}
