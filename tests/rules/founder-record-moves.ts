// The founder's record moves (founderRecords/{uid}, issue 34) that the rules tests write by hand beside
// the documents they move with, as the app's founder-record-writes does. The card's openDues is the
// server's (functions/src/milestones): no batch here writes it.
import {
  deleteField,
  doc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';

export const naming = (move: string, projectId: string, ref: string) => ({
  lastMove: move,
  lastProjectId: projectId,
  lastRef: ref,
  lastMovedAt: serverTimestamp(),
});
const recordOf = (db: Firestore, uid: string) => doc(db, 'founderRecords', uid);
const milestoneOf = (db: Firestore, projectId: string, slot: string) => doc(db, 'projects', projectId, 'milestones', slot);

/** A milestone planned (created or changed) with its entry in the founder's record. */
export function planSlot(db: Firestore, uid: string, projectId: string, slot: string, data: DocumentData) {
  const batch = writeBatch(db);
  batch.set(milestoneOf(db, projectId, slot), data);
  batch.set(
    recordOf(db, uid),
    { milestones: { [`${projectId}_${slot}`]: { due: data.originalDue, deliveredAt: null } }, ...naming('plan', projectId, '') },
    { merge: true },
  );
  return batch.commit();
}

/** A milestone removed with its entry. */
export function removeSlot(db: Firestore, uid: string, projectId: string, slot: string) {
  const batch = writeBatch(db);
  batch.delete(milestoneOf(db, projectId, slot));
  batch.set(
    recordOf(db, uid),
    { milestones: { [`${projectId}_${slot}`]: deleteField() }, ...naming('plan', projectId, '') },
    { merge: true },
  );
  return batch.commit();
}

/** A milestone marked delivered (change: its fields) with its entry at the server's time (entry: what the record's entry becomes, by default the original due day given). */
export function deliverSlot(
  db: Firestore,
  uid: string,
  projectId: string,
  slot: string,
  change: DocumentData,
  originalDue: Timestamp,
  entry: DocumentData = { due: originalDue, deliveredAt: serverTimestamp() },
) {
  const batch = writeBatch(db);
  batch.update(milestoneOf(db, projectId, slot), change);
  batch.set(
    recordOf(db, uid),
    { milestones: { [`${projectId}_${slot}`]: entry }, ...naming('delivery', projectId, slot) },
    { merge: true },
  );
  return batch.commit();
}

/** A milestone postponed (change: its fields), as postponeMilestone writes it. */
export const postponeSlot = (db: Firestore, projectId: string, slot: string, change: DocumentData) =>
  updateDoc(milestoneOf(db, projectId, slot), change);
