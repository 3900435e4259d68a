import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/components/ui/notify';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';
import { useProject } from '@/features/campaigns/api/projects/use-project';
import { useCloseProject, useRequestChanges } from '@/features/campaigns/api/projects/use-project-mutations';
import { RejectDialog } from '@/features/campaigns/components/reject-dialog';
import { REPORT_REASONS, reportsByProject, type Report } from '@/features/reports/api/reports-model';
import { useHandleReports, useOpenReports } from '@/features/reports/api/use-reports';
import { plainErrorMessage } from '@/lib/plain-error';

type Group = ReturnType<typeof reportsByProject>[number];

/** One reported project: its open reports, each dismissible, and closing or sending back the project. */
function ReportedProject({ group, onError }: { group: Group; onError: (message: string) => void }) {
  const { data: project } = useProject(group.projectId);
  const handle = useHandleReports();
  const close = useCloseProject();
  const sendBack = useRequestChanges();
  const [closing, setClosing] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const busy = handle.isPending || close.isPending || sendBack.isPending;

  const settle = (reports: Report[], status: 'dismissed' | 'actioned', done: string) =>
    handle.mutate(
      { reports, status },
      { onSuccess: () => notify.success(done), onError: (failure) => onError(`Error handling the report: ${plainErrorMessage(failure)}`) },
    );
  const onClose = () => {
    setClosing(false);
    if (!project) return;
    close.mutate(project.id, {
      onSuccess: () => settle(group.reports, 'actioned', 'Campaign closed'),
      onError: (failure) => onError(`Error closing campaign: ${plainErrorMessage(failure)}`),
    });
  };
  const onSendBack = (reason: string) => {
    setSendingBack(false);
    if (!project) return;
    sendBack.mutate(
      { project, reason },
      {
        onSuccess: () => settle(group.reports, 'actioned', 'Project sent back'),
        onError: (failure) => onError(`Error sending back: ${plainErrorMessage(failure)}`),
      },
    );
  };

  const count = group.reports.length;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-label={group.projectTitle}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <Link className="text-brand-700 underline" to={paths.project.href(group.projectId)}>
            {group.projectTitle}
          </Link>{' '}
          <span className="text-sm font-normal text-slate-600">
            {count} open {count === 1 ? 'report' : 'reports'}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {project?.status === 'approved' && project.tookMoney && (
            <Button size="sm" variant="danger" disabled={busy} onClick={() => setClosing(true)}>
              Close campaign
            </Button>
          )}
          {project?.status === 'approved' && !project.tookMoney && (
            <Button size="sm" variant="danger" disabled={busy} onClick={() => setSendingBack(true)}>
              Send back for changes
            </Button>
          )}
        </div>
      </div>
      <ul className="divide-y divide-slate-100">
        {group.reports.map((report) => (
          <li key={report.reporterId} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium">{REPORT_REASONS[report.reason]}</p>
              {report.details && <p className="whitespace-pre-line break-words text-slate-700">{report.details}</p>}
              <p className="text-xs text-slate-500">
                by {report.reporterEmail} on {formatDate(report.createdAt)}
              </p>
            </div>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => settle([report], 'dismissed', 'Report dismissed')}>
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={closing}
        title={`Close ${group.projectTitle}?`}
        message="Close this campaign? It has taken money, so it is kept: it leaves the browse lists and takes no more investments. Its open reports are marked handled."
        confirmLabel="Close campaign"
        onConfirm={onClose}
        onCancel={() => setClosing(false)}
      />
      <RejectDialog projectTitle={sendingBack ? group.projectTitle : null} onReject={onSendBack} onCancel={() => setSendingBack(false)} />
    </li>
  );
}

/** The admin's Reports tab: open reports grouped by project, the most reported first. */
export function ReportsTab() {
  const reports = useOpenReports();
  const [error, setError] = useState('');
  if (reports.isPending) return <Spinner label="Loading reports" />;
  if (reports.isError)
    return <LoadError heading="Could not load the reports" error={reports.error} onRetry={reports.refetch} retrying={reports.isFetching} />;
  const groups = reportsByProject(reports.data);
  return (
    <div className="space-y-4">
      {error && (
        <p role="alert" className="text-danger-700">
          {error}
        </p>
      )}
      {groups.length === 0 ? (
        <EmptyState message="No open reports." />
      ) : (
        <ul aria-label="Reported projects" className="space-y-4">
          {groups.map((group) => (
            <ReportedProject key={group.projectId} group={group} onError={setError} />
          ))}
        </ul>
      )}
    </div>
  );
}
