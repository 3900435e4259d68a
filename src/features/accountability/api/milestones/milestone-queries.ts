// projects/{id}/milestones/{slot}: reading them. A project has at most 6, under the ids '0'
// to '5', so reading them all is one query of at most 6 documents.
import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { takeEarlyQuery } from '@/lib/early-reads';
import { earlyReadNames } from '@shared/early-reads';
import { readMilestone, type Milestone } from './milestone-read';

/** The project's milestones in the founder's order. */
export async function fetchMilestones(projectId: string, firestore: Firestore = db): Promise<Milestone[]> {
  // Update Project Details' milestones, read with the session's token by index.html (decision 0084).
  const early = firestore === db ? await takeEarlyQuery(earlyReadNames.sessionProject('milestones', projectId)) : null;
  const docs =
    early ?? (await getDocs(collection(firestore, 'projects', projectId, 'milestones'))).docs.map((d) => ({ id: d.id, data: d.data() }));
  return docs.flatMap((d) => readMilestone(d.id, d.data) ?? []).sort((a, b) => a.id.localeCompare(b.id));
}
