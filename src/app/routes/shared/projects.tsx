import { PageHeader } from '@/components/layouts/page-header';
import { useListFilterParams } from '@/features/campaigns/api/project-list/use-list-filter-params';
import { prefetchApprovedList } from '@/features/campaigns/api/projects/use-projects';
import type { ScreenPrefetch } from '@/app/screen-module';
import { ProjectFilters } from '@/features/campaigns/components/project-filters';
import { ProjectList } from '@/features/campaigns/components/project-list';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';

const TAB_IDS = ['all'] as const;

/**
 * Every approved campaign is public data: read while the guard still waits for the session and
 * profile, or before Auth starts (shared/routes.ts: the screen opens before the session).
 */
export const prefetch: ScreenPrefetch = ({ search }) => void prefetchApprovedList(search, TAB_IDS);

export default function ProjectsRoute() {
  const view = useListFilterParams(TAB_IDS);
  const filter = view.filterFor('approved');
  return (
    <>
      <PageHeader title="Discover Projects" subtitle="Every approved campaign: live ones by default, sorted as you choose." />
      <ProjectFilters controls={view} filter={filter} />
      <ProjectList
        filter={filter}
        emptyMessage="No projects available at the moment."
        label="Approved projects"
        renderActions={(project) => <ViewDetailsLink projectId={project.id} />}
      />
    </>
  );
}
