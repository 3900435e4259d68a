/**
 * One day of the Funding over time chart: the UTC day's number (its fundingByDay key, which
 * formatUtcDay names) and the total raised by its end.
 */
import { dayNumber } from '@shared/money/shards';

export type FundingPoint = { day: number; raised: number };

export const DAY_MS = 86_400_000;

/** The fundingByDay field path that an investment (or cancellation) made on `date` moves. */
export const fundingDayField = (date: Date) => `fundingByDay.${dayNumber(date)}`;

/** A UTC day's number as HTML's machine-readable date, YYYY-MM-DD (a <time> element's dateTime, not for reading). */
export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The year (UTC) of a UTC day's number. */
export const utcYear = (day: number) => new Date(day * DAY_MS).getUTCFullYear();

/**
 * Cumulative money raised by day, from a project's fundingByDay (day number -> whole dollars that day,
 * less cancellations), oldest first. Days without a change are not listed: the line stays flat across
 * them; a day whose investments were all cancelled (0) is left out. Keys that are not day numbers and
 * values that are not numbers are ignored (the rules allow neither).
 */
export function cumulativeByDay(fundingByDay: Record<string, unknown>): FundingPoint[] {
  const days = Object.entries(fundingByDay)
    .filter((entry): entry is [string, number] => /^\d+$/.test(entry[0]) && typeof entry[1] === 'number' && entry[1] !== 0)
    .map(([key, amount]) => [Number(key), amount] as const)
    .sort(([a], [b]) => a - b);
  let raised = 0;
  return days.map(([key, amount]) => ({ day: key, raised: (raised += amount) }));
}
