// The Deal terms section of the project form: what it holds, and its check by dealTermsSchema. The
// instrument '' is "Not stated" (the project then holds no dealTerms at all).
import { z } from 'zod/mini';
import { wholeNumber } from '@/utils/whole-number';
import { INSTRUMENT_TERMS, isMaturityDate, type DealTermKey, type DealTerms, type Instrument } from './deal-terms-limits';
import { DEAL_TERM_MESSAGES, dealTermsSchema } from './deal-terms-schema';

export type DealTermsFieldName = 'instrument' | 'minimumInvestment' | DealTermKey;
export type DealTermsValues = Record<DealTermsFieldName, string>;
export type DealTermsErrors = Partial<Record<DealTermsFieldName, string>>;

export const emptyDealTerms: DealTermsValues = {
  instrument: '',
  minimumInvestment: '',
  valuationCap: '',
  discountPercent: '',
  pricePerShareCents: '',
  preMoneyValuation: '',
  interestRatePercent: '',
  maturityDate: '',
  revenueSharePercent: '',
  repaymentMultipleTenths: '',
};

/** Dollars and cents ("1.25", "3") as whole cents, else NaN. */
export function centsOf(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
}
/** A multiple with at most one decimal ("1.5", "2") in tenths, else NaN. */
export function tenthsOf(value: string): number {
  const match = /^(\d+)(?:\.(\d))?$/.exec(value.trim());
  return match ? Number(match[1]) * 10 + Number(match[2] ?? '0') : Number.NaN;
}

export function toDealTermsValues(terms: DealTerms | null): DealTermsValues {
  if (!terms) return emptyDealTerms;
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    instrument: terms.instrument,
    minimumInvestment: String(terms.minimumInvestment),
    valuationCap: text(terms.valuationCap),
    discountPercent: text(terms.discountPercent),
    pricePerShareCents: terms.pricePerShareCents === undefined ? '' : (terms.pricePerShareCents / 100).toFixed(2),
    preMoneyValuation: text(terms.preMoneyValuation),
    interestRatePercent: text(terms.interestRatePercent),
    maturityDate: terms.maturityDate ?? '',
    revenueSharePercent: text(terms.revenueSharePercent),
    repaymentMultipleTenths: terms.repaymentMultipleTenths === undefined ? '' : (terms.repaymentMultipleTenths / 10).toFixed(1),
  };
}

const valueOf = (key: DealTermKey, text: string): number | string =>
  key === 'maturityDate'
    ? text.trim()
    : key === 'pricePerShareCents'
      ? centsOf(text)
      : key === 'repaymentMultipleTenths'
        ? tenthsOf(text)
        : wholeNumber(text);

/**
 * The section's values checked against the goal the form holds (the minimum is at most the goal):
 * each message beside its field, and the terms to store when all pass (null: not stated).
 */
export function validateDealTerms(
  values: DealTermsValues,
  goal: number,
  today = new Date(),
): { errors: DealTermsErrors; terms?: DealTerms | null } {
  if (values.instrument === '') return { errors: {}, terms: null };
  const instrument = values.instrument as Instrument;
  const own = INSTRUMENT_TERMS[instrument] ?? [];
  const errors: DealTermsErrors = {};
  const candidate: Record<string, unknown> = { instrument, minimumInvestment: wholeNumber(values.minimumInvestment) };
  for (const key of own) if (values[key].trim() !== '') candidate[key] = valueOf(key, values[key]);
  // Each term on its own, then what the instrument needs of them together.
  const shape = dealTermsSchema.shape as Record<string, z.ZodMiniType>;
  for (const [key, value] of Object.entries(candidate)) {
    const parsed = z.safeParse(shape[key], value);
    if (!parsed.success) errors[key as DealTermsFieldName] = parsed.error.issues[0]?.message;
  }
  if (!errors.minimumInvestment && Number.isFinite(goal) && (candidate.minimumInvestment as number) > goal)
    errors.minimumInvestment = DEAL_TERM_MESSAGES.minimumInvestment;
  if (!errors.maturityDate && typeof candidate.maturityDate === 'string' && !isMaturityDate(candidate.maturityDate, today))
    errors.maturityDate = DEAL_TERM_MESSAGES.maturityDate;
  if (instrument === 'safe') {
    if (!('valuationCap' in candidate) && !('discountPercent' in candidate)) errors.valuationCap = DEAL_TERM_MESSAGES.safe;
  } else {
    for (const key of own)
      if (!(key in candidate)) errors[key] ??= `${DEAL_TERM_LABELS[key]} is required for ${INSTRUMENT_ARTICLE[instrument]}`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const result = z.safeParse(dealTermsSchema, candidate);
  return result.success ? { errors: {}, terms: result.data as DealTerms } : { errors: { instrument: result.error.issues[0]?.message } };
}

const INSTRUMENT_ARTICLE: Record<Instrument, string> = {
  safe: 'a SAFE',
  equity: 'equity',
  convertible_note: 'a convertible note',
  revenue_share: 'a revenue share',
};

export const DEAL_TERM_LABELS: Record<DealTermsFieldName, string> = {
  instrument: 'Instrument',
  valuationCap: 'Valuation Cap (USD)',
  discountPercent: 'Discount (%)',
  pricePerShareCents: 'Price per Share (USD)',
  preMoneyValuation: 'Pre-money Valuation (USD)',
  interestRatePercent: 'Interest Rate (% a year)',
  maturityDate: 'Maturity Date',
  revenueSharePercent: 'Revenue Share (%)',
  repaymentMultipleTenths: 'Repayment Multiple (for example 1.5)',
  // Last, as the form shows it (the form's summary names the fields to fix in this order).
  minimumInvestment: 'Minimum Investment (USD)',
};
