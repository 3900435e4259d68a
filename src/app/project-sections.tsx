// What a project page shows below the fold on a phone (in the aside on a desktop), once the project
// has been read: its own chunk, loaded after the page's first paint, so the picture, title and
// description (the largest paint) wait for none of its code. Composed in app because it brings
// together the investments, engagement, audit and reports features for the campaigns feature's page.
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { EditHistory } from '@/features/campaigns/components/edit-history';
import { ProjectHistory } from '@/features/audit/components/project-history';
import { ProjectEngagement } from '@/features/engagement/components/project-engagement';
import { BackersSection } from '@/features/investments/components/backers-section';
import { CampaignMoneyNote } from '@/features/investments/components/campaign-money-note';
import { FundingChart } from '@/features/investments/components/funding-chart';
import { RecentInvestors } from '@/features/investments/components/recent-investors';
import { ReportProject } from '@/features/reports/components/report-project';
import { FounderProfile } from '@/features/users/components/founder-profile';
import { UseOfFunds } from '@/features/accountability/components/use-of-funds';
import { PlanVsSpent } from '@/features/accountability/components/plan-vs-spent';
import { Milestones } from '@/features/accountability/components/milestones';
import { endedFunded } from '@/lib/campaign-life';
import { FounderRecordSummary } from '@/features/accountability/components/track-record';
import { creatorNameOf } from '@/features/campaigns/components/project-card';

/** The founder's name and bio from their public profile, beside Campaign Details' "Created by", and their track record in short. */
export function FounderPart({ project }: { project: Project }) {
  return (
    <>
      <FounderProfile creatorId={project.creatorId} />
      {/* Their track record in short, linking to their page: one read (founderRecords/{uid}). */}
      {project.approved && project.creatorId && <FounderRecordSummary creatorId={project.creatorId} creatorName={creatorNameOf(project)} />}
    </>
  );
}

/** The founder's plan for the money, under Campaign Details; once the campaign ended Funded, Plan vs spent under it; then the Milestones. */
export function UseOfFundsPart({ project }: { project: Project }) {
  return (
    <>
      <UseOfFunds project={project} />
      {endedFunded(project) && <PlanVsSpent project={project} />}
      <Milestones project={project} />
    </>
  );
}

/** Where the money stands: the note on an ended or closed campaign, Recent Investors and Funding over time. */
export function MoneySection({ project }: { project: Project }) {
  return (
    <>
      <CampaignMoneyNote project={project} />
      <RecentInvestors projectId={project.id} progress={project} />
      <FundingChart fundingByDay={project.fundingByDay} goal={project.goal} raised={project.raised} />
    </>
  );
}

/** The Backers list and Export CSV, for the project's creator and the admin. */
export function BackersPart({ creatorId, project }: { creatorId: string; project: Project }) {
  return <BackersSection creatorId={creatorId} projectId={project.id} project={project} />;
}

/** Updates, and Questions and Answers. */
export function EngagementPart({ project }: { project: Project }) {
  return <ProjectEngagement project={project} verifyNotice={<VerifyEmailNotice action="ask a question" />} />;
}

/** The founder's Edit history (while it held money), Report this project, and the project's history of admin actions. */
export function TrustPart({ project }: { project: Project }) {
  return (
    <div className="space-y-8">
      <EditHistory projectId={project.id} />
      <ReportProject project={project} verifyNotice={<VerifyEmailNotice action="report a project" />} />
      <ProjectHistory project={project} />
    </div>
  );
}
