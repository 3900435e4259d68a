// Reading spending entries by their schema's fields, without the schema library (the running total is
// read by spendingTotalOf, shared/money/spending.ts, as the server reads it).
import { readDoc, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import type { StoredSpendingEntry } from './spending-schema';

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

export type SpendingEntry = ReadShape<StoredSpendingEntry> & { id: string };
export const readSpendingEntry = (id: string, data: Record<string, unknown>): SpendingEntry => ({
  id,
  ...readDoc<StoredSpendingEntry>(spendingEntryKinds, data),
});
