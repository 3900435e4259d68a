import { Badge } from '@/components/ui/badge';
import { canCancelBefore, deadlinePassed } from '@/features/campaigns/api/campaign-life';
import { useProject } from '@/features/campaigns/api/use-projects';
import type { Investment } from '@/features/investments/api/investment-model';
import { CancelInvestmentButton } from './cancel-investment-button';

/**
 * My Investments' Status column: Active with its Cancel button until 48 hours before the deadline
 * (the project is the one the Closed mark already reads), or Cancelled.
 */
export function InvestmentStatusCell({ investment, onError }: { investment: Investment; onError: (message: string) => void }) {
  const { data: project } = useProject(investment.projectId);
  if (investment.status === 'cancelled') return <Badge tone="neutral">Cancelled</Badge>;
  // Until the project has loaded, Cancel shows; the app and the rules refuse a late cancellation anyway.
  const cancellable = project === undefined || canCancelBefore(project?.endsAt ?? null);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone="success">Active</Badge>
      {cancellable ? (
        <CancelInvestmentButton investment={investment} onError={onError} />
      ) : (
        <span className="text-xs text-slate-600">
          {deadlinePassed(project?.endsAt ?? null) ? 'Campaign ended' : 'Can no longer be cancelled (within 48 hours of the deadline)'}
        </span>
      )}
    </span>
  );
}
