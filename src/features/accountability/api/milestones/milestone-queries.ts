// projects/{id}/milestones/{slot}: reading them. A project has at most 6, under the ids '0'
// to '5', so reading them all is one query of at most 6 documents.
import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readMilestone, type Milestone } from './milestone-read';

/** The project's milestones in the founder's order. */
export async function fetchMilestones(projectId: string, firestore: Firestore = db): Promise<Milestone[]> {
  const snapshot = await getDocs(collection(firestore, 'projects', projectId, 'milestones'));
  return snapshot.docs.flatMap((d) => readMilestone(d.id, d.data()) ?? []).sort((a, b) => a.id.localeCompare(b.id));
}
