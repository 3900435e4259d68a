import { useState } from 'react';
import { notify } from '@/components/ui/notify';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import type { FilterControls } from '@/features/campaigns/api/project-list/use-list-filter-params';
import { useCloseProject, useDeleteProject, useToggleBookmark } from '@/features/campaigns/api/projects/use-project-mutations';
import { ExtendCampaignButton } from '@/features/campaigns/components/extend-campaign-button';
import { ProjectFilters } from '@/features/campaigns/components/project-filters';
import { ProjectList } from '@/features/campaigns/components/project-list';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';
import { plainErrorMessage } from '@/lib/plain-error';

type ApprovedProjectsManagerProps = { controls: FilterControls; filter: ProjectListFilter };

/**
 * The admin's approved projects: search, category, bookmarks, and after a confirmation Delete (a
 * project that never took money) or Close campaign (one that did: it is never deleted).
 */
export function ApprovedProjectsManager({ controls, filter }: ApprovedProjectsManagerProps) {
  const bookmark = useToggleBookmark();
  const remove = useDeleteProject();
  const close = useCloseProject();
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);

  const onBookmark = (project: ProjectSummary) => {
    setError('');
    bookmark.mutate(project, { onError: (failure) => setError(`Error updating bookmark: ${plainErrorMessage(failure)}`) });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const project = deleting;
    setDeleting(null);
    setError('');
    if (project.holdsMoney)
      close.mutate(project.id, {
        onSuccess: () => notify.success('Campaign closed'),
        onError: (failure) => setError(`Error closing campaign: ${plainErrorMessage(failure)}`),
      });
    else
      remove.mutate(project.id, {
        onSuccess: () => notify.success('Project deleted'),
        onError: (failure) => setError(`Error deleting project: ${plainErrorMessage(failure)}`),
      });
  };

  const busy = (id: string) =>
    (bookmark.isPending && bookmark.variables?.id === id) ||
    (remove.isPending && remove.variables === id) ||
    (close.isPending && close.variables === id);

  return (
    <div className="space-y-4">
      <ProjectFilters controls={controls} filter={filter} bookmarkToggle />
      {error && <Banner>{error}</Banner>}
      <ProjectList
        filter={filter}
        emptyMessage="No approved projects found"
        label="Approved projects"
        card={{ showStatus: true, creatorLabel: 'Created by' }}
        renderActions={(project) => (
          <>
            <Button
              size="sm"
              variant={project.bookmarked ? 'primary' : 'secondary'}
              onClick={() => onBookmark(project)}
              disabled={busy(project.id)}
            >
              {project.bookmarked ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />}
              {project.bookmarked ? 'Bookmarked' : 'Bookmark'}
            </Button>
            <ViewDetailsLink projectId={project.id} />
            <ExtendCampaignButton project={project} />
            <Button size="sm" variant="danger" onClick={() => setDeleting(project)} disabled={busy(project.id)}>
              {project.holdsMoney ? 'Close campaign' : 'Delete'}
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`${deleting?.holdsMoney ? 'Close' : 'Delete'} ${deleting?.title ?? 'project'}?`}
        message={
          deleting?.holdsMoney
            ? 'Close this campaign? It has taken money, so it is kept: it leaves the browse lists and takes no more investments, and its creator, its investors and you can still open it.'
            : 'Delete this project permanently? This cannot be undone.'
        }
        confirmLabel={deleting?.holdsMoney ? 'Close campaign' : 'Delete'}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
