import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { useFounderEmail } from '@/features/campaigns/api/projects/use-founder-email';
import { CampaignTimeRows } from '@/features/campaigns/components/campaign-time-rows';
import { CategoryBadge } from '@/features/campaigns/components/category-badge';
import { OutcomeBadge } from '@/features/campaigns/components/outcome-badge';
import { creatorNameOf, FounderLink } from '@/features/campaigns/components/project-card';
import { formatDate, formatUsd } from '@/utils/format';
import { DealTermsRow } from '@/features/campaigns/components/deal-terms-row';

const term = 'text-sm text-slate-600';

type CampaignDetailsProps = {
  project: Project;
  action?: ReactNode;
  /** The founder's e-mail (private/founder), for the admin only: everyone else sees their public name alone. */
  showCreatorEmail?: boolean;
};

/** The project page's aside: money raised against the goal, and who started it when. */
export function CampaignDetails({ project, action, showCreatorEmail = false }: CampaignDetailsProps) {
  const { goal, raised, category, createdAt } = project;
  const { data: founderEmail } = useFounderEmail(project.id, showCreatorEmail);
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">Campaign Details</h2>
        <OutcomeBadge project={project} />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="min-w-0">
          <dt className={term}>Goal</dt>
          <dd className="break-words text-lg font-bold text-slate-900">{formatUsd(goal)}</dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>Raised</dt>
          <dd className="break-words text-lg font-bold text-success-700">{formatUsd(raised)}</dd>
        </div>
      </dl>
      <ProgressBar raised={raised} goal={goal} />
      <dl className="space-y-2 border-t border-slate-200 pt-4 text-sm">
        <CampaignTimeRows project={project} />
        <DealTermsRow terms={project.dealTerms} />
        <div className="flex items-center justify-between gap-3">
          <dt className={term}>Category</dt>
          <dd>
            <CategoryBadge category={category} />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className={`${term} shrink-0`}>Created by</dt>
          <dd className="min-w-0 break-words text-right font-medium text-slate-800">
            <FounderLink creatorId={project.creatorId}>{creatorNameOf(project)}</FounderLink>
            {showCreatorEmail && founderEmail && <span className="block break-all text-xs font-normal text-slate-600">{founderEmail}</span>}
          </dd>
        </div>
        {createdAt && (
          <div className="flex justify-between gap-3">
            <dt className={term}>Created on</dt>
            <dd className="font-medium text-slate-800">
              <time dateTime={createdAt.toISOString()}>{formatDate(createdAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      {action}
    </Card>
  );
}
