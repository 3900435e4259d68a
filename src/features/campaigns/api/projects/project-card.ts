import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { cardInStep } from '@shared/projects/card-copy';

export const projectDoc = (firestore: Firestore, id: string) => doc(firestore, 'projects', id);
/** projectCards/{id}: the server's copy of its project for the lists (functions/src/cards): no client writes one. */
export const projectCardDoc = (firestore: Firestore, id: string) => doc(firestore, 'projectCards', id);
/** projects/{id}/private/founder: the founder's e-mail address, written with the project. */
export const founderDoc = (firestore: Firestore, id: string) => doc(firestore, 'projects', id, 'private', 'founder');

// The card trails its project by the trigger's latency (a second or so; more on a cold emulator).
const CARD_WAIT_MS = 15_000;
const CARD_POLL_MS = 250;
const readOrNull = async (read: Promise<{ exists(): boolean; data(): Record<string, unknown> | undefined }>) => {
  const snapshot = await read.catch(() => null);
  return snapshot?.exists() ? (snapshot.data() ?? null) : null;
};

/**
 * Waits until the project's card shows the project as stored now (or is gone with it), so the list a
 * member opens after their own write shows that write. Gives up quietly after CARD_WAIT_MS: the write
 * is made, and the lists catch up on their next read. Returns whether the card caught up.
 */
export async function cardCaughtUp(id: string, firestore: Firestore = db) {
  const deadline = Date.now() + CARD_WAIT_MS;
  for (;;) {
    const [project, card] = await Promise.all([
      readOrNull(getDoc(projectDoc(firestore, id))),
      readOrNull(getDoc(projectCardDoc(firestore, id))),
    ]);
    if (project ? card !== null && cardInStep(project, card) : card === null) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, CARD_POLL_MS));
  }
}
