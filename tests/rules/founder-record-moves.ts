// The milestones' writes the rules tests make by hand, and the naming of a member's founder-record move
// (founderRecords/{uid}). The record's milestones and the card's openDues are the server's
// (functions/src/founders, functions/src/milestones): nothing here writes them.
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';

export const naming = (move: string, projectId: string, ref: string) => ({
  lastMove: move,
  lastProjectId: projectId,
  lastRef: ref,
  lastMovedAt: serverTimestamp(),
});
const milestoneOf = (db: Firestore, projectId: string, slot: string) => doc(db, 'projects', projectId, 'milestones', slot);

/** A milestone planned (created or changed), as the app's writeMilestones writes a slot: the founder's record is the server's. */
export const planSlot = (db: Firestore, projectId: string, slot: string, data: DocumentData) =>
  setDoc(milestoneOf(db, projectId, slot), data);

/** A milestone removed. */
export const removeSlot = (db: Firestore, projectId: string, slot: string) => deleteDoc(milestoneOf(db, projectId, slot));

/** A milestone marked delivered (change: its fields). */
export const deliverSlot = (db: Firestore, projectId: string, slot: string, change: DocumentData) =>
  updateDoc(milestoneOf(db, projectId, slot), change);

/** A milestone postponed (change: its fields), as postponeMilestone writes it. */
export const postponeSlot = (db: Firestore, projectId: string, slot: string, change: DocumentData) =>
  updateDoc(milestoneOf(db, projectId, slot), change);
