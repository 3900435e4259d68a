import type { PlanVsSpentRow } from '@/features/campaigns/api/spending/spending-model';
import { formatUsd } from '@/utils/format';

// Tight: the table sits in the page's side column (about 330 px) beside Campaign Details.
const cell = 'px-1.5 py-1.5';
const money = `${cell} whitespace-nowrap text-right tabular-nums`;

/** Per plan line: planned, spent and the difference (planned less spent). */
export function PlanVsSpentTable({ rows }: { rows: PlanVsSpentRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Plan vs spent</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className={cell}>
              Line
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Planned
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Spent
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Difference
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className={`${cell} break-words text-left font-normal text-slate-800`}>
                {row.label}
              </th>
              <td className={money}>{formatUsd(row.planned)}</td>
              <td className={money}>{formatUsd(row.spent)}</td>
              <td className={`${money} ${row.difference < 0 ? 'text-danger-700' : ''}`}>{formatUsd(row.difference)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
