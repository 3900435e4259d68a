import type { ReactNode } from 'react';
import { LoadError } from '@/components/errors/load-error';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-provider';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { ProjectCardGrid } from '@/features/campaigns/components/project-card-grid';
import { useSavedProjects } from '@/features/engagement/api/use-engagement';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/**
 * The Saved tab of a dashboard: the user's saved projects, most recently saved first, twelve at a time.
 * It lives in app because it shows the campaigns feature's cards for the engagement feature's list.
 */
export function SavedProjects({ renderActions }: { renderActions: (project: ProjectSummary) => ReactNode }) {
  const { viewer } = useAuth();
  return viewer ? <SavedList uid={viewer.uid} renderActions={renderActions} /> : null;
}

function SavedList({ uid, renderActions }: { uid: string; renderActions: (project: ProjectSummary) => ReactNode }) {
  const { projects, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useSavedProjects(uid);
  if (isPending) return <Spinner label="Loading saved projects" />;
  return (
    <div className="space-y-6">
      {isError && <LoadError heading="Error fetching projects" error={error} onRetry={refetch} retrying={isFetching} />}
      {projects.length > 0 && <ProjectCardGrid label="Saved projects" projects={projects} renderActions={renderActions} />}
      {!isError && projects.length === 0 && !hasNextPage && (
        <EmptyState message="You haven't saved any projects yet." action={<ButtonLink to="?tab=browse">Browse Projects</ButtonLink>} />
      )}
      <LoadMoreButton hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </div>
  );
}
