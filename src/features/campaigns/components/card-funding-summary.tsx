import { Clock, Users } from 'lucide-react';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { TimeLeft } from '@/features/campaigns/components/time-left';
import { formatCount, formatUsd, fundedPercent } from '@/utils/format';

const backers = (count: number) => (count === 1 ? '1 backer' : `${formatCount(count)} backers`);

/** A card's money and time: raised (and the share of the goal), backers, time left. */
export function CardFundingSummary({ project }: { project: ProjectSummary }) {
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">Raised:</span> {formatUsd(project.raised)}{' '}
        <span className="text-slate-600">({fundedPercent(project.raised, project.goal)}%)</span>
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden className="size-4" />
          {backers(project.backerCount)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-4" />
          <TimeLeft project={project} />
        </span>
      </p>
    </div>
  );
}
