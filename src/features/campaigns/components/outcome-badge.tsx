import { Badge } from '@/components/ui/badge';
import { campaignOutcome } from '@/lib/campaign-life';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';

/** Funded (raised reached the goal, before or after the deadline) or, once ended short of it, Ended: goal not reached. */
export function OutcomeBadge({
  project,
  now = new Date(),
}: {
  project: Pick<ProjectSummary, 'approved' | 'endsAt' | 'raised' | 'goal'>;
  now?: Date;
}) {
  const outcome = campaignOutcome(project, now);
  if (outcome === 'funded') return <Badge tone="success">Funded</Badge>;
  if (outcome === 'not-funded')
    return (
      <Badge tone="neutral" className="normal-case">
        Ended: goal not reached
      </Badge>
    );
  return null;
}
