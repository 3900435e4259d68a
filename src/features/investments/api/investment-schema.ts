// investments/{id} (the ledger), projects/{id}/backers/{investmentId} (its public receipt) and
// projects/{id}/investors/{uid} (the marker that this user invested): their fields and limits.
// firestore.rules enforces the same (investmentKeys, receiptKeys, investorMarkerKeys);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { boundedText, readDoc, timestamp, wholeDollars, type ReadShape } from '@/lib/schema-fields';
import { LIMITS } from '@/features/campaigns/api/project-limits';

/** Longest public name (a profile's fullName or displayName; firestore.rules validProfileFields). */
const NAME_MAX = 120;
/** What a receipt shows for an investment made anonymously (firestore.rules anonymousInvestor()). */
export const ANONYMOUS_INVESTOR = 'Anonymous investor';
/** The name a receipt shows: the investor's public name, or the anonymous label when they chose it or have none. */
export const receiptName = (investorName: string, anonymous: boolean) => (anonymous || !investorName.trim() ? ANONYMOUS_INVESTOR : investorName.trim());

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
  /** The investor's profile name when they invested ('' if it had none): for the creator and the admin. */
  investorName: z.string().check(z.maxLength(NAME_MAX)),
  /** They chose Invest anonymously: the public receipt says ANONYMOUS_INVESTOR. */
  anonymous: z.boolean(),
  amount: wholeDollars(MAX_INVESTMENT),
  createdAt: timestamp(),
  status: z.enum(INVESTMENT_STATUSES),
  /** Set when the investor cancels. */
  cancelledAt: z.optional(timestamp()),
  /** Set once Returned money has given back the investor's 12-month limit (investment-limit.ts). */
  limitReleasedAt: z.optional(timestamp()),
});

/**
 * The public receipt, for Recent Investors, Funding over time and What's new: the investor's public
 * name or ANONYMOUS_INVESTOR, never an e-mail address or uid (firestore.rules isReceiptOf).
 */
export const receiptSchema = z.object({
  name: boundedText(1, NAME_MAX),
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
/** A receipt written before names (it held an e-mail) reads as anonymous until it is backfilled. */
export function readBacker(id: string, data: Record<string, unknown>): Backer {
  const receipt = readDoc(receiptSchema, data);
  return { id, ...receipt, name: receipt.name || ANONYMOUS_INVESTOR };
}
