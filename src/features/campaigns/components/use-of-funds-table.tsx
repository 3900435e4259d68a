import { NO_PLAN_TEXT } from '@/features/campaigns/api/use-of-funds/plan-limits';
import { planTotal, shareOfGoal, type PlanLine } from '@/features/campaigns/api/use-of-funds/plan-model';
import { formatUsd } from '@/utils/format';

const cell = 'px-2 py-1.5';

/** The plan as a table (line, amount, share of the goal), or "No plan for the money yet". */
export function UseOfFundsTable({ lines, goal }: { lines: PlanLine[]; goal: number }) {
  if (lines.length === 0) return <p className="text-sm text-slate-600">{NO_PLAN_TEXT}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Use of funds</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className={cell}>
            Line
          </th>
          <th scope="col" className={`${cell} text-right`}>
            Amount
          </th>
          <th scope="col" className={`${cell} text-right`}>
            Share of goal
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-slate-100">
            <th scope="row" className={`${cell} break-words text-left font-normal text-slate-800`}>
              {line.label}
            </th>
            <td className={`${cell} text-right tabular-nums`}>{formatUsd(line.amount)}</td>
            <td className={`${cell} text-right tabular-nums`}>{shareOfGoal(line.amount, goal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-slate-900">
          <th scope="row" className={`${cell} text-left`}>
            Total
          </th>
          <td className={`${cell} text-right tabular-nums`}>{formatUsd(planTotal(lines))}</td>
          <td className={`${cell} text-right tabular-nums`}>{shareOfGoal(planTotal(lines), goal)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
