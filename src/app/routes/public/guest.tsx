import { PageHeader } from '@/components/layouts/page-header';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useListFilterParams } from '@/features/campaigns/api/project-list/use-list-filter-params';
import type { ScreenPrefetch } from '@/app/screen-module';
import { prefetchApprovedList } from '@/features/campaigns/api/projects/use-projects';
import { ProjectFilters } from '@/features/campaigns/components/project-filters';
import { ProjectList } from '@/features/campaigns/components/project-list';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';

const TAB_IDS = ['featured'] as const;

/** The public list needs no session: it is read while the guard still waits for one. */
export const prefetch: ScreenPrefetch = ({ search }) => prefetchApprovedList(search, TAB_IDS);

export default function GuestRoute() {
  const view = useListFilterParams(TAB_IDS);
  const filter = view.filterFor('approved');
  return (
    <>
      <PageHeader
        title="Featured Projects"
        subtitle="Startups raising money on StartupFund. Log in or register to back one."
        actions={
          <div className="flex gap-2">
            <ButtonLink to={paths.login.href()}>Login</ButtonLink>
            <ButtonLink to={paths.register.href()} variant="secondary">
              Register
            </ButtonLink>
          </div>
        }
      />
      {/* The members' search box, category and Sort by: a guest's search reads the approved projects as theirs does. */}
      <ProjectFilters controls={view} filter={filter} />
      <ProjectList
        filter={filter}
        emptyMessage="No projects available at the moment"
        label="Featured projects"
        renderActions={(project) => <ViewDetailsLink projectId={project.id} />}
      />
    </>
  );
}
