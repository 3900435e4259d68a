import { LoadError } from '@/components/errors/load-error';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFeaturedProjects } from '@/features/campaigns/api/front-door/use-front-door';
import { ProjectCardGrid, ProjectGridSkeleton } from '@/features/campaigns/components/project-card-grid';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';

/** The welcome page's Featured projects: those the admin bookmarked, else those that raised the most. */
export function FeaturedProjects() {
  const { data, isPending, isError, error, refetch, isFetching } = useFeaturedProjects();
  return (
    <section aria-labelledby="featured-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
            Featured projects
          </h2>
          {data && (
            <p className="mt-1 text-slate-600">
              {data.picked === 'bookmarked' ? 'Campaigns our team picked.' : 'The running campaigns that have raised the most.'}
            </p>
          )}
        </div>
        <ButtonLink to={paths.guest.href()} variant="secondary" size="sm">
          See all projects
        </ButtonLink>
      </div>
      {isPending && <ProjectGridSkeleton />}
      {isError && <LoadError heading="Error fetching projects" error={error} onRetry={refetch} retrying={isFetching} />}
      {data && data.projects.length === 0 && <p className="text-slate-700">No projects available at the moment</p>}
      {data && data.projects.length > 0 && (
        <ProjectCardGrid
          label="Featured projects"
          projects={data.projects}
          renderActions={(project) => <ViewDetailsLink projectId={project.id} />}
        />
      )}
    </section>
  );
}
