import { useDeferredValue, type ReactNode } from 'react';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { isFiltered, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { useProjectList } from '@/features/campaigns/api/projects/use-projects';
import { ProjectCard, type ProjectCardOptions } from '@/features/campaigns/components/project-card';
import { ProjectGridSkeleton } from '@/features/campaigns/components/project-card-grid';
import { ProjectGrid, ProjectGridItem } from '@/features/campaigns/components/project-grid';

export const FILTERED_EMPTY_MESSAGE = 'No projects match your search criteria.';

// The first row on a desktop (three cards) is on screen at once: its pictures load eagerly.
const ABOVE_THE_FOLD = 3;
// A list first commits the cards a screen shows at once, then the rest of the page in a second,
// interruptible render: two short tasks on a slow phone rather than one long one.
const FIRST_COMMIT = 3;

type ProjectListProps = {
  filter: ProjectListFilter;
  /** Shown when nothing is found and no filter is active. */
  emptyMessage: string;
  /** Shown when nothing is found and a filter is active. */
  filteredEmptyMessage?: string;
  /** Shown under the empty message when no filter is active. */
  emptyAction?: ReactNode;
  renderActions?: (project: ProjectSummary) => ReactNode;
  card?: ProjectCardOptions;
  label?: string;
};

/** A page-by-page grid of projects with its loading, error, empty and "Load more" states. */
export function ProjectList({
  filter,
  emptyMessage,
  filteredEmptyMessage = FILTERED_EMPTY_MESSAGE,
  emptyAction,
  renderActions,
  card,
  label = 'Projects',
}: ProjectListProps) {
  const { projects, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useProjectList(filter);

  const searching = filter.search.trim() !== '';
  if (isPending) return <ProjectListSkeleton searching={searching} />;

  const filtered = isFiltered(filter);
  return (
    <div className="space-y-6">
      {isError && <LoadError heading="Error fetching projects" error={error} onRetry={refetch} retrying={isFetching} />}
      {projects.length > 0 && <ProjectCards label={label} projects={projects} renderActions={renderActions} card={card} />}
      {!isError && projects.length === 0 && !hasNextPage && (
        <EmptyState message={filtered ? filteredEmptyMessage : emptyMessage} action={filtered ? undefined : emptyAction} />
      )}
      {hasNextPage && projects.length === 0 && !isFetchingNextPage && (
        // A search stops after a bounded number of reads; it says so instead of showing an empty grid.
        <p className="text-center text-slate-700">No matches among the projects searched so far.</p>
      )}
      {hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? (searching ? 'Searching...' : 'Loading...') : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}

type ProjectCardsProps = Pick<ProjectListProps, 'renderActions' | 'card'> & { label: string; projects: ProjectSummary[] };

function ProjectCards({ label, projects, renderActions, card }: ProjectCardsProps) {
  const shown = useDeferredValue(projects.length, Math.min(projects.length, FIRST_COMMIT));
  return (
    <ProjectGrid label={label}>
      {projects.slice(0, shown).map((project, index) => (
        <ProjectGridItem key={project.id}>
          <ProjectCard project={project} actions={renderActions?.(project)} aboveTheFold={index < ABOVE_THE_FOLD} {...card} />
        </ProjectGridItem>
      ))}
    </ProjectGrid>
  );
}

// A search can read several batches before its page is full: it says so in words.
function ProjectListSkeleton({ searching }: { searching: boolean }) {
  return (
    <div className="space-y-4">
      {searching ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <span className="size-5 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden />
          Searching...
        </p>
      ) : (
        <Spinner label="Loading projects" />
      )}
      <ProjectGridSkeleton />
    </div>
  );
}
