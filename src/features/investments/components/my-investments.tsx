import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/errors/load-error';
import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { useCampaignFacts, useMyInvestments } from '@/features/investments/api/use-investments';
import type { CampaignFacts } from '@/features/investments/api/investment-state';
import { formatUsd } from '@/utils/format';
import { ProjectClosedBadge } from './project-closed-badge';
import { InvestmentStatusCell } from './investment-status-cell';
import { InvestmentTable } from './investment-table';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import type { Investment } from '@/features/investments/api/investment-read';
import { useProjectDealTerms } from '@/features/investments/api/use-investments';
import { investmentCancelNote, investmentReceiptFacts } from '@/features/investments/api/receipt-terms';
import { dealTermsText } from '@/features/campaigns/api/deal-terms/deal-terms-text';
import { DownloadReceiptButton } from './download-receipt-button';

/** Under Total invested: what it counts (decision 0072). */
const TOTAL_INVESTED_NOTE = 'Every investment you have not cancelled, including money a campaign returned (marked Returned below).';

/** The investor's portfolio: every investment (project, amount, date, status) and the total of those not cancelled. */
export function MyInvestments() {
  const { viewer } = useAuth();
  return viewer ? <Portfolio uid={viewer.uid} /> : null;
}

function Portfolio({ uid }: { uid: string }) {
  const { investments, total, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMyInvestments(uid);
  const [cancelError, setCancelError] = useState('');
  if (isPending) return <Spinner label="Loading your investments" />;
  if (isError) return <LoadError heading="Error fetching investments" error={error} onRetry={refetch} retrying={isFetching} />;
  if (investments.length === 0)
    return (
      <EmptyState message="You haven't invested in any projects yet." action={<ButtonLink to="?tab=browse">Browse Projects</ButtonLink>} />
    );
  return (
    <div className="space-y-4">
      {cancelError && <Banner>{cancelError}</Banner>}
      <Card className="flex flex-wrap items-baseline justify-between gap-2 p-5">
        <div>
          <h2 className="text-lg font-bold text-slate-900">Total invested</h2>
          <p className="text-sm text-slate-600">{TOTAL_INVESTED_NOTE}</p>
        </div>
        <p className="text-2xl font-extrabold text-brand-700" data-testid="total-invested">
          {total === undefined ? '…' : formatUsd(total)}
        </p>
      </Card>
      <InvestmentTable
        caption="My investments"
        whoHeader="Project"
        who={(investment) => (
          <>
            <Link to={paths.project.href(investment.projectId)} className="font-medium text-brand-700 hover:underline">
              {investment.projectTitle}
            </Link>{' '}
            <RowCampaign projectId={investment.projectId}>
              {(project) => (
                <>
                  <ProjectClosedBadge project={project} />
                  <ReceiptDetails investment={investment} project={project} />
                </>
              )}
            </RowCampaign>
          </>
        )}
        status={(investment) => (
          <RowCampaign projectId={investment.projectId}>
            {(project) => <InvestmentStatusCell investment={investment} project={project} onError={setCancelError} />}
          </RowCampaign>
        )}
        investments={investments}
      />
      <LoadMoreButton hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </div>
  );
}

/** A row's campaign: its card, read once for all the rows of one project (undefined while it loads). */
function RowCampaign({ projectId, children }: { projectId: string; children: (project: CampaignFacts | undefined) => ReactNode }) {
  return children(useCampaignFacts(projectId).data ?? undefined);
}

/**
 * Under a row's project: its deal terms (copied onto the investment; one made before the
 * copy reads its project's), until when it can be cancelled, and Download receipt.
 */
function ReceiptDetails({ investment, project }: { investment: Investment; project: CampaignFacts | undefined }) {
  const copied = investment.dealTerms !== undefined;
  const terms = useProjectDealTerms(investment.projectId, !copied);
  const termsText = copied
    ? dealTermsText(investment.dealTerms ?? null)
    : terms.isPending
      ? '…'
      : terms.isError
        ? 'Terms not available'
        : dealTermsText(terms.data ?? null);
  const cancelNote = investmentCancelNote(investment, project);
  return (
    <span className="mt-1 block space-y-1 text-xs text-slate-600">
      <span className="block" data-testid="row-terms">
        {termsText}
      </span>
      {cancelNote && (
        <span className="block" data-testid="row-cancel-until">
          {cancelNote}
        </span>
      )}
      {(copied || !terms.isPending) && <DownloadReceiptButton facts={investmentReceiptFacts(investment, termsText, cancelNote)} />}
    </span>
  );
}
