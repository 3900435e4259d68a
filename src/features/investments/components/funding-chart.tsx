import { Card } from '@/components/ui/card';
import { cumulativeByDay, isoDay, utcYear, type FundingPoint } from '@/features/investments/api/funding-series';
import { formatUsd, formatUtcDay } from '@/utils/format';

const W = 360;
const H = 180;
// Room for the dollar labels on the left and the dates below.
const LEFT = 60;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 24;

/**
 * A small hand-drawn SVG chart (no chart library: the project page keeps to its JavaScript budget):
 * dollars up the left, UTC days along the bottom, raised so far as steps (flat on days without
 * money), and the goal as a labelled dashed line.
 */
function Chart({ points, goal }: { points: FundingPoint[]; goal: number }) {
  const top = Math.max(goal, ...points.map((p) => p.raised), 1);
  const first = points[0].day;
  const span = Math.max(points.at(-1)!.day - first, 1);
  const x = (day: number) => LEFT + ((day - first) / span) * (W - LEFT - RIGHT);
  const y = (value: number) => H - BOTTOM - (Math.max(value, 0) / top) * (H - TOP - BOTTOM);
  const path = [`M${x(points[0].day)},${y(0)}`, ...points.map((p) => `H${x(p.day)} V${y(p.raised)}`), `H${W - RIGHT}`].join(' ');
  const lastDay = points.at(-1)!.day;
  const sameYear = utcYear(points[0].day) === utcYear(lastDay);
  const dates = points.length === 1 ? [lastDay] : [points[0].day, lastDay];
  // The goal's label sits above its line, or below it when the line is at the top (not clipped).
  const labelY = y(goal) < TOP + 14 ? y(goal) + 12 : y(goal) - 4;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden focusable="false">
      {[0, top / 2, top].map((value) => (
        <g key={value}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(value)} y2={y(value)} className="stroke-slate-200" />
          <text x={LEFT - 6} y={y(value) + 3} textAnchor="end" className="fill-slate-600 text-[10px]">
            {formatUsd(value)}
          </text>
        </g>
      ))}
      <line x1={LEFT} x2={W - RIGHT} y1={H - BOTTOM} y2={H - BOTTOM} className="stroke-slate-400" />
      {dates.map((day, i) => (
        <text key={day} x={x(day)} y={H - 8} textAnchor={i === 0 ? 'start' : 'end'} className="fill-slate-600 text-[10px]">
          {formatUtcDay(day, sameYear)}
        </text>
      ))}
      <line x1={LEFT} x2={W - RIGHT} y1={y(goal)} y2={y(goal)} className="stroke-slate-500" strokeDasharray="4 4" />
      <text x={W - RIGHT} y={labelY} textAnchor="end" className="fill-slate-700 text-[10px] font-semibold">
        Goal {formatUsd(goal)}
      </text>
      <path d={path} fill="none" className="stroke-brand-700" strokeWidth={2} />
      {points.map((p) => (
        <circle key={p.day} cx={x(p.day)} cy={y(p.raised)} r={2.5} className="fill-brand-700" />
      ))}
    </svg>
  );
}

/**
 * Funding over time: cumulative raised by UTC day against the goal, with the same figures as a table.
 * Drawn from the project's own daily totals (fundingByDay), so it reads no receipts; a project from
 * before those totals (no field) shows none until it is backfilled (docs/security.md).
 */
export function FundingChart({ fundingByDay, goal, raised }: { fundingByDay: Record<string, unknown>; goal: number; raised: number }) {
  const points = cumulativeByDay(fundingByDay);
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-slate-900">Funding over time</h2>
      {points.length === 0 && (
        <p className="text-sm text-slate-600">{raised > 0 ? 'No funding history for this project yet.' : 'No investments yet.'}</p>
      )}
      {points.length > 0 && (
        <>
          <Chart points={points} goal={goal} />
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">Show as a table</summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">
                Money raised by the end of each day with investments (UTC), against a goal of {formatUsd(goal)}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 font-semibold">
                    Day
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    Raised so far
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.day}>
                    <td className="py-1">
                      <time dateTime={isoDay(p.day)}>{formatUtcDay(p.day)}</time>
                    </td>
                    <td className="py-1 text-right">{formatUsd(p.raised)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <p className="sr-only">
            {formatUsd(points.at(-1)!.raised)} raised by {formatUtcDay(points.at(-1)!.day)}, against a goal of {formatUsd(goal)}.
          </p>
        </>
      )}
    </Card>
  );
}
