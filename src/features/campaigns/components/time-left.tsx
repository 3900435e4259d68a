import { formatTimeLeft } from '@/features/campaigns/api/campaign-life';
import type { Project } from '@/features/campaigns/api/project-model';

/** "23 days left", "Ends today", "Ended Nov 3, 2026"; before approval, the campaign's length. */
export function TimeLeft({ project, now = new Date() }: { project: Pick<Project, 'endsAt' | 'durationDays'>; now?: Date }) {
  if (!project.endsAt) return <span>{project.durationDays}-day campaign</span>;
  return <time dateTime={project.endsAt.toISOString()}>{formatTimeLeft(project.endsAt, now)}</time>;
}
