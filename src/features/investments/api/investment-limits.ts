// Investments and receipts: their limits and the anonymous label, for the schemas and the read tables alike.
/** Cancelled investments stay in the ledger; only active ones count. */
export const INVESTMENT_STATUSES = ['active', 'cancelled'] as const;
