import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';
import type { InboxEntry } from '@/features/engagement/api/inbox-items';

type InboxPanelProps = {
  id: string;
  items: InboxEntry[];
  isPending: boolean;
  isError: boolean;
  onNavigate: () => void;
  onClose: () => void;
};

/** What's new: updates of saved or backed projects, answers to the user's questions, handled reports and investment outcomes, newest first. */
export function InboxPanel({ id, items, isPending, isError, onNavigate, onClose }: InboxPanelProps) {
  return (
    <div
      id={id}
      role="region"
      aria-labelledby={`${id}-heading`}
      // On phones the bell may sit at the left of a wrapped bar: the panel spans the screen there.
      className="fixed inset-x-4 top-28 z-30 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-88"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-base font-bold text-slate-900">
          What&apos;s new
        </h2>
        {/* A tap outside closes it too; a phone has no Escape key. */}
        <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Close
        </button>
      </div>
      {isPending && <Spinner label="Loading what's new" />}
      {isError && <p className="text-sm text-slate-600">What&apos;s new could not be loaded.</p>}
      {!isPending && !isError && items.length === 0 && (
        <p className="text-sm text-slate-600">Nothing new yet. Save or back a project, or ask a question, to hear about it here.</p>
      )}
      {items.length > 0 && (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <Link to={paths.project.href(item.projectId)} onClick={onNavigate} className="block rounded text-sm hover:bg-slate-50">
                <span className="block text-xs font-semibold text-brand-700">{item.heading}</span>
                <span className="line-clamp-2 text-slate-800">{item.title}</span>
                <span className="block text-xs text-slate-600">{formatDate(item.at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
