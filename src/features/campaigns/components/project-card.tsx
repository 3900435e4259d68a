import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { CardFundingSummary } from '@/features/campaigns/components/card-funding-summary';
import { CategoryBadge } from '@/features/campaigns/components/category-badge';
import { LateBadge } from '@/features/campaigns/components/late-badge';
import { OutcomeBadge } from '@/features/campaigns/components/outcome-badge';
import { StatusBadge } from '@/features/campaigns/components/status-badge';
import { ProjectImage } from '@/features/campaigns/components/project-image';
import { formatUsd } from '@/utils/format';
import { paths } from '@/config/paths';

export type ProjectCardOptions = {
  /** Shows the status badge: Pending, Approved, Sent back for changes, Closed (own projects, admin). */
  showStatus?: boolean;
  /** The words before the founder's public name: "By" on browse cards, "Created by" for the admin. */
  creatorLabel?: string;
};

type ProjectCardProps = ProjectCardOptions & {
  project: ProjectSummary;
  actions?: ReactNode;
  aboveTheFold?: boolean;
};

/** The founder's public name; a project written before names were stored shows a neutral label. */
export const creatorNameOf = (project: Pick<ProjectSummary, 'creatorName'>) => project.creatorName || 'a StartupFund founder';

/** The founder's name, linked to their public page (/founders/{uid}); plain text for a project without a creator id. */
export function FounderLink({ creatorId, children }: { creatorId: string; children: ReactNode }) {
  if (!creatorId) return <>{children}</>;
  return (
    <Link to={paths.founder.href(creatorId)} className="text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

/** One project in a grid: picture, title, two lines of description, goal, creator, progress and actions. */
export function ProjectCard({ project, actions, showStatus = false, creatorLabel = 'By', aboveTheFold = false }: ProjectCardProps) {
  const titleId = useId();
  return (
    <Card className="flex h-full w-full flex-col">
      <ProjectImage project={project} alt={project.title} eager={aboveTheFold} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          <CategoryBadge category={project.category} />
          {showStatus && <StatusBadge status={project.status} />}
          <OutcomeBadge project={project} />
          <LateBadge project={project} />
        </div>
        <h2 id={titleId} className="text-lg font-bold leading-snug text-slate-900">
          {project.title}
        </h2>
        <p className="line-clamp-2 text-sm text-slate-600">{project.description}</p>
        <div className="space-y-1 text-sm text-slate-700">
          <p>
            <span className="font-semibold text-slate-900">Goal:</span> {formatUsd(project.goal)}
          </p>
          <p className="break-words">
            <FounderLink creatorId={project.creatorId}>{`${creatorLabel} ${creatorNameOf(project)}`}</FounderLink>
          </p>
        </div>
        <CardFundingSummary project={project} />
        <ProgressBar raised={project.raised} goal={project.goal} />
        {actions && (
          <div role="group" aria-labelledby={titleId} className="mt-auto flex flex-wrap gap-2 pt-1">
            {actions}
          </div>
        )}
      </div>
    </Card>
  );
}

/** A grey stand-in for a card while the list loads. Hidden from screen readers. */
export function ProjectCardSkeleton() {
  return (
    <Card className="w-full" aria-hidden>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-2.5 w-full rounded-full" />
        <Skeleton className="h-9 w-32" />
      </div>
    </Card>
  );
}
