// The founder's ceiling on new projects (NEW_PROJECT_LIMITS, firestore.rules creatorLimits): reading
// their count and what it says next, for createProject's batch.
import { doc, getDoc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { nextWrite, WriteLimitError, type CeilingTick } from '@shared/write-ceiling';
import { formatTime } from '@/utils/format';
import { NEW_PROJECT_LIMITS } from './project-limits';

export type NextProject =
  { ok: true; windowStart: 'now' | 'keep'; countInWindow: number } | { ok: false; waitUntil: Date; message: string };

/** Whether the founder may create a project now, by their creatorLimits document, and what it then says. */
export function nextProject(tick: CeilingTick | null, now: Date): NextProject {
  const next = nextWrite(tick, now, NEW_PROJECT_LIMITS);
  if (next.ok) return next;
  return {
    ok: false,
    waitUntil: next.waitUntil,
    message: `You have created ${NEW_PROJECT_LIMITS.perDay} projects in a day. You can create another at ${formatTime(next.waitUntil)}.`,
  };
}

/**
 * Adds the founder's count, moved on by the project `projectId`, to the batch that creates it; throws a
 * WriteLimitError (nothing written) when the ceiling is reached. windowStart is kept as stored: the
 * rules compare it to the microsecond, which a Date would lose.
 */
export async function countNewProject(batch: WriteBatch, firestore: Firestore, uid: string, projectId: string) {
  // The schema library loads with the first project created, not with the pages that list them.
  const { creatorLimitSchema } = await import('./creator-limit-schema');
  const ref = doc(firestore, 'creatorLimits', uid);
  const parsed = creatorLimitSchema.safeParse((await getDoc(ref)).data());
  const stored = parsed.success ? parsed.data : null;
  const tick = stored && {
    lastAt: stored.lastCreatedAt.toDate(),
    windowStart: stored.windowStart.toDate(),
    countInWindow: stored.countInWindow,
  };
  const next = nextProject(tick, new Date());
  if (!next.ok) throw new WriteLimitError(next.message, next.waitUntil);
  batch.set(ref, {
    lastCreatedAt: serverTimestamp(),
    windowStart: next.windowStart === 'now' || !stored ? serverTimestamp() : stored.windowStart,
    countInWindow: next.countInWindow,
    lastProjectId: projectId,
  });
}
