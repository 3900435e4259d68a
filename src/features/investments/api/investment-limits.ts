// Investments and receipts: their limits and the anonymous label, for the schemas and the read tables alike.
/** Largest single investment, in whole dollars. */
export const MAX_INVESTMENT = 1_000_000;
/** What a receipt shows for an investment made anonymously (firestore.rules anonymousInvestor()). */
export const ANONYMOUS_INVESTOR = 'Anonymous investor';
/** The name a receipt shows: the investor's public name, or the anonymous label when they chose it or have none. */
export const receiptName = (investorName: string, anonymous: boolean) =>
  anonymous || !investorName.trim() ? ANONYMOUS_INVESTOR : investorName.trim();
/** Cancelled investments stay in the ledger; only active ones count. */
export const INVESTMENT_STATUSES = ['active', 'cancelled'] as const;
