// investments/{id} (the ledger), projects/{id}/backers/{investmentId} (its public receipt) and
// projects/{id}/investors/{uid} (the marker that this user invested): their fields and limits.
// firestore.rules enforces the same (investmentKeys, receiptKeys, investorMarkerKeys);
// tests/unit/schema-drift.test.ts fails when the two differ.
import { z } from 'zod/mini';
import { boundedText, timestamp, wholeDollars } from '@/lib/schema-fields';
import { DISPLAY_NAME_MAX } from '@shared/members/display-name';
import { LIMITS } from '@/features/campaigns/api/projects/project-limits';
import { dealTermsSchema } from '@/features/campaigns/api/deal-terms/deal-terms-schema';
import { INVESTMENT_STATUSES } from './investment-limits';
import { MAX_INVESTMENT } from '@shared/money/policy';

export const investmentSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string().check(z.minLength(1), z.maxLength(LIMITS.title)),
  /** The project creator's uid when the investment was made. */
  creatorId: z.string(),
  investorId: z.string(),
  investorEmail: z.string(),
  /** The investor's profile name when they invested ('' if it had none): for the creator and the admin. */
  investorName: z.string().check(z.maxLength(DISPLAY_NAME_MAX)),
  /** They chose Invest anonymously: the public receipt says ANONYMOUS_INVESTOR. */
  anonymous: z.boolean(),
  amount: wholeDollars(MAX_INVESTMENT),
  createdAt: timestamp(),
  status: z.enum(INVESTMENT_STATUSES),
  /**
   * The campaign's deal terms when the investment was made (null: it stated none), copied so My
   * Investments shows a row's terms without reading its project; the rules hold the copy to the
   * project's, which are locked from approval on. Absent on investments made before the copy.
   */
  dealTerms: z.optional(z.nullable(dealTermsSchema)),
  /** Set when the investor cancels. */
  cancelledAt: z.optional(timestamp()),
  /** Set once Returned money has given back the investor's 12-month limit (functions/src/clock/settle.ts). */
  limitReleasedAt: z.optional(timestamp()),
  /**
   * The 12-month ledger's month (monthIndex) that counted it, stamped by the invest function: Cancel
   * and Returned money give its amount back to exactly that bucket. Absent: never counted (from before
   * the server kept the ledger), so nothing is given back.
   */
  countedMonth: z.optional(z.int()),
});

/**
 * The public receipt, for Recent Investors, Funding over time and What's new: the investor's public
 * name or ANONYMOUS_INVESTOR, never an e-mail address or uid (firestore.rules isReceiptOf).
 */
export const receiptSchema = z.object({
  name: boundedText(1, DISPLAY_NAME_MAX),
  amount: wholeDollars(MAX_INVESTMENT),
  createdAt: timestamp(),
});

/** One investor's standing in one project: their uncancelled investments in it, counted and summed. */
export const investorMarkerSchema = z.object({
  investorId: z.string(),
  lastInvestmentId: z.string(),
  activeCount: z.int(),
  activeAmount: z.int(),
  /** Of those, the investments that show the investor's name (not Invest anonymously): the Investor badge needs one. */
  namedCount: z.int(),
});

/** investorLimits/{uid}: whole dollars invested per calendar month (UTC), keyed by year * 12 + month - 1. */
export const investorLimitSchema = z.object({
  months: z.record(z.string(), z.int()),
  lastInvestmentId: z.string(),
});

export type StoredInvestment = z.output<typeof investmentSchema>;
export type StoredReceipt = z.output<typeof receiptSchema>;
