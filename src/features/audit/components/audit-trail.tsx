import { Link } from 'react-router-dom';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { isAdmin } from '@/lib/policies';
import { formatDate, formatTime } from '@/utils/format';
import type { AuditEntry } from '@/features/audit/api/audit-model';
import { auditChanges, auditSentence, changedNothing } from '@/features/audit/api/audit-sentence';
import { useAuditTrail } from '@/features/audit/api/use-audit';

/** The admin's one click to the raw record: the fields the action changed, before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  return (
    <details className="mt-1 text-xs text-slate-600">
      <summary className="cursor-pointer text-indigo-700">Show changes</summary>
      <div className="mt-1 space-y-0.5">
        {changes.map((change) => (
          <p key={change.field} className="break-words">
            <span className="font-medium">{change.field}</span>: {change.before} → {change.after}
          </p>
        ))}
      </div>
    </details>
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

/**
 * The admin's audit trail, newest first, paged: each entry as a sentence of what the admin did, and
 * for the admin the raw fields it changed one click away. An entry that changed nothing is left out.
 */
export function AuditTrail({ projectId, creatorId, onFilter }: AuditTrailProps) {
  const { viewer } = useAuth();
  const admin = isAdmin(viewer);
  const trail = useAuditTrail({ projectId, creatorId });
  if (trail.isPending) return <Spinner label="Loading activity" />;
  if (trail.isError)
    return <LoadError heading="Could not load the activity" error={trail.error} onRetry={trail.refetch} retrying={trail.isFetching} />;
  const entries = trail.data.pages.flatMap((page) => page.entries).filter((entry) => !changedNothing(entry));
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
                <span className="font-semibold">{auditSentence(entry)}</span>
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
              {admin && <Changes entry={entry} />}
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton hasNextPage={trail.hasNextPage} isFetchingNextPage={trail.isFetchingNextPage} fetchNextPage={trail.fetchNextPage} />
    </div>
  );
}
