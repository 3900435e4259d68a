import { Button } from '@/components/ui/button';
import type { SpendingRecord } from '@/features/accountability/api/spending/spending-queries';
import type { SpendingEntry } from '@/features/accountability/api/spending/spending-read';
import type { PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { lineLabel } from '@/features/accountability/api/spending/spending-model';
import { formatUsd, formatUtcDay } from '@/utils/format';

const DAY = 86_400_000;
const dayOf = (date: Date | null) => (date ? formatUtcDay(Math.floor(date.getTime() / DAY)) : '');

function EntryLine({ entry, lines }: { entry: SpendingEntry; lines: PlanLine[] }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <p className="min-w-0 break-words text-slate-800">
        <span className="text-slate-600">
          {dayOf(entry.spentOn)} · {lineLabel(entry.line, lines)} ·{' '}
        </span>
        {entry.paidFor}
        {entry.evidenceUrl && (
          <>
            {' '}
            <a href={entry.evidenceUrl} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
              Evidence
            </a>
          </>
        )}
      </p>
      <span className="tabular-nums font-medium text-slate-900">{formatUsd(entry.amount)}</span>
    </div>
  );
}

type SpendingEntriesProps = {
  records: SpendingRecord[];
  lines: PlanLine[];
  /** The creator's Correct button on an entry not corrected yet. */
  onCorrect?: (record: SpendingRecord) => void;
};

/** The entries, newest first, each with its correction under it. */
export function SpendingEntries({ records, lines, onCorrect }: SpendingEntriesProps) {
  if (records.length === 0) return <p className="text-sm text-slate-600">No spending recorded yet.</p>;
  return (
    <ol className="divide-y divide-slate-100 text-sm" aria-label="Spending entries">
      {records.map((record) => (
        <li key={record.id} className="space-y-1 py-2" data-testid="spending-entry">
          <EntryLine entry={record} lines={lines} />
          {record.correction ? (
            <div className="ml-4 border-l-2 border-amber-300 pl-3" data-testid="spending-correction">
              <p className="text-xs font-semibold text-amber-800">Correction</p>
              <EntryLine entry={record.correction} lines={lines} />
            </div>
          ) : (
            onCorrect && (
              <Button variant="secondary" size="sm" onClick={() => onCorrect(record)}>
                Correct
              </Button>
            )
          )}
        </li>
      ))}
    </ol>
  );
}
