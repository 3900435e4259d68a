import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { Investment } from '@/features/investments/api/investment-read';
import { formatDate, formatUsd } from '@/utils/format';

type InvestmentTableProps = {
  /** Read by screen readers as the table's name. */
  caption: string;
  /** The first column: who invested (Backers) or in what (My Investments). */
  whoHeader: string;
  who: (investment: Investment) => ReactNode;
  status: (investment: Investment) => ReactNode;
  investments: Investment[];
};

const cell = 'px-4 py-3';
const dateOnWide = 'hidden sm:table-cell';

/**
 * A list of investments: the first column, Amount, Date and Status. On a phone the Date column
 * folds under the first cell, so four columns never squeeze an e-mail address or a title.
 */
export function InvestmentTable({ caption, whoHeader, who, status, investments }: InvestmentTableProps) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {whoHeader}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Amount
            </th>
            <th scope="col" className={`${cell} ${dateOnWide} font-semibold`}>
              Date
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {investments.map((investment) => (
            <tr key={investment.id}>
              <td className={cell}>
                {who(investment)}
                <span className="block text-xs text-slate-600 sm:hidden">{formatDate(investment.createdAt)}</span>
              </td>
              <td className={`${cell} text-right font-semibold`}>{formatUsd(investment.amount)}</td>
              <td className={`${cell} ${dateOnWide} text-slate-600`}>{formatDate(investment.createdAt)}</td>
              <td className={cell}>{status(investment)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
