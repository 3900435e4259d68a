import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { useMyInvestments } from '@/features/investments/api/use-investments';
import { formatUsd } from '@/utils/format';
import { ProjectClosedBadge } from './project-closed-badge';
import { InvestmentStatusCell } from './investment-status-cell';
import { InvestmentTable } from './investment-table';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/** The investor's portfolio: every investment (project, amount, date, status) and the total of the active ones. */
export function MyInvestments() {
  const { viewer } = useAuth();
  return viewer ? <Portfolio uid={viewer.uid} /> : null;
}

function Portfolio({ uid }: { uid: string }) {
  const { investments, total, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useMyInvestments(uid);
  const [cancelError, setCancelError] = useState('');
  if (isPending) return <Spinner label="Loading your investments" />;
  if (isError) return <Banner>Error fetching investments: {error.message}</Banner>;
  if (investments.length === 0)
    return (
      <EmptyState message="You haven't invested in any projects yet." action={<ButtonLink to="?tab=browse">Browse Projects</ButtonLink>} />
    );
  return (
    <div className="space-y-4">
      {cancelError && <Banner>{cancelError}</Banner>}
      <Card className="flex flex-wrap items-baseline justify-between gap-2 p-5">
        <h2 className="text-lg font-bold text-slate-900">Total invested</h2>
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
            <ProjectClosedBadge projectId={investment.projectId} />
          </>
        )}
        status={(investment) => <InvestmentStatusCell investment={investment} onError={setCancelError} />}
        investments={investments}
      />
      <LoadMoreButton hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </div>
  );
}
