import { useState } from 'react';
import { notify } from '@/components/ui/notify';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth-provider';
import { canReviewProjects } from '@/lib/policies';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { useApproveProject, useDeleteProject, useRequestChanges } from '@/features/campaigns/api/projects/use-project-mutations';
import { ProjectList } from '@/features/campaigns/components/project-list';
import { RejectDialog } from '@/features/campaigns/components/reject-dialog';
import { ReviewHistory } from '@/features/campaigns/components/review-history';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';
import { plainErrorMessage } from '@/lib/plain-error';

/** The admin's queue of pending projects: Approve after a confirmation, Reject with a reason (sent back for changes), or Delete (spam) after a confirmation. */
export function PendingProjectsReview() {
  const { viewer } = useAuth();
  const approve = useApproveProject();
  const requestChanges = useRequestChanges();
  const remove = useDeleteProject();
  const [error, setError] = useState('');
  const [rejecting, setRejecting] = useState<ProjectSummary | null>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);
  const [approving, setApproving] = useState<ProjectSummary | null>(null);

  const onApprove = (project: ProjectSummary) => {
    setError('');
    if (!canReviewProjects(viewer)) return setError('Only admin can approve projects');
    setApproving(project);
  };

  const confirmApprove = () => {
    if (!approving) return;
    const project = approving;
    setApproving(null);
    if (!canReviewProjects(viewer)) return setError('Only admin can approve projects');
    approve.mutate(project, {
      onSuccess: () => notify.success('Project approved'),
      onError: (failure) => setError(`Error approving project: ${plainErrorMessage(failure)}`),
    });
  };

  const onReject = (project: ProjectSummary) => {
    setError('');
    if (!canReviewProjects(viewer)) return setError('Only admin can reject projects');
    setRejecting(project);
  };

  const confirmReject = (reason: string) => {
    if (!rejecting) return;
    const project = rejecting;
    setRejecting(null);
    if (!canReviewProjects(viewer)) return setError('Only admin can reject projects');
    requestChanges.mutate(
      { project, reason },
      {
        onSuccess: () => notify.success('Project sent back for changes, with your reason'),
        onError: (failure) => setError(`Error rejecting project: ${plainErrorMessage(failure)}`),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const project = deleting;
    setDeleting(null);
    remove.mutate(project.id, {
      onSuccess: () => notify.success('Project deleted'),
      onError: (failure) => setError(`Error deleting project: ${plainErrorMessage(failure)}`),
    });
  };

  const busy = (id: string) =>
    (approve.isPending && approve.variables?.id === id) ||
    (requestChanges.isPending && requestChanges.variables?.project.id === id) ||
    (remove.isPending && remove.variables === id);

  return (
    <div className="space-y-4">
      {error && <Banner>{error}</Banner>}
      <ProjectList
        filter={defaultFilter('pending')}
        emptyMessage="No pending projects to review"
        label="Pending projects"
        card={{ showStatus: true, creatorLabel: 'Created by' }}
        renderActions={(project) => (
          <>
            <ReviewHistory project={project} />
            <Button size="sm" onClick={() => onApprove(project)} disabled={busy(project.id)}>
              Approve
            </Button>
            <Button size="sm" variant="danger" onClick={() => onReject(project)} disabled={busy(project.id)}>
              Reject
            </Button>
            <ViewDetailsLink projectId={project.id} />
            <Button size="sm" variant="secondary" onClick={() => setDeleting(project)} disabled={busy(project.id)}>
              Delete
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={approving !== null}
        title={`Approve ${approving?.title ?? 'project'}?`}
        message={`Approve this project? It goes live to investors now, and its ${approving?.durationDays ?? ''}-day campaign starts today.`}
        confirmLabel="Approve"
        confirmVariant="primary"
        onConfirm={confirmApprove}
        onCancel={() => setApproving(null)}
      />
      <RejectDialog projectTitle={rejecting?.title ?? null} onReject={confirmReject} onCancel={() => setRejecting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.title ?? 'project'}?`}
        message="Delete this project permanently (for spam)? This cannot be undone."
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
