// The founder's record of a project's milestones (founderRecords/{uid}.milestones, the public Track
// record): '<project>_<slot>' -> {due: the original due day, deliveredAt: when the server
// took the delivery, or null} for each milestone the project has; none for a slot without one.
// Recomputed whole from the project's milestones in one transaction, so a replayed or late event
// writes nothing new, and a slot removed with its milestone leaves the record with it.
import { FieldPath, FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { asTimestamp } from '../stored';

type Entry = { due: Timestamp; deliveredAt: Timestamp | null };

/** The key of a milestone in the record: its project and slot ('0' to '5'). */
const recordMilestoneKey = (projectId: string, slot: string) => `${projectId}_${slot}`;
const slotOfKey = (projectId: string, key: string) => (key.startsWith(`${projectId}_`) ? key.slice(projectId.length + 1) : null);

/** What the record should hold of these milestones, by slot: the ones with an original due day. */
function recordEntriesOf(milestones: ReadonlyArray<{ id: string; data: Record<string, unknown> }>) {
  const entries = new Map<string, Entry>();
  for (const { id, data } of milestones) {
    const due = asTimestamp(data.originalDue);
    if (due) entries.set(id, { due, deliveredAt: asTimestamp(data.deliveredAt) });
  }
  return entries;
}

const sameEntry = (held: unknown, wanted: Entry) => {
  if (typeof held !== 'object' || held === null) return false;
  const { due, deliveredAt } = held as Record<string, unknown>;
  const heldDelivery = asTimestamp(deliveredAt);
  return (
    asTimestamp(due)?.isEqual(wanted.due) === true &&
    (wanted.deliveredAt === null ? deliveredAt === null : heldDelivery?.isEqual(wanted.deliveredAt) === true)
  );
};

/**
 * Brings the founder's record in step with the project's milestones. A project that is gone, or has
 * no founder, moves no record. Returns whether it wrote.
 */
export function keepRecordMilestones(db: Firestore, projectId: string): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const [project, milestones] = await Promise.all([
      transaction.get(db.doc(`projects/${projectId}`)),
      transaction.get(db.collection(`projects/${projectId}/milestones`)),
    ]);
    const creatorId = project.get('creatorId');
    if (!project.exists || typeof creatorId !== 'string' || !creatorId) return false;
    const recordRef = db.doc(`founderRecords/${creatorId}`);
    const record = await transaction.get(recordRef);
    const held = (record.get('milestones') ?? {}) as Record<string, unknown>;
    const wanted = recordEntriesOf(milestones.docs.map((milestone) => ({ id: milestone.id, data: milestone.data() })));
    const additions = [...wanted].filter(([slot, entry]) => !sameEntry(held[recordMilestoneKey(projectId, slot)], entry));
    const removals = Object.keys(held).filter((key) => {
      const slot = slotOfKey(projectId, key);
      return slot !== null && /^[0-5]$/.test(slot) && !wanted.has(slot);
    });
    if (additions.length === 0 && removals.length === 0) return false;
    if (!record.exists) {
      const entries = Object.fromEntries(additions.map(([slot, entry]) => [recordMilestoneKey(projectId, slot), entry]));
      transaction.set(recordRef, { milestones: entries });
      return true;
    }
    // Field paths, so a project id is one key whatever it holds.
    const changes: unknown[] = [
      ...additions.flatMap(([slot, entry]) => [new FieldPath('milestones', recordMilestoneKey(projectId, slot)), entry]),
      ...removals.flatMap((key) => [new FieldPath('milestones', key), FieldValue.delete()]),
    ];
    const [firstPath, firstValue, ...rest] = changes;
    transaction.update(recordRef, firstPath as FieldPath, firstValue, ...rest);
    return true;
  });
}
