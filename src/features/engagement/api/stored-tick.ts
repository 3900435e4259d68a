import { getDoc, type DocumentReference, type Timestamp } from 'firebase/firestore/lite';
import type { z } from 'zod/mini';

type Counted = { windowStart: Timestamp; countInWindow: number };

/**
 * A member's count document (projects/{id}/askers/{uid}, posters/{uid}) as its schema reads it, null
 * before their first write there or if it is not what the rules write, and its windowStart as stored:
 * the rules compare it to the microsecond, which a Date would lose.
 */
export async function readStoredTick<S extends Counted>(ref: DocumentReference, schema: z.ZodMiniType<S>) {
  const parsed = schema.safeParse((await getDoc(ref)).data());
  return parsed.success
    ? { stored: parsed.data, storedWindowStart: parsed.data.windowStart as unknown }
    : { stored: null, storedWindowStart: null };
}
