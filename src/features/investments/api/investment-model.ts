/** The one shape of an investment, on both paths (project page modal and /payment). */
export type Investment = {
  id: string;
  projectId: string;
  projectTitle: string;
  /** The project creator's uid when the investment was made. */
  creatorId: string;
  investorId: string;
  investorEmail: string;
  /** The investor's profile name when they invested ('' if it had none): for the creator and the admin. */
  investorName: string;
  /** They chose Invest anonymously: the public receipt says "Anonymous investor". */
  anonymous: boolean;
  amount: number;
  createdAt: Date | null;
  /** Cancelled investments stay in the ledger; only active ones count. */
  status: InvestmentStatus;
  cancelledAt: Date | null;
};

export type InvestmentStatus = 'active' | 'cancelled';

/**
 * The public receipt under projects/{id}/backers, for Recent Investors, Funding over time and What's
 * new: the investor's public name or ANONYMOUS_INVESTOR, never an e-mail address or uid.
 */
export type Backer = { id: string; name: string; amount: number; createdAt: Date | null };

/** What a receipt shows for an investment made anonymously (firestore.rules, anonymousInvestor()). */
export const ANONYMOUS_INVESTOR = 'Anonymous investor';

/** The name a receipt shows: the investor's public name, or the anonymous label when they chose it or have none. */
export const receiptName = (investorName: string, anonymous: boolean) => (anonymous || !investorName.trim() ? ANONYMOUS_INVESTOR : investorName.trim());

/** Largest single investment, in whole dollars; firestore.rules holds the same bound. */
export const MAX_INVESTMENT = 1_000_000;
export const RECENT_INVESTORS = 5;
