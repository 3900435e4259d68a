// investments/{id} (the ledger), projects/{id}/backers/{investmentId} (its public receipt) and
// projects/{id}/investors/{uid} (the marker that this user invested): their fields and limits.
// firestore.rules enforces the same (investmentKeys, receiptKeys, investorMarkerKeys);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { timestamp, wholeDollars } from '@/lib/schema-fields';
import { LIMITS } from '@/features/campaigns/api/project-limits';

import { INVESTMENT_STATUSES, MAX_INVESTMENT } from './investment-read';

export { INVESTMENT_STATUSES, MAX_INVESTMENT } from './investment-read';

export const investmentSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string().check(z.minLength(1), z.maxLength(LIMITS.title)),
  /** The project creator's uid when the investment was made. */
  creatorId: z.string(),
  investorId: z.string(),
  investorEmail: z.string(),
  amount: wholeDollars(MAX_INVESTMENT),
  createdAt: timestamp(),
  status: z.enum(INVESTMENT_STATUSES),
  /** Set when the investor cancels. */
  cancelledAt: z.optional(timestamp()),
});

export const receiptSchema = z.object({
  email: z.string(),
  amount: wholeDollars(MAX_INVESTMENT),
  createdAt: timestamp(),
});

export const investorMarkerSchema = z.object({ lastInvestmentId: z.string() });

export type StoredInvestment = z.output<typeof investmentSchema>;
export type StoredReceipt = z.output<typeof receiptSchema>;
