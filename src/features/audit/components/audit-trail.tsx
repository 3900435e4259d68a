import { Link } from 'react-router-dom';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/utils/format';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '@/features/audit/api/audit-model';
import { useAuditTrail } from '@/features/audit/api/use-audit';

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') return formatDate(value.toDate() as Date);
  return String(value);
};

/** The fields the action changed, before → after (send-back's reason shown whole). */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (keys.length === 0) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs text-slate-600">
      {keys.map((key) => (
        <p key={key} className="break-words">
          <span className="font-medium">{key}</span>: {key in entry.before ? shown(entry.before[key]) : ''}
          {key in entry.before && key in entry.after ? ' → ' : ''}
          {key in entry.after ? shown(entry.after[key]) : ''}
        </p>
      ))}
    </div>
  );
}

type AuditTrailProps = {
  /** One project's entries, or all (the admin's Activity tab). */
  projectId?: string;
  /** A creator reads only the entries about their projects, so their query names them. */
  creatorId?: string;
  /** On the Activity tab: pick a project to see only its entries. */
  onFilter?: (projectId: string | undefined) => void;
};

/** The admin's audit trail, newest first, paged. */
export function AuditTrail({ projectId, creatorId, onFilter }: AuditTrailProps) {
  const trail = useAuditTrail({ projectId, creatorId });
  if (trail.isPending) return <Spinner label="Loading activity" />;
  if (trail.isError)
    return <LoadError heading="Could not load the activity" error={trail.error} onRetry={trail.refetch} retrying={trail.isFetching} />;
  const entries = trail.data.pages.flatMap((page) => page.entries);
  return (
    <div className="space-y-3">
      {onFilter && projectId && (
        <p className="text-sm">
          Showing one project’s activity.{' '}
          <Button variant="secondary" size="sm" onClick={() => onFilter(undefined)}>
            Show all activity
          </Button>
        </p>
      )}
      {entries.length === 0 ? (
        <EmptyState message="No admin activity yet." />
      ) : (
        <ol aria-label="Admin activity" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="p-3 text-sm">
              <p>
                <span className="font-semibold">{AUDIT_ACTION_LABELS[entry.action]}</span>
                {!projectId && (
                  <>
                    {' · '}
                    {onFilter ? (
                      <button type="button" className="text-indigo-700 underline" onClick={() => onFilter(entry.projectId)}>
                        {entry.projectTitle}
                      </button>
                    ) : (
                      <Link className="text-indigo-700 underline" to={paths.project.href(entry.projectId)}>
                        {entry.projectTitle}
                      </Link>
                    )}
                  </>
                )}
              </p>
              <p className="text-xs text-slate-500">by the admin on {entry.at ? `${formatDate(entry.at)} ${formatTime(entry.at)}` : ''}</p>
              <Changes entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton hasNextPage={trail.hasNextPage} isFetchingNextPage={trail.isFetchingNextPage} fetchNextPage={trail.fetchNextPage} />
    </div>
  );
}
