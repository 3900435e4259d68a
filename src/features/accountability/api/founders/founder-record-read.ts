// Reading founderRecords/{uid} by founderRecordSchema's fields, without the schema library.
import { isTimestamp, readDoc, type ReadKinds } from '@/lib/read-doc';
import type { StoredFounderRecord } from './founder-record-schema';

export const founderRecordKinds = {
  milestones: 'record',
  spentBy: 'record',
  gaps: 'record',
  gapCount: 'number',
  unanswered: 'number',
} as const satisfies ReadKinds<StoredFounderRecord>;

export type RecordMilestone = { projectId: string; due: Date; deliveredAt: Date | null };
export type UpdateGap = { from: Date; at: Date };
export type FounderRecord = {
  milestones: RecordMilestone[];
  spentBy: Record<string, number>;
  gaps: UpdateGap[];
  gapCount: number;
  unanswered: number;
};

export const EMPTY_FOUNDER_RECORD: FounderRecord = { milestones: [], spentBy: {}, gaps: [], gapCount: 0, unanswered: 0 };

const dateOf = (value: unknown) => (isTimestamp(value) ? value.toDate() : null);
const field = (value: unknown, key: string) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** A stored record (none yet reads as empty); entries of the wrong shape are left out. */
export function readFounderRecord(data: Record<string, unknown> | undefined): FounderRecord {
  if (!data) return EMPTY_FOUNDER_RECORD;
  const read = readDoc<StoredFounderRecord>(founderRecordKinds, data);
  const milestones = Object.entries(read.milestones).flatMap(([key, value]) => {
    const due = dateOf(field(value, 'due'));
    const cut = key.lastIndexOf('_');
    return due && cut > 0 ? [{ projectId: key.slice(0, cut), due, deliveredAt: dateOf(field(value, 'deliveredAt')) }] : [];
  });
  const spentBy = Object.fromEntries(
    Object.entries(read.spentBy).flatMap(([key, value]) => (typeof value === 'number' && Number.isFinite(value) ? [[key, value]] : [])),
  );
  const gaps = Object.values(read.gaps).flatMap((value) => {
    const from = dateOf(field(value, 'from'));
    const at = dateOf(field(value, 'at'));
    return from && at ? [{ from, at }] : [];
  });
  return { milestones, spentBy, gaps, gapCount: read.gapCount, unanswered: Math.max(0, read.unanswered) };
}
