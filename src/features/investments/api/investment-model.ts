/** The one shape of an investment, on both paths (project page modal and /payment). */
export type Investment = {
  id: string;
  projectId: string;
  projectTitle: string;
  /** The project creator's uid when the investment was made. */
  creatorId: string;
  investorId: string;
  investorEmail: string;
  amount: number;
  createdAt: Date | null;
  /** Cancelled investments stay in the ledger; only active ones count. */
  status: InvestmentStatus;
  cancelledAt: Date | null;
};

export type InvestmentStatus = 'active' | 'cancelled';

/** The public receipt under projects/{id}/backers, for Recent Investors. */
export type Backer = { id: string; email: string; amount: number; createdAt: Date | null };

/** Largest single investment, in whole dollars; firestore.rules holds the same bound. */
export const MAX_INVESTMENT = 1_000_000;
export const RECENT_INVESTORS = 5;
