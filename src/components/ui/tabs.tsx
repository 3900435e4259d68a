import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/utils/cn';

/** A tab; its count, when given, follows the label (its accessible name starts with the label: "Pending Projects 3"). */
type Tab<T extends string> = { id: T; label: string; count?: number };

/** A tab list (WAI-ARIA pattern, arrow keys move between tabs). The panel is the caller's. */
export function Tabs<T extends string>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: Tab<T>[];
  active: T;
  onChange: (id: T) => void;
  label: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next].id);
  };
  return (
    // Tabs that do not fit a phone's width go on to a second row rather than off the screen.
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          role="tab"
          type="button"
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, index)}
          onClick={() => onChange(tab.id)}
          className={cn(
            '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
            tab.id === active ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
          )}
        >
          {tab.label}
          {tab.count !== undefined && (
            <>
              {' '}
              <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{tab.count}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
