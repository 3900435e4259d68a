const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatUsd = (amount: number) => usd.format(amount);

export const formatDate = (date: Date | null) =>
  date ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date) : '';

/** Share of the goal raised, capped at 100 (spec section 9). */
export function fundedPercent(raised: number, goal: number): number {
  if (!(goal > 0)) return 0;
  return Math.min(100, Math.round((raised / goal) * 100));
}
