// Reading investments and receipts by their schemas' fields (investment-schema.ts), without loading
// the schema library where the app only reads. The tables must name exactly the schemas' fields (the
// types say so) with the schemas' kinds (tests/unit/schema-drift.test.ts).
import { readDoc, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import type { StoredInvestment, StoredReceipt } from './investment-schema';

/** Largest single investment, in whole dollars. */
export const MAX_INVESTMENT = 1_000_000;
/** Cancelled investments stay in the ledger; only active ones count. */
export const INVESTMENT_STATUSES = ['active', 'cancelled'] as const;

export const investmentKinds = {
  projectId: 'string',
  projectTitle: 'string',
  creatorId: 'string',
  investorId: 'string',
  investorEmail: 'string',
  amount: 'number',
  createdAt: 'timestamp',
  status: INVESTMENT_STATUSES,
  cancelledAt: 'timestamp',
} as const satisfies ReadKinds<StoredInvestment>;

export const receiptKinds = { email: 'string', amount: 'number', createdAt: 'timestamp' } as const satisfies ReadKinds<StoredReceipt>;

export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
/** The one shape of an investment, on both paths (project page modal and /payment). */
export type Investment = ReadShape<StoredInvestment> & { id: string };
/** The public receipt under projects/{id}/backers, for Recent Investors. */
export type Backer = ReadShape<StoredReceipt> & { id: string };

export const readInvestment = (id: string, data: Record<string, unknown>): Investment => ({ id, ...readDoc<StoredInvestment>(investmentKinds, data) });
export const readBacker = (id: string, data: Record<string, unknown>): Backer => ({ id, ...readDoc<StoredReceipt>(receiptKinds, data) });
