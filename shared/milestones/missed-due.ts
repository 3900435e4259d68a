// The due day a milestone missed: once late, a milestone not delivered is judged by that day
// until it is delivered, however often it is postponed. Read from what only the server writes: the
// clock's mark (lateDue, functions/src/clock/mark-late.ts) and each postponement's server time (`at`).
// The card's trigger (functions/src/milestones) and the project page judge by the same function.
// Days and times are milliseconds, so the app's SDK and the Admin SDK both pass them.

export const DAY_MS = 86_400_000;

export type LatenessFacts = {
  /** The due day the clock found missed (its mark), or null before it marked one. */
  lateDue: number | null;
  /** Each postponement in its order: the due day it moved from, and the server's time it was made. */
  postponements: ReadonlyArray<{ from: number; at: number | null }>;
};

/** A due day is met by the end of it (UTC): missed once `at` is on a later day. */
export const isPastDay = (due: number, at: number) => at >= due + DAY_MS;

/**
 * The earliest due day the milestone missed: the clock's mark, or a day it was postponed from after
 * that day had ended (the founder was quicker than the clock). Null while it has missed none.
 */
export function missedDue({ lateDue, postponements }: LatenessFacts): number | null {
  const missed = postponements.flatMap(({ from, at }) => (at !== null && isPastDay(from, at) ? [from] : []));
  if (lateDue !== null) missed.push(lateDue);
  return missed.length > 0 ? Math.min(...missed) : null;
}

/** The due day lateness is judged by: the one it missed, else its current one. */
export const judgedDue = (due: number, facts: LatenessFacts) => missedDue(facts) ?? due;
