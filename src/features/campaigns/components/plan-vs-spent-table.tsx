import type { PlanVsSpentRow } from '@/features/campaigns/api/spending/spending-model';
import { formatUsd } from '@/utils/format';

const cell = 'px-2 py-1.5';

/** Per plan line: planned, spent and the difference (planned less spent). */
export function PlanVsSpentTable({ rows }: { rows: PlanVsSpentRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Plan vs spent</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
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
            <td className={`${cell} text-right tabular-nums`}>{formatUsd(row.planned)}</td>
            <td className={`${cell} text-right tabular-nums`}>{formatUsd(row.spent)}</td>
            <td className={`${cell} text-right tabular-nums ${row.difference < 0 ? 'text-danger-700' : ''}`}>
              {formatUsd(row.difference)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
