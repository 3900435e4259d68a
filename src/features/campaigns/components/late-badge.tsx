import { Badge } from '@/components/ui/badge';
import { isCardLate } from '@/features/campaigns/api/milestones/card-late';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';

/**
 * Late, on the card of a campaign that ended Funded with a milestone not delivered past the due day it
 * is judged by (still after a postponement), from the card's openDues: the server keeps those days,
 * never the founder's word.
 */
export function LateBadge({
  project,
  now = new Date(),
}: {
  project: Pick<ProjectSummary, 'approved' | 'endsAt' | 'raised' | 'goal' | 'openDues'>;
  now?: Date;
}) {
  if (!isCardLate(project, now)) return null;
  return (
    <>
      <Badge tone="warning">Late</Badge>
      <span className="sr-only">A milestone is past its due date and not delivered</span>
    </>
  );
}
