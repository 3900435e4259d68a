import { Badge } from '@/components/ui/badge';
import { useProject } from '@/features/campaigns/api/projects/use-projects';

/** In My Investments: marks an investment whose campaign the admin closed (one read per project, cached). */
export function ProjectClosedBadge({ projectId }: { projectId: string }) {
  const { data: project } = useProject(projectId);
  return project?.status === 'closed' ? <Badge tone="neutral">Closed</Badge> : null;
}
