import { Badge } from '@/components/ui/badge';
import type { CampaignFacts } from '@/features/investments/api/investment-state';

/** In My Investments: marks an investment whose campaign the admin closed. */
export const ProjectClosedBadge = ({ project }: { project: CampaignFacts | undefined }) =>
  project?.status === 'closed' ? <Badge tone="neutral">Closed</Badge> : null;
