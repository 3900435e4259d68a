import { useParams } from 'react-router-dom';
import { Deferred } from '@/components/ui/deferred';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-provider';
import { canInvest, isCreator } from '@/lib/policies';
import { prefetchProject, projectLoadError, useProject } from '@/features/campaigns/api/use-projects';
import type { ScreenPrefetch } from '@/app/screen-module';
import { ProjectDetails } from '@/features/campaigns/components/project-details';
import { ProjectLoadProblem } from '@/features/campaigns/components/project-load-problem';
import { BackersSection } from '@/features/investments/components/backers-section';
import { FundingChart } from '@/features/investments/components/funding-chart';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { InvestButton } from '@/features/investments/components/invest-button';
import { RecentInvestors } from '@/features/investments/components/recent-investors';
import { CampaignMoneyNote } from '@/features/investments/components/campaign-money-note';
import { ProjectEngagement } from '@/features/engagement/components/project-engagement';
import { SaveToggle } from '@/features/engagement/components/save-toggle';
import { ProjectHistory } from '@/features/audit/components/project-history';
import { ReportProject } from '@/features/reports/components/report-project';

/** The project is read while the guard still waits for the profile (as the signed-in user: see ScreenPrefetch). */
export const prefetch: ScreenPrefetch = ({ params }) => {
  if (params.id) void prefetchProject(params.id);
};

export default function ProjectRoute() {
  const { id = '' } = useParams();
  const { viewer } = useAuth();
  // Live: Raised, the progress bar, backers and Recent Investors keep up while the page is open.
  const { data: project, isPending, error } = useProject(id, { live: true });

  if (isPending) return <PageSpinner />;
  if (error) return <ProjectLoadProblem message={projectLoadError(error)} />;
  if (!project) return <ProjectLoadProblem message="Project not found" />;
  // Deferred: below the picture and the details on a phone (beside them, in the aside, on a desktop,
  // where they fill in just after), so the first commit holds what a phone shows at once.
  return (
    <ProjectDetails
      project={project}
      investAction={canInvest(viewer, project) ? <InvestButton project={project} verifyNotice={<VerifyEmailNotice action="invest" />} /> : undefined}
      recentInvestors={
        project.approved || project.status === 'closed' ? (
          <Deferred>
            <CampaignMoneyNote project={project} />
            <RecentInvestors projectId={project.id} backerCount={project.backerCount} />
            <FundingChart fundingByDay={project.fundingByDay} goal={project.goal} raised={project.raised} />
          </Deferred>
        ) : undefined
      }
      backers={
        viewer && isCreator(viewer, project) ? (
          <Deferred>
            <BackersSection creatorId={viewer.uid} projectId={project.id} project={project} />
          </Deferred>
        ) : undefined
      }
      titleAction={<SaveToggle project={project} />}
      engagement={
        <Deferred>
          <ProjectEngagement project={project} verifyNotice={<VerifyEmailNotice action="ask a question" />} />
        </Deferred>
      }
      trust={
        <Deferred>
          <div className="space-y-8">
            <ReportProject project={project} />
            <ProjectHistory project={project} />
          </div>
        </Deferred>
      }
    />
  );
}
