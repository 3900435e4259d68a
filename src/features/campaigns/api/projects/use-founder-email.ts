import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { founderDoc } from './project-card';
import { readFounder } from './project-read';

/**
 * The founder's e-mail address: private to the founder and the admin (projects/{id}/private/founder in
 * firestore.rules), never on the project or its card. '' for a project written while projects held their
 * founder's address, which has none.
 */
export async function fetchFounderEmail(projectId: string): Promise<string> {
  const snapshot = await getDoc(founderDoc(db, projectId));
  return snapshot.exists() ? readFounder(snapshot.data()).email : '';
}

/** Read only where it is shown (the admin's project page); it never changes. */
export const founderEmailQuery = (projectId: string) =>
  queryOptions({ queryKey: ['projects', 'founder', projectId], queryFn: () => fetchFounderEmail(projectId), staleTime: Infinity });

export const useFounderEmail = (projectId: string, enabled: boolean) => useQuery({ ...founderEmailQuery(projectId), enabled });
