import { Badge } from '@/components/ui/badge';
import type { Investment } from '@/features/investments/api/investment-read';
import {
  canCancelInvestment,
  INVESTMENT_STATE_TEXT,
  investmentState,
  type CampaignFacts,
  type InvestmentState,
} from '@/features/investments/api/investment-state';
import { CancelInvestmentButton } from './cancel-investment-button';

const tone: Record<InvestmentState, 'success' | 'brand' | 'neutral' | 'warning'> = {
  active: 'success',
  collected: 'brand',
  returned: 'warning',
  cancelled: 'neutral',
};

const why: Partial<Record<InvestmentState, string>> = {
  collected: 'The campaign ended funded',
  returned: 'The campaign ended short of its goal or was closed',
};

export const InvestmentStateBadge = ({ state }: { state: InvestmentState }) => (
  <Badge tone={tone[state]}>{INVESTMENT_STATE_TEXT[state]}</Badge>
);

/**
 * My Investments' Status column: what became of the investment (its campaign decides: Active,
 * Collected, Returned; or Cancelled), with Cancel only where the rules allow it. `project`: its
 * campaign as Total invested read it (undefined while that loads, or when it holds none of the money).
 */
export function InvestmentStatusCell({
  investment,
  project,
  onError,
}: {
  investment: Investment;
  project: CampaignFacts | undefined;
  onError: (message: string) => void;
}) {
  const state = investmentState(investment, project);
  const note =
    why[state] ??
    (state === 'active' && project && !canCancelInvestment(investment, project)
      ? 'Can no longer be cancelled (within 48 hours of the deadline)'
      : '');
  return (
    <span className="flex flex-wrap items-center gap-2">
      <InvestmentStateBadge state={state} />
      {canCancelInvestment(investment, project) && <CancelInvestmentButton investment={investment} onError={onError} />}
      {note && <span className="text-xs text-slate-600">{note}</span>}
    </span>
  );
}
