// projects/{id}/milestones/{slot}: the milestones' writes (their reads: milestone-queries.ts).
import { doc, serverTimestamp, Timestamp, updateDoc, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { MILESTONE_LIMITS } from './milestone-limits';
import type { MilestonePlan } from './milestone-model';
import type { Milestone } from './milestone-read';
import type { Delivery, Postponing } from './milestone-form';

const milestoneDoc = (firestore: Firestore, projectId: string, slot: string) => doc(firestore, 'projects', projectId, 'milestones', slot);

/** A planned milestone as stored before approval: due as planned, never postponed, not delivered. */
function plannedMilestone(plan: MilestonePlan) {
  const due = Timestamp.fromDate(plan.due);
  return {
    title: plan.title,
    description: plan.description,
    due,
    originalDue: due,
    postponements: {},
    deliveredAt: null,
    delivered: '',
    evidenceUrl: '',
  };
}

/**
 * Adds the milestones' writes to a batch of the founder's (their project's creation or edit): slot i
 * for the i-th, and the removal of every slot after the last (none may be there; removing is harmless).
 * The server copies their original due days into the founder's record (functions/src/founders).
 */
export function writeMilestones(batch: WriteBatch, firestore: Firestore, projectId: string, milestones: readonly MilestonePlan[]) {
  const planned = milestones.map(plannedMilestone);
  for (let slot = 0; slot < MILESTONE_LIMITS.max; slot++) {
    const ref = milestoneDoc(firestore, projectId, String(slot));
    if (slot < planned.length) batch.set(ref, planned[slot]);
    else batch.delete(ref);
  }
}

/**
 * Mark as delivered: the date delivered is the server's (the rules require request.time). The server
 * counts it in the founder's record against the original due day (functions/src/founders) and takes
 * it off the card's Late badge (functions/src/milestones) a moment later.
 */
export function deliverMilestone(projectId: string, milestone: Pick<Milestone, 'id'>, delivery: Delivery, firestore: Firestore = db) {
  return updateDoc(milestoneDoc(firestore, projectId, milestone.id), { ...delivery, deliveredAt: serverTimestamp() });
}

/** Postpone: the new due day, and one more postponement (from, to, reason, the server's time) after those it has. */
export function postponeMilestone(
  projectId: string,
  milestone: Pick<Milestone, 'id' | 'due' | 'postponements'>,
  postponing: Postponing,
  firestore: Firestore = db,
) {
  const to = Timestamp.fromDate(postponing.due);
  return updateDoc(milestoneDoc(firestore, projectId, milestone.id), {
    due: to,
    [`postponements.${milestone.postponements.length}`]: {
      from: Timestamp.fromDate(milestone.due),
      to,
      reason: postponing.reason,
      at: serverTimestamp(),
    },
  });
}
