import { PageHeader } from '@/components/layouts/page-header';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { defaultFilter } from '@/features/campaigns/api/project-list-filter';
import { prefetchProjectList } from '@/features/campaigns/api/use-projects';
import { ProjectList } from '@/features/campaigns/components/project-list';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';

const APPROVED = defaultFilter('approved');

/** The public list needs no session: it is read while the guard still waits for one. */
export const prefetch = () => void prefetchProjectList(APPROVED);

export default function GuestRoute() {
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
      <ProjectList
        filter={APPROVED}
        emptyMessage="No projects available at the moment"
        label="Featured projects"
        renderActions={(project) => (
          <ViewDetailsLink projectId={project.id} />
        )}
      />
    </>
  );
}
