// StartupFund's investing policy, in one home for the app (src/) and the server (functions/): the
// limits, the cut-off and the acknowledgement version. Plain TypeScript with relative imports only, so
// the functions' compiler takes these files as they are. firestore.rules repeat the numbers it still
// enforces (rules cannot import); tests/unit/money-policy.test.ts holds them equal.

/** The most one investor may invest over any 12 months, in whole dollars (StartupFund's limit). */
export const INVESTMENT_LIMIT_12_MONTHS = 10_000;

/** Largest single investment, in whole dollars. */
export const MAX_INVESTMENT = 1_000_000;

/** Investors may cancel until this many hours before the deadline (Reg CF). */
export const CANCELLATION_CUTOFF_HOURS = 48;
export const CANCELLATION_CUTOFF_MS = CANCELLATION_CUTOFF_HOURS * 3_600_000;

/** The version of "Before you invest" a member must have acknowledged to invest: raise it and everyone is asked again. */
export const RISKS_VERSION = 1;

/** What a receipt shows for an investment made anonymously. */
export const ANONYMOUS_INVESTOR = 'Anonymous investor';

/** The name a receipt shows: the investor's public name, or the anonymous label when they chose it or have none. */
export const receiptName = (investorName: string, anonymous: boolean) =>
  anonymous || !investorName.trim() ? ANONYMOUS_INVESTOR : investorName.trim();

/** Whether an active investment may still be cancelled: until 48 hours before the deadline. */
export const canCancelBefore = (endsAt: Date | null, now = new Date()) =>
  !!endsAt && now.getTime() < endsAt.getTime() - CANCELLATION_CUTOFF_MS;

/** A whole number of dollars of at least 1 and at most the largest single investment. */
export const isInvestableAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isInteger(amount) && amount >= 1 && amount <= MAX_INVESTMENT;
