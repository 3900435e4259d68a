import { Field, Select } from '@/components/ui/field';
import { isProjectSort, SORT_OPTIONS } from '@/features/campaigns/api/project-list/project-list-filter';
import type { FilterControls } from '@/features/campaigns/api/project-list/use-list-filter-params';

type SortControls = Pick<FilterControls, 'sort' | 'setSort' | 'showEnded' | 'setShowEnded'>;

/** Sort by (Newest, Ending soon, Most funded, Closest to goal) and Show ended, for browse lists. Both live in the URL. */
export function ProjectSortControls({ controls }: { controls: SortControls }) {
  const { sort, setSort, showEnded, setShowEnded } = controls;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-48">
        <Field label="Sort by">
          {(ids) => (
            <Select {...ids} value={sort} onChange={(event) => setSort(isProjectSort(event.target.value) ? event.target.value : 'newest')}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <label className="inline-flex min-h-10.5 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={showEnded}
          onChange={(event) => setShowEnded(event.target.checked)}
        />
        Show ended
      </label>
    </div>
  );
}
