// Reading spending entries and the running total by their schemas' fields, without the schema library.
import { readDoc, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import type { StoredSpendingEntry, StoredSpendingTotal } from './spending-schema';

export const spendingEntryKinds = {
  spentOn: 'timestamp',
  line: 'string',
  amount: 'number',
  paidFor: 'string',
  evidenceUrl: 'string',
  corrects: 'string',
  createdAt: 'timestamp',
  projectId: 'string',
  projectTitle: 'string',
} as const satisfies ReadKinds<StoredSpendingEntry>;

export const spendingTotalKinds = {
  spent: 'number',
  entryCount: 'number',
  byLine: 'record',
  lastEntryId: 'string',
} as const satisfies ReadKinds<StoredSpendingTotal>;

export type SpendingEntry = ReadShape<StoredSpendingEntry> & { id: string };
export type SpendingTotal = { spent: number; entryCount: number; byLine: Record<string, number> };

export const EMPTY_SPENDING_TOTAL: SpendingTotal = { spent: 0, entryCount: 0, byLine: {} };

export const readSpendingEntry = (id: string, data: Record<string, unknown>): SpendingEntry => ({
  id,
  ...readDoc<StoredSpendingEntry>(spendingEntryKinds, data),
});

export function readSpendingTotal(data: Record<string, unknown> | undefined): SpendingTotal {
  if (!data) return EMPTY_SPENDING_TOTAL;
  const read = readDoc<StoredSpendingTotal>(spendingTotalKinds, data);
  const byLine = Object.fromEntries(
    Object.entries(read.byLine).flatMap(([key, value]) => (typeof value === 'number' && Number.isFinite(value) ? [[key, value]] : [])),
  );
  return { spent: read.spent, entryCount: read.entryCount, byLine };
}
