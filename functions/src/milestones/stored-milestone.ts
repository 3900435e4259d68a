// A stored milestone (projects/{id}/milestones/{slot}) as the server judges its lateness.
import type { LatenessFacts } from '../../../shared/milestones/missed-due';
import { toMillis } from '../stored';

export type JudgedMilestone = LatenessFacts & { slot: string; due: number; delivered: boolean };

/** The fields lateness is judged by; null for a document with no due day (nothing to judge). */
export function judgedMilestone(slot: string, data: Record<string, unknown>): JudgedMilestone | null {
  const due = toMillis(data.due);
  if (due === null) return null;
  const stored = typeof data.postponements === 'object' && data.postponements !== null ? data.postponements : {};
  const postponements = Object.entries(stored as Record<string, Record<string, unknown> | undefined>)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, entry]) => {
      const from = toMillis(entry?.from);
      return from === null ? [] : [{ from, at: toMillis(entry?.at) }];
    });
  return { slot, due, delivered: data.deliveredAt != null, lateDue: toMillis(data.lateDue), postponements };
}
