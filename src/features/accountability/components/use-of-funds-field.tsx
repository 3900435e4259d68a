import { Input } from '@/components/ui/field';
import { EditableRows, LockedRows, RemoveRowButton } from '@/components/ui/editable-rows';
import { PLAN_LIMITS, PLAN_LOCKED_HINT } from '@/features/accountability/api/use-of-funds/plan-limits';
import { planMismatch, type PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { emptyPlanRow, rowsTotal, type PlanRow } from '@/features/accountability/api/use-of-funds/plan-form';
import { wholeNumber } from '@/utils/whole-number';
import { UseOfFundsTable } from './use-of-funds-table';

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

/** Create Campaign's and Update Project Details' optional Use of funds: 1 to 8 lines adding up to the goal. */
export function UseOfFundsField({ rows, onChange, goal, error, locked, disabled = false }: UseOfFundsFieldProps) {
  if (locked)
    return (
      <LockedRows id="use-of-funds-heading" heading="Use of funds" why={PLAN_LOCKED_HINT}>
        <UseOfFundsTable lines={locked.lines} goal={locked.goal} />
      </LockedRows>
    );
  const goalDollars = wholeNumber(goal);
  const sum =
    rows.length === 0 || Number.isNaN(goalDollars)
      ? undefined
      : (planMismatch([{ label: '', amount: rowsTotal(rows) }], goalDollars) ?? 'The lines add up to the goal.');
  return (
    <EditableRows
      legend="Use of funds (Optional)"
      hint={`Tell backers what the money is for: ${PLAN_LIMITS.minLines} to ${PLAN_LIMITS.maxLines} lines adding up to the goal. It is fixed once the project is approved.`}
      rows={rows}
      onChange={onChange}
      summary={
        sum && (
          <p aria-live="polite" className="text-sm text-slate-700">
            {sum}
          </p>
        )
      }
      error={error}
      errorId="use-of-funds-error"
      max={PLAN_LIMITS.maxLines}
      emptyRow={emptyPlanRow}
      addLabel={rows.length === 0 ? 'Add a plan' : 'Add line'}
      disabled={disabled}
      renderRow={(row, index, { set, remove }) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 grow basis-48 space-y-1 text-sm">
            <span className="block text-slate-700">Line {index + 1}</span>
            <Input
              value={row.label}
              maxLength={PLAN_LIMITS.label}
              aria-invalid={!!error && index === 0}
              onChange={(event) => set({ label: event.target.value })}
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
              onChange={(event) => set({ amount: event.target.value })}
              disabled={disabled}
            />
          </label>
          <RemoveRowButton label={`Remove line ${index + 1}`} onRemove={remove} disabled={disabled} />
        </div>
      )}
    />
  );
}
