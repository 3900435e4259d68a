// investments/{id} (the ledger), projects/{id}/backers/{investmentId} (its public receipt) and
// projects/{id}/investors/{uid} (the marker that this user invested): their fields and limits.
// firestore.rules enforces the same (investmentKeys, receiptKeys, investorMarkerKeys);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { readDoc, timestamp, wholeDollars, type ReadShape } from '@/lib/schema-fields';
import { LIMITS } from '@/features/campaigns/api/project-limits';

/** Largest single investment, in whole dollars. */
export const MAX_INVESTMENT = 1_000_000;
/** Cancelled investments stay in the ledger; only active ones count. */
export const INVESTMENT_STATUSES = ['active', 'cancelled'] as const;

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
  /** Set once Returned money has given back the investor's 12-month limit (investment-limit.ts). */
  limitReleasedAt: z.optional(timestamp()),
});

export const receiptSchema = z.object({
  email: z.string(),
  amount: wholeDollars(MAX_INVESTMENT),
  createdAt: timestamp(),
});

/** One investor's standing in one project: their uncancelled investments in it, counted and summed. */
export const investorMarkerSchema = z.object({
  investorId: z.string(),
  lastInvestmentId: z.string(),
  activeCount: z.int(),
  activeAmount: z.int(),
});

/** investorLimits/{uid}: whole dollars invested per calendar month (UTC), keyed by year * 12 + month - 1. */
export const investorLimitSchema = z.object({
  months: z.record(z.string(), z.int()),
  lastInvestmentId: z.string(),
});

export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
/** The one shape of an investment, on both paths (project page modal and /payment). */
export type Investment = ReadShape<typeof investmentSchema> & { id: string };
/** The public receipt under projects/{id}/backers, for Recent Investors. */
export type Backer = ReadShape<typeof receiptSchema> & { id: string };

export const readInvestment = (id: string, data: Record<string, unknown>): Investment => ({ id, ...readDoc(investmentSchema, data) });
export const readBacker = (id: string, data: Record<string, unknown>): Backer => ({ id, ...readDoc(receiptSchema, data) });
