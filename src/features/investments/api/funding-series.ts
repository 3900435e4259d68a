/** One day of the Funding over time chart: the date (UTC, YYYY-MM-DD) and the total raised by its end. */
export type FundingPoint = { day: string; raised: number };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Cumulative money raised by day, from the receipts (amount and date), oldest first. Days without
 * an investment between the first and the last are not listed: the line stays flat across them.
 */
export function cumulativeByDay(receipts: Array<{ amount: number; createdAt: Date | null }>): FundingPoint[] {
  const perDay = new Map<string, number>();
  for (const receipt of receipts) {
    if (!receipt.createdAt) continue;
    const day = dayOf(receipt.createdAt);
    perDay.set(day, (perDay.get(day) ?? 0) + receipt.amount);
  }
  let raised = 0;
  return [...perDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, amount]) => ({ day, raised: (raised += amount) }));
}
