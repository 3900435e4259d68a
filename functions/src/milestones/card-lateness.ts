// The card's lateness (projectCards/{id}.openDues, the lists' Late badge), kept by the server from the
// project's milestones (issue 50): slot -> the due day each milestone not delivered is judged by (the
// one it missed, else its current one); none for a milestone delivered or removed. Recomputed whole
// from the milestones in one transaction, so a replayed or late event writes nothing new.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { judgedDue } from '../../../shared/milestones/missed-due';
import { judgedMilestone } from './stored-milestone';

export type OpenDues = Record<string, Timestamp>;

/** What the card should hold of these milestones. */
export function openDuesOf(milestones: ReadonlyArray<{ id: string; data: Record<string, unknown> }>): OpenDues {
  const dues: OpenDues = {};
  for (const { id, data } of milestones) {
    const milestone = judgedMilestone(id, data);
    if (milestone && !milestone.delivered) dues[id] = Timestamp.fromMillis(judgedDue(milestone.due, milestone));
  }
  return dues;
}

function sameDues(stored: unknown, wanted: OpenDues) {
  const held = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const slots = Object.keys(wanted);
  return (
    Object.keys(held).length === slots.length &&
    slots.every((slot) => held[slot] instanceof Timestamp && (held[slot] as Timestamp).isEqual(wanted[slot]))
  );
}

/**
 * Brings the project's card in step with its milestones. A card that is gone (removed with its
 * project) stays gone; one already right is not written. Returns whether it wrote.
 */
export function keepCardLateness(db: Firestore, projectId: string): Promise<boolean> {
  const cardRef = db.doc(`projectCards/${projectId}`);
  return db.runTransaction(async (transaction) => {
    const [card, milestones] = await Promise.all([
      transaction.get(cardRef),
      transaction.get(db.collection(`projects/${projectId}/milestones`)),
    ]);
    if (!card.exists) return false;
    const wanted = openDuesOf(milestones.docs.map((milestone) => ({ id: milestone.id, data: milestone.data() })));
    if (sameDues(card.get('openDues'), wanted)) return false;
    transaction.update(cardRef, { openDues: wanted });
    return true;
  });
}
