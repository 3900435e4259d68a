// The 12-month limit's ledger, investorLimits/{uid}: whole dollars per calendar month (UTC), counted
// over the current month and the 12 before it, which hold every 12-month period ending now.
import { whole } from './stored-value';

export type LimitMonths = Record<string, number>;
export const LIMIT_WINDOW_MONTHS = 13;

/** year * 12 + month - 1 in UTC, the key of a month's bucket. */
export const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

export function limitWindowSum(months: LimitMonths, now = new Date()): number {
  const current = monthIndex(now);
  let total = 0;
  for (let back = 0; back < LIMIT_WINDOW_MONTHS; back++) total += months[String(current - back)] ?? 0;
  return total;
}

/** What the investor may still invest, given the limit (never below zero). */
export const remainingAllowance = (months: LimitMonths, limit: number, now = new Date()) =>
  Math.max(0, limit - limitWindowSum(months, now));

/**
 * The month whose bucket counted an investment (its countedMonth, stamped by the invest function in the
 * transaction that counts it), or null when the ledger never counted it (made before the server kept
 * it): giving back takes an investment's amount out of exactly the bucket it went into, or nothing.
 */
export const countedMonthOf = (investment: Record<string, unknown> | undefined): number | null => {
  const month = investment?.countedMonth;
  return typeof month === 'number' && Number.isInteger(month) ? month : null;
};

/** The ledger's months as stored: whole dollars per month key, anything else left out. */
export function storedMonths(value: unknown): LimitMonths {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, dollars]) => [key, whole(dollars)]));
}
