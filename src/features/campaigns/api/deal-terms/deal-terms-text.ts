// Deal terms in plain words ("SAFE: $5,000,000 valuation cap, 20% discount; minimum $100"), and read
// from a stored project without the schema library (the project page and the invest forms show them).
import { formatUsd, formatUsdCents, formatUtcDay } from '@/utils/format';
import {
  INSTRUMENT_LABELS,
  INSTRUMENTS,
  MATURITY_DATE_PATTERN,
  TERMS_NOT_STATED,
  type DealTerms,
  type Instrument,
} from './deal-terms-limits';

const NUMBER_TERMS = [
  'valuationCap',
  'discountPercent',
  'pricePerShareCents',
  'preMoneyValuation',
  'interestRatePercent',
  'revenueSharePercent',
  'repaymentMultipleTenths',
] as const;

/** A stored dealTerms map as the app shows it, or null when there is none (or it is not one the rules could have taken). */
export function readDealTerms(value: unknown): DealTerms | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  if (!INSTRUMENTS.includes(data.instrument as Instrument) || !Number.isInteger(data.minimumInvestment)) return null;
  const terms: DealTerms = { instrument: data.instrument as Instrument, minimumInvestment: data.minimumInvestment as number };
  for (const key of NUMBER_TERMS) if (typeof data[key] === 'number' && Number.isFinite(data[key])) terms[key] = data[key];
  if (typeof data.maturityDate === 'string' && MATURITY_DATE_PATTERN.test(data.maturityDate)) terms.maturityDate = data.maturityDate;
  return terms;
}

/** "2028-12-31" as "Dec 31, 2028", the same day in every time zone. */
export function formatMaturityDate(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return formatUtcDay(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** The repayment multiple, from tenths ("1.5x"). */
export const formatMultiple = (tenths: number) => `${(tenths / 10).toFixed(1)}x`;

/** The instrument's terms, in the order an investor reads them. */
function termParts(terms: DealTerms): string[] {
  const parts: Array<string | false | undefined> = [];
  const cap = terms.valuationCap !== undefined && `${formatUsd(terms.valuationCap)} valuation cap`;
  const discount = terms.discountPercent !== undefined && `${terms.discountPercent}% discount`;
  switch (terms.instrument) {
    case 'safe':
      parts.push(cap, discount);
      break;
    case 'equity':
      parts.push(
        terms.pricePerShareCents !== undefined && `${formatUsdCents(terms.pricePerShareCents)} per share`,
        terms.preMoneyValuation !== undefined && `${formatUsd(terms.preMoneyValuation)} pre-money valuation`,
      );
      break;
    case 'convertible_note':
      parts.push(
        terms.interestRatePercent !== undefined && `${terms.interestRatePercent}% interest`,
        terms.maturityDate !== undefined && `matures ${formatMaturityDate(terms.maturityDate)}`,
        cap,
        discount,
      );
      break;
    case 'revenue_share':
      parts.push(
        terms.revenueSharePercent !== undefined && `${terms.revenueSharePercent}% of revenue`,
        terms.repaymentMultipleTenths !== undefined && `until ${formatMultiple(terms.repaymentMultipleTenths)} the investment is repaid`,
      );
      break;
  }
  return parts.filter((part): part is string => typeof part === 'string');
}

/** "SAFE: $5,000,000 valuation cap, 20% discount; minimum $100", or "Terms not stated". */
export function dealTermsText(terms: DealTerms | null): string {
  if (!terms) return TERMS_NOT_STATED;
  const parts = termParts(terms);
  const head = parts.length > 0 ? `${INSTRUMENT_LABELS[terms.instrument]}: ${parts.join(', ')}` : INSTRUMENT_LABELS[terms.instrument];
  return `${head}; minimum ${formatUsd(terms.minimumInvestment)}`;
}

/** The smallest investment a project takes, in whole dollars (1 when it states no terms). */
export const minimumInvestmentOf = (terms: DealTerms | null) => terms?.minimumInvestment ?? 1;
