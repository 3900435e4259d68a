import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type RowEditing<Row> = {
  /** Changes some of this row's fields. */
  set: (change: Partial<Row>) => void;
  remove: () => void;
};

type EditableRowsProps<Row> = {
  legend: string;
  /** What the rows are for and their bounds, under the legend. */
  hint: ReactNode;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  renderRow: (row: Row, index: number, editing: RowEditing<Row>) => ReactNode;
  /** Shown under the rows while there are any (a running total). */
  summary?: ReactNode;
  error?: string;
  errorId: string;
  max: number;
  emptyRow: () => Row;
  addLabel: string;
  disabled?: boolean;
};

/** A form's list of rows the member adds, edits and removes, up to `max` (plan lines, milestones). */
export function EditableRows<Row>({
  legend,
  hint,
  rows,
  onChange,
  renderRow,
  summary,
  error,
  errorId,
  max,
  emptyRow,
  addLabel,
  disabled = false,
}: EditableRowsProps<Row>) {
  const editing = (index: number): RowEditing<Row> => ({
    set: (change) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row))),
    remove: () => onChange(rows.filter((_, i) => i !== index)),
  });
  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-xs text-slate-600">{hint}</p>
      {rows.map((row, index) => renderRow(row, index, editing(index)))}
      {summary}
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
      {rows.length < max && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, emptyRow()])} disabled={disabled}>
          <Plus aria-hidden className="size-4" />
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

/** The same rows once they are fixed (an approved project's): shown read-only, with why. */
export function LockedRows({ id, heading, why, children }: { id: string; heading: string; why: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-sm font-medium text-slate-800">
        {heading}
      </h3>
      {children}
      <p className="text-xs text-slate-600">{why}</p>
    </section>
  );
}

/** The bin beside a row; `label` names the row for screen readers. */
export function RemoveRowButton({ label, onRemove, disabled }: { label: string; onRemove: () => void; disabled?: boolean }) {
  return (
    <Button variant="secondary" size="sm" onClick={onRemove} disabled={disabled} aria-label={label}>
      <Trash2 aria-hidden className="size-4" />
    </Button>
  );
}
