import type { Investment } from './investment-read';
import { INVESTMENT_STATE_TEXT } from './investment-state';
import { type CampaignMoney } from '@shared/money/campaign-money';

export const BACKERS_CSV_HEADER = ['Investor', 'E-mail', 'Anonymous', 'Amount (USD)', 'Date', 'Status', 'Investment ID'] as const;

/**
 * One cell of RFC 4180 CSV. Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a
 * leading apostrophe; text holding a separator of any common locale (comma, semicolon, tab), a quote
 * or a line break is quoted, its quotes doubled, so a spreadsheet that splits on `;` or tab keeps it whole.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** An investment's state as its campaign makes it (Active, Collected, Returned) or Cancelled. */
export const statusText = (status: Investment['status'], money: CampaignMoney = 'active') =>
  INVESTMENT_STATE_TEXT[status === 'cancelled' ? 'cancelled' : money];

/**
 * The creator's export of their backers: a header row, ISO dates, amounts as plain numbers. The
 * creator sees who invested (name and e-mail) also when the public receipt is anonymous.
 */
export function buildBackersCsv(
  investments: Array<Pick<Investment, 'id' | 'investorName' | 'investorEmail' | 'anonymous' | 'amount' | 'createdAt' | 'status'>>,
  money: CampaignMoney = 'active',
): string {
  const rows = investments.map((investment) => [
    investment.investorName,
    investment.investorEmail,
    investment.anonymous ? 'Yes' : 'No',
    investment.amount,
    investment.createdAt ? investment.createdAt.toISOString() : '',
    statusText(investment.status, money),
    investment.id,
  ]);
  return [BACKERS_CSV_HEADER as readonly (string | number)[], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
