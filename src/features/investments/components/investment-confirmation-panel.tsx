import { useEffect, useId, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import {
  dismissInvestmentConfirmation,
  useInvestmentConfirmation,
  type InvestmentConfirmation,
} from '@/features/investments/api/investment-confirmation';
import { receiptContent } from '@/features/investments/api/receipt-content';
import { COMMITMENT_NOTE } from '@/features/investments/api/allowance-text';
import { DownloadReceiptButton } from './download-receipt-button';

/**
 * The confirmation after an investment, on the project page until the investor dismisses it:
 * what they committed, on what terms, when, until when they can cancel, how it is shown publicly.
 * Not a modal: the page (Raised, Recent Investors) stays usable beside it.
 */
export function InvestmentConfirmationPanel({ projectId }: { projectId: string }) {
  const confirmation = useInvestmentConfirmation();
  if (!confirmation || confirmation.projectId !== projectId) return null;
  return <ConfirmationCard confirmation={confirmation} />;
}

export function ConfirmationCard({ confirmation }: { confirmation: InvestmentConfirmation }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The keyboard and a screen reader land on it, as they would on a dialog.
  useEffect(() => headingRef.current?.focus(), [confirmation.investmentId]);
  const { lines } = receiptContent(confirmation);
  // My Investments is the investor's dashboard; a founder or the admin who invests has no such tab.
  const showsMyInvestments = useAuth().viewer?.role === 'investor';
  return (
    <Card className="space-y-3 border-brand-500 p-5" aria-labelledby={headingId} role="region" data-testid="investment-confirmation">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        Investment confirmed
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {lines
          .filter(([label]) => label !== 'Investment ID')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="text-slate-900" data-testid={`confirmation-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      <p className="text-xs text-slate-600">{COMMITMENT_NOTE}</p>
      <div className="flex flex-wrap gap-2">
        <DownloadReceiptButton facts={confirmation} />
        {showsMyInvestments && (
          <ButtonLink to={`${paths.investorDashboard.href()}?tab=investments`} variant="secondary" size="sm">
            My Investments
          </ButtonLink>
        )}
        <Button variant="ghost" size="sm" onClick={dismissInvestmentConfirmation}>
          Dismiss
        </Button>
      </div>
    </Card>
  );
}
