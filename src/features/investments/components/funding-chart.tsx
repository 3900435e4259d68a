import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cumulativeByDay, type FundingPoint } from '@/features/investments/api/funding-series';
import { FUNDING_RECEIPTS_MAX } from '@/features/investments/api/investment-queries';
import { useFundingReceipts } from '@/features/investments/api/use-investments';
import { formatCount, formatUsd } from '@/utils/format';

const W = 320;
const H = 140;
const PAD = 8;

/** A small hand-drawn SVG line (no chart library: the project page keeps to its JavaScript budget). */
function Line({ points, goal }: { points: FundingPoint[]; goal: number }) {
  const top = Math.max(goal, points.at(-1)?.raised ?? 0, 1);
  const x = (i: number) => PAD + (points.length === 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (value: number) => H - PAD - (value / top) * (H - 2 * PAD);
  const path = [`M${PAD},${y(0)}`, ...points.map((p, i) => `L${x(i)},${y(p.raised)}`)].join(' ');
  // The goal's label sits above its line, or below it when the line is at the top (not clipped).
  const labelY = y(goal) < 16 ? y(goal) + 12 : y(goal) - 4;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden focusable="false">
      <line x1={PAD} x2={W - PAD} y1={y(goal)} y2={y(goal)} className="stroke-slate-400" strokeDasharray="4 4" />
      <text x={W - PAD} y={labelY} textAnchor="end" className="fill-slate-600 text-[10px]">
        Goal {formatUsd(goal)}
      </text>
      <path d={path} fill="none" className="stroke-brand-700" strokeWidth={2} />
      {points.map((p, i) => (
        <circle key={p.day} cx={x(i)} cy={y(p.raised)} r={2.5} className="fill-brand-700" />
      ))}
    </svg>
  );
}

/** Funding over time: cumulative raised by day against the goal, with the same figures as a table. */
export function FundingChart({ projectId, goal, backerCount }: { projectId: string; goal: number; backerCount: number }) {
  const { data: receipts, isPending, isError } = useFundingReceipts(projectId, backerCount);
  const points = receipts ? cumulativeByDay(receipts) : [];
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-slate-900">Funding over time</h2>
      {isPending && <Spinner label="Loading funding history" />}
      {isError && <p className="text-sm text-slate-600">Funding history could not be loaded.</p>}
      {receipts && points.length === 0 && <p className="text-sm text-slate-600">No investments yet.</p>}
      {points.length > 0 && (
        <>
          <Line points={points} goal={goal} />
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">Show as a table</summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">Money raised by the end of each day with investments, against a goal of {formatUsd(goal)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 font-semibold">Day</th>
                  <th scope="col" className="py-1 text-right font-semibold">Raised so far</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.day}>
                    <td className="py-1"><time dateTime={p.day}>{p.day}</time></td>
                    <td className="py-1 text-right">{formatUsd(p.raised)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <p className="sr-only">
            {formatUsd(points.at(-1)!.raised)} raised by {points.at(-1)!.day}, against a goal of {formatUsd(goal)}.
          </p>
          {receipts && receipts.length >= FUNDING_RECEIPTS_MAX && (
            <p className="text-xs text-slate-600">Showing the first {formatCount(FUNDING_RECEIPTS_MAX)} investments.</p>
          )}
        </>
      )}
    </Card>
  );
}
