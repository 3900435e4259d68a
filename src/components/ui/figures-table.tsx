import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** A figure in a row: right-aligned; `warn` shows it in the danger colour (money over its plan, say). */
export type Figure = { value: ReactNode; warn?: boolean };
export type FiguresRow = { key: string; label: ReactNode; figures: Figure[] };

/**
 * A table of labelled rows of figures (the plan, plan vs spent): a header row, one row per label,
 * an optional total. `compact` for the page's side column (about 330 px).
 */
export function FiguresTable({
  caption,
  headers,
  rows,
  total,
  compact = false,
}: {
  caption: string;
  /** The label column's header, then one per figure column. */
  headers: string[];
  rows: FiguresRow[];
  total?: FiguresRow;
  compact?: boolean;
}) {
  const cell = compact ? 'px-1.5 py-1.5' : 'px-2 py-1.5';
  const figure = (item: Figure, index: number) => (
    <td key={index} className={cn(cell, 'whitespace-nowrap text-right tabular-nums', item.warn && 'text-danger-700')}>
      {item.value}
    </td>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className={cn('border-b border-slate-200 text-left text-slate-600', compact && 'text-xs')}>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={cn(cell, index > 0 && 'text-right')}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className={cn(cell, 'break-words text-left font-normal text-slate-800')}>
                {row.label}
              </th>
              {row.figures.map(figure)}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr className="font-semibold text-slate-900">
              <th scope="row" className={cn(cell, 'text-left')}>
                {total.label}
              </th>
              {total.figures.map(figure)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
