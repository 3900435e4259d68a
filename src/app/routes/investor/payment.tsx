import { useNavigate, useParams } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ProgressBar } from '@/components/ui/progress-bar';
import { PageHeader } from '@/components/layouts/page-header';
import { useDocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { canInvest, hasVerifiedEmail } from '@/lib/policies';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { projectLoadError, useProject } from '@/features/campaigns/api/projects/use-project';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { useInvestAction } from '@/features/investments/api/use-invest-action';
import { useFollowOnInvest } from '@/features/engagement/api/use-follow-on-invest';
import { AmountForm } from '@/features/investments/components/amount-form';
import { BeforeYouInvest } from '@/features/investments/components/before-you-invest';
import { useRisksAcknowledgement } from '@/features/users/api/use-risks-acknowledgement';
import { campaignPhase } from '@/lib/campaign-life';
import { CampaignEnded } from '@/features/campaigns/components/campaign-ended';
import { formatUsd } from '@/utils/format';

export default function PaymentRoute() {
  const { projectId = '' } = useParams();
  const { data: project, isPending, error, refetch, isFetching } = useProject(projectId, { live: true });
  const navigate = useNavigate();
  useDocumentTitle(project ? `Invest in ${project.title}` : 'Invest');

  if (isPending) return <PageSpinner />;
  if (error || !project) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Banner>{error ? projectLoadError(error) : 'Project not found'}</Banner>
        <div className="flex flex-wrap gap-3">
          {error && (
            <Button onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? 'Trying again...' : 'Try again'}
            </Button>
          )}
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        </div>
      </div>
    );
  }
  return <InvestPanel project={project} />;
}

function InvestPanel({ project }: { project: Project }) {
  const { viewer } = useAuth();
  const navigate = useNavigate();
  const follow = useFollowOnInvest();
  const { submit, busy, error, publicName, allowance, amountTerms } = useInvestAction(project, { onRecorded: follow });
  const risks = useRisksAcknowledgement();
  const back = () => navigate(paths.project.href(project.id));

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={`Invest in ${project.title}`} />
      <Card className="space-y-5 p-6">
        <p className="line-clamp-4 whitespace-pre-line text-slate-700">{project.description}</p>
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-slate-600">Goal</dt>
            <dd className="text-lg font-bold">{formatUsd(project.goal)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Raised</dt>
            <dd className="text-lg font-bold" data-testid="raised">
              {formatUsd(project.raised)}
            </dd>
          </div>
        </dl>
        <ProgressBar raised={project.raised} goal={project.goal} />
        {!viewer ? (
          <Banner>Please login to invest</Banner>
        ) : project.status === 'closed' ? (
          <Banner>This campaign is closed and takes no more investments.</Banner>
        ) : campaignPhase(project) === 'ended' ? (
          <CampaignEnded project={project} />
        ) : !canInvest(viewer, project) ? (
          <Banner>You can't invest in your own project.</Banner>
        ) : !hasVerifiedEmail(viewer) ? (
          <VerifyEmailNotice action="invest" />
        ) : !risks.acknowledged ? (
          <BeforeYouInvest busy={risks.busy} error={risks.error} onAcknowledge={() => void risks.acknowledge()} onCancel={back} />
        ) : (
          <AmountForm
            label="Investment Amount (USD)"
            submitLabel="Invest Now"
            busyLabel="Processing..."
            invalidMessage="Please enter a valid amount"
            busy={busy}
            error={error}
            allowance={allowance}
            {...amountTerms}
            publicName={publicName}
            onCancel={back}
            onSubmit={async (amount, anonymous) => {
              if (await submit(amount, anonymous)) back();
            }}
          />
        )}
      </Card>
    </div>
  );
}
