import { FiguresTable } from '@/components/ui/figures-table';
import { NO_PLAN_TEXT } from '@/features/accountability/api/use-of-funds/plan-limits';
import { planTotal, shareOfGoal, type PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { formatUsd } from '@/utils/format';

/** The plan as a table (line, amount, share of the goal), or "No plan for the money yet". */
export function UseOfFundsTable({ lines, goal }: { lines: PlanLine[]; goal: number }) {
  if (lines.length === 0) return <p className="text-sm text-slate-600">{NO_PLAN_TEXT}</p>;
  const figures = (amount: number) => [{ value: formatUsd(amount) }, { value: shareOfGoal(amount, goal) }];
  return (
    <FiguresTable
      caption="Use of funds"
      headers={['Line', 'Amount', 'Share of goal']}
      // The lines have no ids of their own: their order is the plan's, locked from approval on.
      rows={lines.map((line, index) => ({ key: String(index), label: line.label, figures: figures(line.amount) }))}
      total={{ key: 'total', label: 'Total', figures: figures(planTotal(lines)) }}
    />
  );
}
