// Reading projects/{id}/milestones/{slot} by milestoneSchema's fields, without the schema library.
import { isTimestamp, readDoc, type ReadKinds } from '@/lib/read-doc';
import type { StoredMilestone } from './milestone-schema';

export const milestoneKinds = {
  title: 'string',
  description: 'string',
  due: 'timestamp',
  originalDue: 'timestamp',
  postponements: 'record',
  deliveredAt: 'timestamp',
  delivered: 'string',
  evidenceUrl: 'string',
  lateAt: 'timestamp',
  lateDue: 'timestamp',
} as const satisfies ReadKinds<StoredMilestone>;

export type Postponement = { from: Date; to: Date; reason: string; at: Date | null };
export type Milestone = {
  id: string;
  title: string;
  description: string;
  due: Date;
  originalDue: Date;
  postponements: Postponement[];
  deliveredAt: Date | null;
  delivered: string;
  evidenceUrl: string;
  /** The server's mark: when the clock found it Late, and the due day it missed; null before. */
  lateAt: Date | null;
  lateDue: Date | null;
};

const dateOf = (value: unknown) => (isTimestamp(value) ? value.toDate() : null);

/** A stored milestone; one without a due day reads as null (nothing to show it against). */
export function readMilestone(id: string, data: Record<string, unknown>): Milestone | null {
  const read = readDoc<StoredMilestone>(milestoneKinds, data);
  if (!read.due) return null;
  const postponements = Object.keys(read.postponements)
    .sort()
    .flatMap((key) => {
      const entry = read.postponements[key] as Record<string, unknown> | undefined;
      const from = dateOf(entry?.from);
      const to = dateOf(entry?.to);
      return from && to ? [{ from, to, reason: typeof entry?.reason === 'string' ? entry.reason : '', at: dateOf(entry?.at) }] : [];
    });
  return { ...read, id, due: read.due, originalDue: read.originalDue ?? read.due, postponements };
}
