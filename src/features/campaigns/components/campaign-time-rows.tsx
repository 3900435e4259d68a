import type { Project } from '@/features/campaigns/api/projects/project-read';
import { TimeLeft } from '@/features/campaigns/components/time-left';
import { formatCount } from '@/utils/format';

const term = 'text-sm text-slate-600';

/** Campaign Details rows for the deadline and the backers (inside its <dl>). */
export function CampaignTimeRows({ project }: { project: Project }) {
  return (
    <>
      <div className="flex justify-between gap-3">
        <dt className={term}>{project.status === 'closed' ? 'Campaign' : project.endsAt ? 'Time left' : 'Campaign length'}</dt>
        <dd className="font-medium text-slate-800" data-testid="time-left">
          <TimeLeft project={project} />
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className={term}>Backers</dt>
        <dd className="font-medium text-slate-800">{formatCount(project.backerCount)}</dd>
      </div>
    </>
  );
}
