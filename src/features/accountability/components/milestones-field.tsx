import { Input, Textarea } from '@/components/ui/field';
import { EditableRows, LockedRows, RemoveRowButton } from '@/components/ui/editable-rows';
import { MILESTONE_LIMITS, MILESTONES_LOCKED_HINT } from '@/features/accountability/api/milestones/milestone-limits';
import { dueDayRange, emptyMilestoneRow, formatDueDay, type MilestoneRow } from '@/features/accountability/api/milestones/milestone-model';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';

type MilestonesFieldProps = {
  rows: MilestoneRow[];
  onChange: (rows: MilestoneRow[]) => void;
  error?: string;
  /** Approved: the stored milestones, shown read-only with why. */
  locked?: Milestone[];
  disabled?: boolean;
};

/** Create Campaign's and Update Project Details' Milestones: 0 to 6, each a title, a due date and an optional description. */
export function MilestonesField({ rows, onChange, error, locked, disabled = false }: MilestonesFieldProps) {
  if (locked)
    return (
      <LockedRows id="milestones-heading" heading="Milestones" why={MILESTONES_LOCKED_HINT}>
        {locked.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-800">
            {locked.map((milestone) => (
              <li key={milestone.id}>
                {milestone.title} · due {formatDueDay(milestone.due)}
              </li>
            ))}
          </ul>
        )}
      </LockedRows>
    );
  const range = dueDayRange();
  return (
    <EditableRows
      legend="Milestones (Optional)"
      hint={`Up to ${MILESTONE_LIMITS.max} dates backers can hold you to, each at least a day ahead and at most three years ahead. They are fixed once the project is approved; after that you can mark one as delivered, or postpone it (at most twice).`}
      rows={rows}
      onChange={onChange}
      error={error}
      errorId="milestones-error"
      max={MILESTONE_LIMITS.max}
      emptyRow={emptyMilestoneRow}
      addLabel="Add milestone"
      disabled={disabled}
      renderRow={(row, index, { set, remove }) => (
        <div key={index} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-end gap-2">
            <label className="min-w-0 grow basis-48 space-y-1 text-sm">
              <span className="block text-slate-700">Milestone {index + 1}</span>
              <Input
                value={row.title}
                maxLength={MILESTONE_LIMITS.title}
                aria-invalid={!!error && index === 0}
                onChange={(event) => set({ title: event.target.value })}
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
                onChange={(event) => set({ day: event.target.value })}
                disabled={disabled}
              />
            </label>
            <RemoveRowButton label={`Remove milestone ${index + 1}`} onRemove={remove} disabled={disabled} />
          </div>
          <label className="block space-y-1 text-sm">
            <span className="block text-slate-700">Description of milestone {index + 1} (optional)</span>
            <Textarea
              value={row.description}
              rows={2}
              className="min-h-0"
              maxLength={MILESTONE_LIMITS.description}
              onChange={(event) => set({ description: event.target.value })}
              disabled={disabled}
            />
          </label>
        </div>
      )}
    />
  );
}
