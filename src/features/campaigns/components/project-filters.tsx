import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { CATEGORY_OPTIONS, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { isCategory } from '@/features/campaigns/api/projects/project-limits';
import { MAX_SEARCH_LENGTH, type FilterControls } from '@/features/campaigns/api/project-list/use-list-filter-params';
import { useSearchReadAhead } from '@/features/campaigns/api/projects/use-projects';
import { ProjectSortControls } from '@/features/campaigns/components/project-sort-controls';
import { SEARCH_DEBOUNCE_MS, SEARCH_READ_AHEAD_MS } from '@/features/campaigns/components/search-timing';

type ProjectFiltersProps = {
  controls: FilterControls;
  /** The list these controls filter: what the search box reads ahead while typing pauses. */
  filter: ProjectListFilter;
  /** The admin's Show Bookmarked / Show All toggle. */
  bookmarkToggle?: boolean;
  /** Sort by and Show ended: on browse lists of approved projects (not My Projects). */
  discovery?: boolean;
};

/** Search box, category select, Sort by and Show ended, and (for the admin) the bookmarked toggle of a project list. */
export function ProjectFilters({ controls, filter, bookmarkToggle = false, discovery = true }: ProjectFiltersProps) {
  const { category, setCategory, bookmarkedOnly, setBookmarkedOnly } = controls;
  const readAhead = useSearchReadAhead(filter);
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="min-w-56 flex-1">
        <SearchInput value={controls.search} onChange={controls.setSearch} onPause={readAhead} />
      </div>
      <div className="sm:w-56">
        <Field label="Category">
          {(ids) => (
            <Select
              {...ids}
              className="capitalize"
              value={category}
              onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : 'all')}
            >
              {CATEGORY_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {discovery && <ProjectSortControls controls={controls} />}
      {bookmarkToggle && (
        <Button variant="secondary" className="h-10.5" onClick={() => setBookmarkedOnly(!bookmarkedOnly)}>
          {bookmarkedOnly ? 'Show All' : 'Show Bookmarked'}
        </Button>
      )}
    </div>
  );
}

/**
 * Shows every keystroke at once and reports the text ~300 ms after typing stops, or at once when the
 * box loses focus: a click on a card right after typing must not be followed by the search's own
 * navigation (it would bring the visitor back to the list while the next screen loads). At a
 * shorter pause (onPause) the text is read ahead. When the value changes from outside (Back, a
 * shared link) the box follows it.
 */
function SearchInput({ value, onChange, onPause }: { value: string; onChange: (value: string) => void; onPause: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  // The last text reported: reported once, whether by the timer or by leaving the box.
  const reported = useRef(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }
  const report = useCallback(
    (typed: string) => {
      if (typed === reported.current) return;
      reported.current = typed;
      onChange(typed);
    },
    [onChange],
  );
  useEffect(() => {
    reported.current = value;
  }, [value]);

  useEffect(() => {
    if (text === value) return;
    const timers = [setTimeout(() => onPause(text), SEARCH_READ_AHEAD_MS), setTimeout(() => report(text), SEARCH_DEBOUNCE_MS)];
    return () => timers.forEach(clearTimeout);
  }, [text, value, report, onPause]);

  return (
    <Field label="Search projects">
      {(ids) => (
        <Input
          {...ids}
          type="search"
          placeholder="Search projects..."
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => report(text)}
        />
      )}
    </Field>
  );
}
