// A write ceiling: how often one member may write one kind of document (a question, a campaign
// update, a new project), as firestore.rules keep it with a counter document written in the same
// batch: one per cooldown (lastAt) and perDay in a rolling day (countInWindow since windowStart).

/** The limits of one kind of write; the rules state the same numbers. */
export type Ceiling = { cooldownMs: number; perDay: number };

export const DAY_MS = 24 * 3_600_000;

/** A member's counter document, as dates; null before their first write of the kind. */
export type CeilingTick = { lastAt: Date; windowStart: Date; countInWindow: number };

export type NextWrite =
  { ok: true; windowStart: 'now' | 'keep'; countInWindow: number } | { ok: false; waitUntil: Date; reason: 'cooldown' | 'day' };

/**
 * Whether a member may write now, by their counter document and the ceiling, and what the document
 * then says: a new day starts 24 hours after the last one began. `now` is the browser's clock; the
 * rules judge by the server's.
 */
export function nextWrite(tick: CeilingTick | null, now: Date, ceiling: Ceiling): NextWrite {
  if (!tick) return { ok: true, windowStart: 'now', countInWindow: 1 };
  const calm = tick.lastAt.getTime() + ceiling.cooldownMs;
  if (now.getTime() < calm) return { ok: false, waitUntil: new Date(calm), reason: 'cooldown' };
  const dayEnds = tick.windowStart.getTime() + DAY_MS;
  if (now.getTime() >= dayEnds) return { ok: true, windowStart: 'now', countInWindow: 1 };
  if (tick.countInWindow >= ceiling.perDay) return { ok: false, waitUntil: new Date(dayEnds), reason: 'day' };
  return { ok: true, windowStart: 'keep', countInWindow: tick.countInWindow + 1 };
}

/** Whole seconds left until `until`, at least 1 (for "in N seconds"). */
export const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** A write refused by its ceiling (nextWrite); its message says when the member may write again. */
export class WriteLimitError extends Error {
  constructor(
    message: string,
    readonly waitUntil: Date,
  ) {
    super(message);
    this.name = 'WriteLimitError';
  }
}
