import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readReviewNote } from './project-read';

/**
 * The admin's last reason for sending a project back: private to its creator and the admin
 * (projects/{id}/private/review in firestore.rules), so never on the project or its card.
 */
export async function fetchReviewNote(projectId: string): Promise<string> {
  const snapshot = await getDoc(doc(db, 'projects', projectId, 'private', 'review'));
  return snapshot.exists() ? readReviewNote(snapshot.data()).note : '';
}

/** Under the projects key: a send-back or resubmit re-reads it with the project. */
export const reviewNoteQuery = (projectId: string) =>
  queryOptions({ queryKey: ['projects', 'review', projectId], queryFn: () => fetchReviewNote(projectId) });

export const useReviewNote = (projectId: string, enabled: boolean) => useQuery({ ...reviewNoteQuery(projectId), enabled });
