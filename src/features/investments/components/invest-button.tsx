import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { dealTermsText, minimumInvestmentOf } from '@/features/campaigns/api/deal-terms/deal-terms-text';
import { cancelUntilText } from '@/features/campaigns/api/projects/campaign-life';
import { useInvestAction } from '@/features/investments/api/use-invest-action';
import { useAuth } from '@/lib/auth-provider';
import { hasVerifiedEmail } from '@/lib/policies';
import { useRisksAcknowledgement } from '@/features/users/api/use-risks-acknowledgement';
import { BeforeYouInvest } from './before-you-invest';
import { InvestmentConfirmationPanel } from './investment-confirmation-panel';

// The amount's check (the investment schema) loads with the modal, not with the project page.
const AmountForm = lazy(() => import('./amount-form').then((module) => ({ default: module.AmountForm })));
const LazyAmountForm = (props: ComponentProps<typeof AmountForm>) => (
  <Suspense fallback={<Spinner />}>
    <AmountForm {...props} />
  </Suspense>
);

/**
 * Invest Now on the project page, opening the Make an Investment modal. `verifyNotice` (composed by
 * the app) shows instead of the amount while the investor's address is unverified.
 */
export function InvestButton({ project, verifyNotice }: { project: Project; verifyNotice: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const { submit, busy, error, clearError, signedIn, publicName, allowance } = useInvestAction(project, { formOpen: open });
  const { viewer } = useAuth();
  const risks = useRisksAcknowledgement();

  const start = () => {
    if (!signedIn) {
      navigate(paths.login.href(), { state: { from: location.pathname } });
      return;
    }
    clearError();
    setOpen(true);
  };
  const close = () => {
    if (!busy) setOpen(false);
  };

  return (
    <>
      <InvestmentConfirmationPanel projectId={project.id} />
      <Button className="w-full" onClick={start}>
        Invest Now
      </Button>
      <Modal open={open} title="Make an Investment" onClose={close}>
        {!hasVerifiedEmail(viewer) ? (
          <>
            {verifyNotice}
            <div className="flex justify-end">
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
            </div>
          </>
        ) : !risks.acknowledged ? (
          // A first investment (or the first under a new version of the risks) starts here (issue 36).
          <BeforeYouInvest busy={risks.busy} error={risks.error} onAcknowledge={() => void risks.acknowledge()} onCancel={close} />
        ) : (
          <LazyAmountForm
            label="Investment Amount (USD)"
            submitLabel="Confirm Investment"
            busyLabel="Processing..."
            invalidMessage="Please enter a valid investment amount"
            busy={busy}
            error={error}
            allowance={allowance}
            minimum={minimumInvestmentOf(project.dealTerms)}
            terms={dealTermsText(project.dealTerms)}
            cancelNote={cancelUntilText(project.endsAt)}
            publicName={publicName}
            onCancel={close}
            onSubmit={async (amount, anonymous) => {
              if (await submit(amount, anonymous)) setOpen(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}
