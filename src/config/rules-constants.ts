// The constants firestore.rules holds, read from there at build time (scripts/vite/read-rules-constants.ts).
/** The admin's address. Change it in firestore.rules (`function adminEmail()`); the build reads it from there. */
export const ADMIN_EMAIL: string = __ADMIN_EMAIL__;

/**
 * The most one investor may invest over any 12 months, in whole dollars. Change it in firestore.rules
 * (`function investmentLimit12Months()`), which enforce it; the build reads it from there.
 */
export const INVESTMENT_LIMIT_12_MONTHS: number = __INVESTMENT_LIMIT__;

/**
 * Investors may cancel until this many hours before the deadline (Reg CF). Change it in firestore.rules
 * (`function cancellationCutoffHours()`), which enforce it; the build reads it from there.
 */
export const CANCELLATION_CUTOFF_HOURS: number = __CANCELLATION_CUTOFF_HOURS__;

/**
 * The version of "Before you invest" (issue 36) a member must have acknowledged to invest. Change it in
 * firestore.rules (`function risksVersion()`), which enforce it; the build reads it from there.
 */
export const RISKS_VERSION: number = __RISKS_VERSION__;
