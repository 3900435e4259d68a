// A project's card (projectCards/{id}), kept by the server from the project and its milestones:
// the project's card fields (shared/projects/card-copy.ts) and the Late badge's days (openDues,
// milestones/card-lateness.ts, absent when none is open). Recomputed whole each time either is written,
// so an event delivered twice, late or out of order writes the same card or nothing; a project that is
// gone takes its card with it.
//
// No transaction (as raised-copy.ts): one would lock the project and its milestones on every project
// write. Instead the write is refused unless the card is still as read (its lastUpdateTime, or absent
// for a new one): a card written by another event in between was computed from a project at least as
// new, so this one reads again.
import { FieldValue, type DocumentSnapshot, type Firestore, type Precondition } from 'firebase-admin/firestore';
import { cardFieldsOf, sameStored } from '../../../shared/projects/card-copy';
import { openDuesOf } from '../milestones/card-lateness';
import { GRPC, hasGrpcCode } from '../grpc-codes';

const ATTEMPTS = 8;

/** Brings the card in step with its project; returns whether it wrote. */
export async function keepProjectCard(db: Firestore, projectId: string): Promise<boolean> {
  const projectRef = db.doc(`projects/${projectId}`);
  const cardRef = db.doc(`projectCards/${projectId}`);
  for (let attempt = 1; ; attempt++) {
    const [project, card] = await db.getAll(projectRef, cardRef);
    const wanted = project.exists ? await cardOf(project) : null;
    if (wanted ? card.exists && sameStored(card.data(), wanted) : !card.exists) return false;
    const asRead: Precondition = { lastUpdateTime: card.updateTime! };
    try {
      if (!wanted) await cardRef.delete(asRead);
      else if (!card.exists) await cardRef.create(wanted);
      else await cardRef.update(withRemovals(card.data()!, wanted), asRead);
      return true;
    } catch (error) {
      if (!hasGrpcCode(error, GRPC.FAILED_PRECONDITION, GRPC.ALREADY_EXISTS) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Whether a change of a project moved none of its card fields (an edit of its long texts, a copy of
 * Raised that was already right): its event has nothing to bring to the card, and reads nothing.
 */
export function leavesCardAsItWas(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  return before !== undefined && after !== undefined && sameStored(cardFieldsOf(before), cardFieldsOf(after));
}

/** The card a project should have: its card fields, and its open milestones' days. */
async function cardOf(project: DocumentSnapshot) {
  const milestones = await project.ref.collection('milestones').get();
  const openDues = openDuesOf(milestones.docs.map((milestone) => ({ id: milestone.id, data: milestone.data() })));
  return { ...cardFieldsOf(project.data()!), ...(Object.keys(openDues).length > 0 ? { openDues } : {}) };
}

/** An update that makes `stored` into `wanted`: every wanted field, and the removal of every other. */
function withRemovals(stored: Record<string, unknown>, wanted: Record<string, unknown>) {
  const gone = Object.keys(stored).filter((key) => !(key in wanted));
  return { ...wanted, ...Object.fromEntries(gone.map((key) => [key, FieldValue.delete()])) };
}
