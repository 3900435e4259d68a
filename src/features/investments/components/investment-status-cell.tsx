import { Badge } from '@/components/ui/badge';
import type { Investment } from '@/features/investments/api/investment-model';
import { CancelInvestmentButton } from './cancel-investment-button';

/** My Investments' Status column: Active with its Cancel button, or Cancelled. */
export function InvestmentStatusCell({ investment, onError }: { investment: Investment; onError: (message: string) => void }) {
  if (investment.status === 'cancelled') return <Badge tone="neutral">Cancelled</Badge>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone="success">Active</Badge>
      <CancelInvestmentButton investment={investment} onError={onError} />
    </span>
  );
}
