import type { Project } from '@/features/campaigns/api/project-model';
import { CampaignUpdates } from './campaign-updates';
import { ProjectQuestions } from './project-questions';

/** Below the project's sections: its Updates, then Questions and Answers (approved projects only). */
export function ProjectEngagement({ project }: { project: Project }) {
  if (!project.approved) return null;
  return (
    <div className="space-y-10 border-t border-slate-200 pt-8">
      <CampaignUpdates project={project} />
      <ProjectQuestions project={project} />
    </div>
  );
}
