import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { OutcomeBadge } from '@/features/campaigns/components/outcome-badge';
import { TimeLeft } from '@/features/campaigns/components/time-left';

/** What /payment shows instead of the amount form once the deadline has passed. */
export function CampaignEnded({ project }: { project: Project }) {
  return (
    <div role="status" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="font-semibold text-slate-900">This campaign has ended</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <TimeLeft project={project} />
        <OutcomeBadge project={project} />
      </p>
      <ButtonLink variant="secondary" size="sm" to={paths.project.href(project.id)}>
        Back to the project
      </ButtonLink>
    </div>
  );
}
