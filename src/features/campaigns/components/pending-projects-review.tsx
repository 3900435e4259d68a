import { useState } from 'react';
import { notify } from '@/components/ui/notify';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth-provider';
import { canReviewProjects } from '@/lib/policies';
import { defaultFilter } from '@/features/campaigns/api/project-list-filter';
import type { Project } from '@/features/campaigns/api/project-model';
import { useApproveProject, useRemoveProject } from '@/features/campaigns/api/use-projects';
import { ProjectList } from '@/features/campaigns/components/project-list';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';

/** The admin's queue of pending projects: Approve, or Reject after a confirmation. */
export function PendingProjectsReview() {
  const { viewer } = useAuth();
  const approve = useApproveProject();
  const remove = useRemoveProject();
  const [error, setError] = useState('');
  const [rejecting, setRejecting] = useState<Project | null>(null);

  const onApprove = (project: Project) => {
    setError('');
    if (!canReviewProjects(viewer)) return setError('Only admin can approve projects');
    approve.mutate(project, {
      onSuccess: () => notify.success('Project approved'),
      onError: (failure) => setError(`Error approving project: ${failure.message}`),
    });
  };

  const onReject = (project: Project) => {
    setError('');
    if (!canReviewProjects(viewer)) return setError('Only admin can reject projects');
    setRejecting(project);
  };

  const confirmReject = () => {
    if (!rejecting) return;
    setRejecting(null);
    if (!canReviewProjects(viewer)) return setError('Only admin can reject projects');
    remove.mutate(rejecting.id, {
      onSuccess: () => notify.success('Project rejected'),
      onError: (failure) => setError(`Error rejecting project: ${failure.message}`),
    });
  };

  const busy = (id: string) => (approve.isPending && approve.variables?.id === id) || (remove.isPending && remove.variables === id);

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
            <Button size="sm" onClick={() => onApprove(project)} disabled={busy(project.id)}>
              Approve
            </Button>
            <Button size="sm" variant="danger" onClick={() => onReject(project)} disabled={busy(project.id)}>
              Reject
            </Button>
            <ViewDetailsLink projectId={project.id} />
          </>
        )}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title={`Reject ${rejecting?.title ?? 'project'}?`}
        message="Reject and permanently remove this project?"
        confirmLabel="Reject"
        onConfirm={confirmReject}
        onCancel={() => setRejecting(null)}
      />
    </div>
  );
}
