// The clock marks Late: a milestone not delivered whose due day has ended gets lateAt (the
// server's time of the tick that found it) and lateDue (the day it missed), once, in a transaction that
// checks them first; no client writes them, and a postponement keeps them. Milestones still being
// planned (the project pending or sent back) are left to their founder.
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { DAY_MS, isPastDay } from '../../../shared/milestones/missed-due';
import { toDate } from '../stored';

/** How far before the last run each run looks for due days that ended (a run missed for days is caught up). */
const LOOK_BACK_MS = 7 * DAY_MS;
const CLOCK_STATE = 'clock/lateMilestones';
const PLANNING = ['pending', 'changes_requested'];

/** Marks one milestone Late if it is still due and past its day; returns whether it did. */
async function markLate(db: Firestore, ref: DocumentReference, now: Date): Promise<boolean> {
  const projectRef = ref.parent.parent;
  if (!projectRef) return false;
  return db.runTransaction(async (transaction) => {
    const [milestone, project] = await transaction.getAll(ref, projectRef);
    if (!milestone.exists || !project.exists || milestone.get('lateAt') || milestone.get('deliveredAt') != null) return false;
    if (PLANNING.includes(String(project.get('status')))) return false;
    const due = milestone.get('due');
    if (!(due instanceof Timestamp) || !isPastDay(due.toMillis(), now.getTime())) return false;
    transaction.update(ref, { lateAt: Timestamp.fromDate(now), lateDue: due });
    return true;
  });
}

/**
 * One tick's marking: the milestones not delivered whose due day ended since the last run (and up to
 * a week before it). Returns the paths it marked.
 */
export async function markLateMilestones(db: Firestore, now = new Date()): Promise<string[]> {
  const stateRef = db.doc(CLOCK_STATE);
  const last = toDate((await stateRef.get()).get('ranAt'));
  const from = Timestamp.fromMillis((last?.getTime() ?? 0) - LOOK_BACK_MS - DAY_MS);
  const overdue = await db
    .collectionGroup('milestones')
    .where('deliveredAt', '==', null)
    .where('due', '>', from)
    .where('due', '<=', Timestamp.fromMillis(now.getTime() - DAY_MS))
    .get();
  const marked: string[] = [];
  for (const milestone of overdue.docs)
    if (!milestone.get('lateAt') && (await markLate(db, milestone.ref, now))) marked.push(milestone.ref.path);
  await stateRef.set({ ranAt: Timestamp.fromDate(now) });
  return marked;
}
