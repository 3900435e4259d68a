import { Card } from '@/components/ui/card';
import { formatCount, formatDate, formatUsd } from '@/utils/format';
import type { BackerGroup } from '@/features/investments/api/backer-groups';
import { INVESTMENT_STATE_TEXT } from '@/features/investments/api/investment-state';
import { type CampaignMoney } from '@shared/money/campaign-money';

const cell = 'px-4 py-3';
const dateOnWide = 'hidden sm:table-cell';

const investmentsText = (group: BackerGroup) => {
  const held = `${formatCount(group.count)} ${group.count === 1 ? 'investment' : 'investments'}`;
  return group.cancelled ? `${held} (${formatCount(group.cancelled)} cancelled)` : held;
};

/**
 * Backers, one row per investor: who, their total and number of investments not cancelled,
 * their latest date, and their state (the campaign's, or Cancelled when all of theirs are).
 */
export function BackersTable({ groups, money }: { groups: BackerGroup[]; money: CampaignMoney }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Backers of this project</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Investor
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Total
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Investments
            </th>
            <th scope="col" className={`${cell} ${dateOnWide} font-semibold`}>
              Latest
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {groups.map((group) => (
            <tr key={group.investorId}>
              <td className={cell}>
                <span className="block font-medium text-slate-800">
                  {group.investorName || 'No name on profile'}
                  {group.anonymous && <span className="ml-2 text-xs font-normal text-slate-600">(anonymous to the public)</span>}
                </span>
                <span className="block break-all text-xs text-slate-600">{group.investorEmail}</span>
                <span className="block text-xs text-slate-600 sm:hidden">{formatDate(group.lastAt)}</span>
              </td>
              <td className={`${cell} text-right font-semibold`}>{formatUsd(group.total)}</td>
              <td className={`${cell} text-slate-600`}>{investmentsText(group)}</td>
              <td className={`${cell} ${dateOnWide} text-slate-600`}>{formatDate(group.lastAt)}</td>
              <td className={`${cell} text-slate-600`}>{INVESTMENT_STATE_TEXT[group.count > 0 ? money : 'cancelled']}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
