// projects/{id}/useOfFunds/plan: where the plan is kept, read and written.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { takeEarlyOptionalDocument } from '@/lib/early-reads';
import { earlyReadNames } from '@shared/early-reads';
import { planTotal, type PlanLine } from './plan-model';
import { readPlanDoc } from './plan-read';

export const planDoc = (firestore: Firestore, projectId: string) => doc(firestore, 'projects', projectId, 'useOfFunds', 'plan');

/** Adds the plan's write to a batch of the founder's (their project's creation or edit): its lines, or null to remove it. */
export function writePlan(batch: WriteBatch, firestore: Firestore, projectId: string, lines: PlanLine[] | null) {
  if (lines) batch.set(planDoc(firestore, projectId), { lines, total: planTotal(lines), updatedAt: serverTimestamp() });
  else batch.delete(planDoc(firestore, projectId));
}

/** The plan's lines; none when the founder made no plan. */
export async function fetchPlan(projectId: string, firestore: Firestore = db): Promise<PlanLine[]> {
  // Update Project Details' plan, read with the session's token by index.html (decision 0084).
  const early = firestore === db ? await takeEarlyOptionalDocument(earlyReadNames.sessionProject('plan', projectId), 'plan') : null;
  if (early) return early === 'missing' ? [] : readPlanDoc(early.data);
  const snapshot = await getDoc(planDoc(firestore, projectId));
  return snapshot.exists() ? readPlanDoc(snapshot.data()) : [];
}

/** One read per project page (and Update Project Details); it changes only with the founder's edits, which refresh ['projects']. */
export const planQuery = (projectId: string) =>
  queryOptions({ queryKey: ['projects', 'plan', projectId], queryFn: () => fetchPlan(projectId), staleTime: Infinity });

export const usePlan = (projectId: string) => useQuery(planQuery(projectId));
