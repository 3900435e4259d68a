// projects/{id}.dealTerms: the schema the form, the seed and the drift test check terms
// with; firestore.rules validDealTerms enforces the same.
import { z } from 'zod/mini';
import { wholeDollars, wholeRange } from '@/lib/schema-fields';
import { LIMITS } from '@/features/campaigns/api/projects/project-limits';
import { formatUsd } from '@/utils/format';
import { calendarDay, DEAL_TERM_LIMITS, INSTRUMENT_TERMS, INSTRUMENTS, MATURITY_DATE_PATTERN, type DealTerms } from './deal-terms-limits';

const { valuationMax, discountPercent, pricePerShareCents, interestRatePercent, revenueSharePercent, repaymentMultipleTenths } =
  DEAL_TERM_LIMITS;

export const DEAL_TERM_MESSAGES = {
  instrument: 'Please choose an instrument',
  minimumInvestment: 'Minimum investment must be a whole number of dollars, from $1 to the funding goal',
  // Made when read, not when this module loads (decision 0014): the schema reads them on a failure.
  get valuationCap() {
    return `Valuation cap must be a whole number of dollars, up to ${formatUsd(valuationMax)}`;
  },
  discountPercent: `Discount must be a whole percentage from ${discountPercent.min}% to ${discountPercent.max}%`,
  pricePerShareCents: 'Price per share must be in dollars and cents, from $0.01 to $1,000,000',
  get preMoneyValuation() {
    return `Pre-money valuation must be a whole number of dollars, up to ${formatUsd(valuationMax)}`;
  },
  interestRatePercent: `Interest rate must be a whole percentage from ${interestRatePercent.min}% to ${interestRatePercent.max}%`,
  maturityDate: 'Maturity date must be a date after today',
  revenueSharePercent: `Revenue share must be a whole percentage from ${revenueSharePercent.min}% to ${revenueSharePercent.max}%`,
  repaymentMultipleTenths: 'Repayment multiple must be from 1.0 to 5.0, in tenths (1.5)',
  safe: 'A SAFE needs a valuation cap, a discount or both',
} as const;

const range = (bounds: { min: number; max: number }, message: string) => z.optional(wholeRange(bounds.min, bounds.max, message));

/** The terms of one instrument only, a SAFE's at least one of them (firestore.rules hasInstrumentTerms). */
const hasInstrumentTerms = (terms: Record<string, unknown>) => {
  const own = INSTRUMENT_TERMS[terms.instrument as DealTerms['instrument']] ?? [];
  const stated = Object.keys(terms).filter((key) => key !== 'instrument' && key !== 'minimumInvestment');
  const onlyOwn = stated.every((key) => (own as readonly string[]).includes(key));
  return onlyOwn && (terms.instrument === 'safe' ? stated.length > 0 : own.every((key) => key in terms));
};

export const dealTermsSchema = z
  .object({
    instrument: z.enum(INSTRUMENTS, DEAL_TERM_MESSAGES.instrument),
    /** Whole dollars, at most the goal (checked with the project: firestore.rules validDealTerms). */
    minimumInvestment: wholeDollars(LIMITS.goalMax, DEAL_TERM_MESSAGES.minimumInvestment),
    valuationCap: z.optional(wholeDollars(valuationMax, () => DEAL_TERM_MESSAGES.valuationCap)),
    discountPercent: range(discountPercent, DEAL_TERM_MESSAGES.discountPercent),
    pricePerShareCents: range(pricePerShareCents, DEAL_TERM_MESSAGES.pricePerShareCents),
    preMoneyValuation: z.optional(wholeDollars(valuationMax, () => DEAL_TERM_MESSAGES.preMoneyValuation)),
    interestRatePercent: range(interestRatePercent, DEAL_TERM_MESSAGES.interestRatePercent),
    /** A day the calendar has; the form also asks for one after today (isMaturityDate), which the rules check by the server's clock. */
    maturityDate: z.optional(
      z.string().check(
        z.regex(MATURITY_DATE_PATTERN, DEAL_TERM_MESSAGES.maturityDate),
        z.refine((date: string) => calendarDay(date) !== null, DEAL_TERM_MESSAGES.maturityDate),
      ),
    ),
    revenueSharePercent: range(revenueSharePercent, DEAL_TERM_MESSAGES.revenueSharePercent),
    repaymentMultipleTenths: range(repaymentMultipleTenths, DEAL_TERM_MESSAGES.repaymentMultipleTenths),
  })
  .check(z.refine((terms) => hasInstrumentTerms(terms), DEAL_TERM_MESSAGES.safe));

export type StoredDealTerms = z.output<typeof dealTermsSchema>;
