import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { PLAN_LIMITS, PLAN_LOCKED_HINT } from '@/features/accountability/api/use-of-funds/plan-limits';
import { planMismatch, type PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { emptyPlanRow, rowsTotal, type PlanRow } from '@/features/accountability/api/use-of-funds/plan-form';
import { wholeNumber } from '@/utils/whole-number';
import { UseOfFundsTable } from './use-of-funds-table';
import { RemoveRowButton } from '@/components/ui/remove-row-button';

type UseOfFundsFieldProps = {
  rows: PlanRow[];
  onChange: (rows: PlanRow[]) => void;
  /** The goal as typed, for the running total. */
  goal: string;
  error?: string;
  /** Approved: the stored plan, shown read-only with why. */
  locked?: { lines: PlanLine[]; goal: number };
  disabled?: boolean;
};

const ERROR_ID = 'use-of-funds-error';

/** Create Campaign's and Update Project Details' optional Use of funds: 1 to 8 lines adding up to the goal. */
export function UseOfFundsField({ rows, onChange, goal, error, locked, disabled = false }: UseOfFundsFieldProps) {
  if (locked)
    return (
      <section aria-labelledby="use-of-funds-heading" className="space-y-2">
        <h3 id="use-of-funds-heading" className="text-sm font-medium text-slate-800">
          Use of funds
        </h3>
        <UseOfFundsTable lines={locked.lines} goal={locked.goal} />
        <p className="text-xs text-slate-600">{PLAN_LOCKED_HINT}</p>
      </section>
    );
  const set = (index: number, change: Partial<PlanRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const goalDollars = wholeNumber(goal);
  const total = rowsTotal(rows);
  const sum =
    rows.length === 0 || Number.isNaN(goalDollars)
      ? undefined
      : (planMismatch([{ label: '', amount: total }], goalDollars) ?? 'The lines add up to the goal.');
  return (
    <fieldset className="space-y-3" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="text-sm font-medium text-slate-800">Use of funds (Optional)</legend>
      <p className="text-xs text-slate-600">
        Tell backers what the money is for: {PLAN_LIMITS.minLines} to {PLAN_LIMITS.maxLines} lines adding up to the goal. It is fixed once
        the project is approved.
      </p>
      {rows.map((row, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 space-y-1 text-sm">
            <span className="block text-slate-700">Line {index + 1}</span>
            <Input
              value={row.label}
              maxLength={PLAN_LIMITS.label}
              aria-invalid={!!error && index === 0}
              onChange={(event) => set(index, { label: event.target.value })}
              disabled={disabled}
              autoComplete="off"
            />
          </label>
          <label className="w-36 space-y-1 text-sm">
            <span className="block text-slate-700">Amount of line {index + 1} (USD)</span>
            <Input
              value={row.amount}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              onChange={(event) => set(index, { amount: event.target.value })}
              disabled={disabled}
            />
          </label>
          <RemoveRowButton
            label={`Remove line ${index + 1}`}
            onRemove={() => onChange(rows.filter((_, i) => i !== index))}
            disabled={disabled}
          />
        </div>
      ))}
      {sum && (
        <p aria-live="polite" className="text-sm text-slate-700">
          {sum}
        </p>
      )}
      {error && (
        <p id={ERROR_ID} className="text-sm text-danger-700">
          {error}
        </p>
      )}
      {rows.length < PLAN_LIMITS.maxLines && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, emptyPlanRow()])} disabled={disabled}>
          <Plus aria-hidden className="size-4" />
          {rows.length === 0 ? 'Add a plan' : 'Add line'}
        </Button>
      )}
    </fieldset>
  );
}
