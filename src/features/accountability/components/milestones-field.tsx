import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { MILESTONE_LIMITS, MILESTONES_LOCKED_HINT } from '@/features/accountability/api/milestones/milestone-limits';
import { dueDayRange, emptyMilestoneRow, formatDueDay, type MilestoneRow } from '@/features/accountability/api/milestones/milestone-model';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';
import { RemoveRowButton } from '@/components/ui/remove-row-button';

type MilestonesFieldProps = {
  rows: MilestoneRow[];
  onChange: (rows: MilestoneRow[]) => void;
  error?: string;
  /** Approved: the stored milestones, shown read-only with why. */
  locked?: Milestone[];
  disabled?: boolean;
};

const ERROR_ID = 'milestones-error';

/** Create Campaign's and Update Project Details' Milestones: 0 to 6, each a title, a due date and an optional description. */
export function MilestonesField({ rows, onChange, error, locked, disabled = false }: MilestonesFieldProps) {
  if (locked)
    return (
      <section aria-labelledby="milestones-heading" className="space-y-2">
        <h3 id="milestones-heading" className="text-sm font-medium text-slate-800">
          Milestones
        </h3>
        {locked.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-800">
            {locked.map((milestone) => (
              <li key={milestone.id}>
                {milestone.title} · due {formatDueDay(milestone.due)}
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-600">{MILESTONES_LOCKED_HINT}</p>
      </section>
    );
  const set = (index: number, change: Partial<MilestoneRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const range = dueDayRange();
  return (
    <fieldset className="space-y-3" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="text-sm font-medium text-slate-800">Milestones (Optional)</legend>
      <p className="text-xs text-slate-600">
        Up to {MILESTONE_LIMITS.max} dates backers can hold you to, each at least a day ahead and at most three years ahead. They are fixed
        once the project is approved; after that you can mark one as delivered, or postpone it (at most twice).
      </p>
      {rows.map((row, index) => (
        <div key={index} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-end gap-2">
            <label className="min-w-0 flex-1 space-y-1 text-sm">
              <span className="block text-slate-700">Milestone {index + 1}</span>
              <Input
                value={row.title}
                maxLength={MILESTONE_LIMITS.title}
                aria-invalid={!!error && index === 0}
                onChange={(event) => set(index, { title: event.target.value })}
                disabled={disabled}
                autoComplete="off"
              />
            </label>
            <label className="w-44 space-y-1 text-sm">
              <span className="block text-slate-700">Due date of milestone {index + 1}</span>
              <Input
                value={row.day}
                type="date"
                min={range.min}
                max={range.max}
                onChange={(event) => set(index, { day: event.target.value })}
                disabled={disabled}
              />
            </label>
            <RemoveRowButton
              label={`Remove milestone ${index + 1}`}
              onRemove={() => onChange(rows.filter((_, i) => i !== index))}
              disabled={disabled}
            />
          </div>
          <label className="block space-y-1 text-sm">
            <span className="block text-slate-700">Description of milestone {index + 1} (optional)</span>
            <Textarea
              value={row.description}
              rows={2}
              className="min-h-0"
              maxLength={MILESTONE_LIMITS.description}
              onChange={(event) => set(index, { description: event.target.value })}
              disabled={disabled}
            />
          </label>
        </div>
      ))}
      {error && (
        <p id={ERROR_ID} className="text-sm text-danger-700">
          {error}
        </p>
      )}
      {rows.length < MILESTONE_LIMITS.max && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, emptyMilestoneRow()])} disabled={disabled}>
          <Plus aria-hidden className="size-4" />
          Add milestone
        </Button>
      )}
    </fieldset>
  );
}
