import { formatTimeLeft } from '@/lib/campaign-life';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { formatDate } from '@/utils/format';

type TimeLeftProps = {
  project: Pick<ProjectSummary, 'endsAt' | 'durationDays'> & Partial<Pick<ProjectSummary, 'status' | 'closedAt'>>;
  now?: Date;
};

/** "23 days left", "Ends today", "Ended Nov 3, 2026"; before approval, the campaign's length; once the admin closed it, when. */
export function TimeLeft({ project, now = new Date() }: TimeLeftProps) {
  if (project.status === 'closed') {
    return project.closedAt ? (
      <time dateTime={project.closedAt.toISOString()}>Closed {formatDate(project.closedAt)}</time>
    ) : (
      <span>Closed</span>
    );
  }
  if (!project.endsAt) return <span>{project.durationDays}-day campaign</span>;
  return <time dateTime={project.endsAt.toISOString()}>{formatTimeLeft(project.endsAt, now)}</time>;
}
