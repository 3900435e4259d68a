import { FiguresTable } from '@/components/ui/figures-table';
import type { PlanVsSpentRow } from '@/features/accountability/api/spending/spending-model';
import { formatUsd } from '@/utils/format';

/** Per plan line: planned, spent and the difference (planned less spent); in the page's side column. */
export function PlanVsSpentTable({ rows }: { rows: PlanVsSpentRow[] }) {
  return (
    <FiguresTable
      caption="Plan vs spent"
      headers={['Line', 'Planned', 'Spent', 'Difference']}
      compact
      rows={rows.map((row) => ({
        key: row.key,
        label: row.label,
        figures: [
          { value: formatUsd(row.planned) },
          { value: formatUsd(row.spent) },
          { value: formatUsd(row.difference), warn: row.difference < 0 },
        ],
      }))}
    />
  );
}
