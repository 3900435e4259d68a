import type { ReactNode } from 'react';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { endedFunded } from '@/lib/campaign-life';
import { CampaignUpdates } from './campaign-updates';
import { HearingFromFounder } from './hearing-from-founder';
import { ProjectQuestions } from './project-questions';

/** Below the project's sections: its Updates, then Questions and Answers (approved projects only).
 * `verifyNotice` is shown to a member whose address is not verified yet, in place of the question form. */
export function ProjectEngagement({ project, verifyNotice }: { project: Project; verifyNotice?: ReactNode }) {
  if (!project.approved) return null;
  return (
    <div className="space-y-10 border-t border-slate-200 pt-8">
      {/* Last update N days ago, and Ask for an update. */}
      {endedFunded(project) && <HearingFromFounder project={project} />}
      <CampaignUpdates project={project} />
      <ProjectQuestions project={project} verifyNotice={verifyNotice} />
    </div>
  );
}
