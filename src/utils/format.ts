// Numbers and dates as en-US writes them, with Intl's formatters, each made on its first use and
// reused (a formatter is costly to make; formatting with it is not), so a screen pays only for those
// it shows. Dates are in the viewer's own time zone. What it costs: docs/decisions/0014-intl-formatting.md.
import { usd } from '@shared/money/usd';

/** A formatter made when first asked for, then the same one. */
function madeOnUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const counts = madeOnUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));
const days = madeOnUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));
const times = madeOnUse(() => new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }));

/** A whole number with thousands separators ("1,250,000"). */
export const formatCount = (count: number) => counts().format(count);

/** Whole US dollars ("$1,250,000"). */
export const formatUsd = (amount: number) => usd(amount);

/** A day in the viewer's time zone ("Nov 23, 2026"); empty for none. */
export const formatDate = (date: Date | null) => (date ? days().format(date) : '');

const dayTimes = madeOnUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
/** A day and time in the viewer's time zone ("Dec 3, 2026, 5:00 PM"). */
export const formatDateTime = (date: Date) => dayTimes().format(date);

/** A time of day in the viewer's time zone ("09:05 PM"). */
export const formatTime = (date: Date) => times().format(date);

// Days that are UTC calendar days (Funding over time's), named as such in every time zone.
const UTC_DAY_MS = 86_400_000;
const utcDays = madeOnUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }));
const utcShortDays = madeOnUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));

/**
 * A UTC day given as its number (whole days since Jan 1, 1970, UTC: a fundingByDay key) as
 * "Nov 23, 2026", or shorter without its year ("Nov 23").
 */
export const formatUtcDay = (day: number, short = false) => (short ? utcShortDays : utcDays)().format(day * UTC_DAY_MS);

/** Share of the goal raised, capped at 100 (spec section 9). */
export function fundedPercent(raised: number, goal: number): number {
  if (!(goal > 0)) return 0;
  return Math.min(100, Math.round((raised / goal) * 100));
}

const cents = madeOnUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }));
/** Dollars and cents, from a whole number of cents ("$1.25"). */
export const formatUsdCents = (amount: number) => cents().format(amount / 100);
