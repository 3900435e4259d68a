import type { Project } from '@/features/campaigns/api/projects/project-read';
import { campaignMoneyNote } from '@/features/investments/api/investment-state';

/** Once a campaign is over: whether its investments were collected or returned (nothing while it runs). */
export function CampaignMoneyNote({ project }: { project: Pick<Project, 'status' | 'endsAt' | 'raised' | 'goal'> }) {
  const note = campaignMoneyNote(project);
  return note ? (
    <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="campaign-money-note">
      {note}
    </p>
  ) : null;
}
