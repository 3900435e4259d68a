import type { ReactNode } from 'react';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { ProjectCard, ProjectCardSkeleton } from '@/features/campaigns/components/project-card';
import { ProjectGrid, ProjectGridItem } from '@/features/campaigns/components/project-grid';

/** Cards, each with its actions. */
export function ProjectCardGrid({
  label,
  projects,
  renderActions,
}: {
  label: string;
  projects: ProjectSummary[];
  renderActions: (project: ProjectSummary) => ReactNode;
}) {
  return (
    <ProjectGrid label={label}>
      {projects.map((project) => (
        <ProjectGridItem key={project.id}>
          <ProjectCard project={project} actions={renderActions(project)} />
        </ProjectGridItem>
      ))}
    </ProjectGrid>
  );
}

/** Three card placeholders while a list loads, hidden from assistive technology (the list says it is loading). */
export function ProjectGridSkeleton() {
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
