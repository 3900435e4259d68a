// Deal terms: what an investor gets for their money. The instruments, each one's terms and
// their bounds, apart from the schema so the pages that only show terms never load zod. Change a bound
// here and its function in firestore.rules (validDealTerms and the is* functions beside it);
// tests/unit/schema-drift.test.ts holds the two equal.
export const INSTRUMENTS = ['safe', 'equity', 'convertible_note', 'revenue_share'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

export const INSTRUMENT_LABELS: Record<Instrument, string> = {
  safe: 'SAFE',
  equity: 'Equity',
  convertible_note: 'Convertible note',
  revenue_share: 'Revenue share',
};

export const DEAL_TERM_LIMITS = {
  /** A valuation cap or pre-money valuation, whole dollars. */
  valuationMax: 10_000_000_000,
  discountPercent: { min: 1, max: 50 },
  /** Price per share in cents: $0.01 to $1,000,000. */
  pricePerShareCents: { min: 1, max: 100_000_000 },
  interestRatePercent: { min: 0, max: 30 },
  revenueSharePercent: { min: 1, max: 50 },
  /** The repayment multiple in tenths: 1.0x to 5.0x. */
  repaymentMultipleTenths: { min: 10, max: 50 },
} as const;

/** A maturity date as stored: YYYY-MM-DD (firestore.rules isMaturityDate, the same pattern). */
export const MATURITY_DATE_PATTERN = /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** Midnight UTC of a YYYY-MM-DD day the calendar has (not 2031-02-31), else null. */
export function calendarDay(date: string): Date | null {
  if (!MATURITY_DATE_PATTERN.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number);
  const midnight = new Date(Date.UTC(year, month - 1, day));
  return midnight.getUTCDate() === day ? midnight : null;
}

/** The rule for a maturity date, as firestore.rules isMaturityDate states it: a real day whose midnight UTC is after `now`. */
export function isMaturityDate(date: string, now: Date): boolean {
  const midnight = calendarDay(date);
  return midnight !== null && midnight.getTime() > now.getTime();
}

/** The terms a deal may state beside its instrument and minimum. */
export type DealTermKey =
  | 'valuationCap'
  | 'discountPercent'
  | 'pricePerShareCents'
  | 'preMoneyValuation'
  | 'interestRatePercent'
  | 'maturityDate'
  | 'revenueSharePercent'
  | 'repaymentMultipleTenths';

/**
 * The terms each instrument takes (firestore.rules instrumentTermKeys): a SAFE needs a cap, a discount
 * or both; every other instrument needs all of its own.
 */
export const INSTRUMENT_TERMS: Record<Instrument, readonly DealTermKey[]> = {
  safe: ['valuationCap', 'discountPercent'],
  equity: ['pricePerShareCents', 'preMoneyValuation'],
  convertible_note: ['interestRatePercent', 'maturityDate', 'valuationCap', 'discountPercent'],
  revenue_share: ['revenueSharePercent', 'repaymentMultipleTenths'],
};

/** A project's deal terms (projects/{id}.dealTerms), as stored and read. */
export type DealTerms = { instrument: Instrument; minimumInvestment: number } & Partial<
  Record<Exclude<DealTermKey, 'maturityDate'>, number>
> & {
    maturityDate?: string;
  };

/** Why the terms cannot change: what the form says beside them once the project is approved. */
export const TERMS_LOCKED_HINT = 'The deal terms are fixed once the project is approved: investors rely on them.';
export const TERMS_NOT_STATED = 'Terms not stated';

/** What the project form sends beside its content: the terms, or null for none (the project then holds no dealTerms). */
export type WithDealTerms = { dealTerms?: DealTerms | null };
