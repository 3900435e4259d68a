// Days as StartupFund stores them (spending's day spent, a milestone's due day): midnight UTC, named
// 'YYYY-MM-DD'. Plain TypeScript with no imports, for the app and the server alike.

/** A UTC day as the date field holds it: 'YYYY-MM-DD'. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The stored day: midnight UTC of a 'YYYY-MM-DD' (null when it is no such day). */
export function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || isoDay(date) !== day ? null : date;
}
