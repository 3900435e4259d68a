// The moves one investment (count 1) or its cancellation (count -1) makes on the investor's counters:
// their marker in the project and their 12-month ledger (the project's shard: ./shards.ts).
import type { CounterMove } from './counter-move';

type MarkerMove = { investorId: string; investmentId: string; count: 1 | -1; amount: number; anonymous: boolean };

/**
 * projects/{id}/investors/{uid}: how many of the investor's investments in the project are not
 * cancelled, their sum, and how many of them show the investor's name. namedCount counts only
 * investments that show the name: the Investor badge beside their questions needs one, so it never
 * tells that an anonymous investor invested.
 */
export const investorMarkerMove = (move: MarkerMove): CounterMove => ({
  set: { investorId: move.investorId, lastInvestmentId: move.investmentId },
  add: { activeCount: move.count, activeAmount: move.amount, namedCount: move.anonymous ? 0 : move.count },
});

/**
 * What one investment (count 1) or its cancellation (count -1) moves Backers by, given how many of the
 * investor's investments in the project were active before: backers are people, so only a first
 * active investment adds one, and only the cancellation of the last takes one away.
 */
export const backersMoved = (activeBefore: number, count: 1 | -1) =>
  count === 1 ? (activeBefore === 0 ? 1 : 0) : activeBefore === 1 ? -1 : 0;

/** investorLimits/{uid}: one month's bucket moved by one investment (negative: given back), naming it. */
export const ledgerMove = (investmentId: string, month: number, by: number): CounterMove => ({
  set: { lastInvestmentId: investmentId },
  add: { months: { [String(month)]: by } },
});
