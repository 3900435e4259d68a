import { Badge } from '@/components/ui/badge';
import type { ProjectStatus } from '@/features/campaigns/api/projects/project-read';

const labels: Record<ProjectStatus, { text: string; tone: 'success' | 'warning' | 'neutral' }> = {
  pending: { text: 'Pending', tone: 'warning' },
  approved: { text: 'Approved', tone: 'success' },
  changes_requested: { text: 'Sent back for changes', tone: 'warning' },
  closed: { text: 'Closed', tone: 'neutral' },
};

const labelOf = (status: ProjectStatus) => labels[status] ?? labels.pending;

export const statusLabel = (status: ProjectStatus) => labelOf(status).text;

export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { text, tone } = labelOf(status);
  return <Badge tone={tone}>{text}</Badge>;
}
