import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCardPictures } from '@/features/campaigns/api/pictures/use-pictures';
import { useFeaturedProjects } from '@/features/campaigns/api/front-door/use-front-door';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { ProjectCard, ProjectCardSkeleton } from '@/features/campaigns/components/project-card';
import { ProjectGrid, ProjectGridItem } from '@/features/campaigns/components/project-grid';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';

/** The welcome page's Featured projects: those the admin bookmarked, else those that raised the most. */
export function FeaturedProjects() {
  const { data, isPending, isError, error } = useFeaturedProjects();
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
      {isPending && <FeaturedSkeleton />}
      {isError && <Banner>Error fetching projects: {error.message}</Banner>}
      {data && data.projects.length === 0 && <p className="text-slate-700">No projects available at the moment</p>}
      {data && data.projects.length > 0 && <FeaturedCards projects={data.projects} />}
    </section>
  );
}

function FeaturedCards({ projects }: { projects: ProjectSummary[] }) {
  const { pictureOf, onPictureShown } = useCardPictures(projects);
  return (
    <ProjectGrid label="Featured projects">
      {projects.map((project) => (
        <ProjectGridItem key={project.id}>
          <ProjectCard
            project={project}
            picture={pictureOf(project.id)}
            onPictureShown={onPictureShown}
            actions={<ViewDetailsLink projectId={project.id} />}
          />
        </ProjectGridItem>
      ))}
    </ProjectGrid>
  );
}

function FeaturedSkeleton() {
  return (
    <div aria-hidden>
      <ProjectGrid>
        {[0, 1, 2].map((key) => (
          <ProjectGridItem key={key}>
            <ProjectCardSkeleton />
          </ProjectGridItem>
        ))}
      </ProjectGrid>
    </div>
  );
}
