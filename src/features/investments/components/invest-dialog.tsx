import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { useInvestAction } from '@/features/investments/api/use-invest-action';
import type { OnRecorded } from '@/features/investments/api/use-investments';
import { useAuth } from '@/lib/auth-provider';
import { hasVerifiedEmail } from '@/lib/policies';
import { useRisksAcknowledgement } from '@/features/users/api/use-risks-acknowledgement';
import { BeforeYouInvest } from './before-you-invest';

// The amount's check (the investment schema) loads with the amount, after Before you invest.
const AmountForm = lazy(() => import('./amount-form').then((module) => ({ default: module.AmountForm })));
const LazyAmountForm = (props: ComponentProps<typeof AmountForm>) => (
  <Suspense fallback={<Spinner />}>
    <AmountForm {...props} />
  </Suspense>
);

type InvestDialogProps = {
  project: Project;
  verifyNotice: ReactNode;
  /** Whether the Make an Investment modal is open: the allowance is read only while it is. */
  open: boolean;
  onClose: () => void;
  /** Closes the modal after an investment was recorded, busy or not. */
  onInvested: () => void;
  /** Told while the investment is being written, when the modal must not close. */
  onBusyChange: (busy: boolean) => void;
  /** What the app does once an investment is recorded (useInvestAction). */
  onRecorded?: OnRecorded;
};

/**
 * What the Make an Investment modal holds (src/features/investments/components/invest-button.tsx):
 * the notice an unverified investor gets, Before you invest once, then the amount. Its own chunk,
 * loaded when Invest Now is first pointed at or pressed.
 */
export function InvestDialog({ project, verifyNotice, open, onClose, onInvested, onBusyChange, onRecorded }: InvestDialogProps) {
  const { submit, busy, error, clearError, publicName, allowance, amountTerms } = useInvestAction(project, { formOpen: open, onRecorded });
  const { viewer } = useAuth();
  const risks = useRisksAcknowledgement();
  // Each opening starts without the last attempt's error (the amount typed stays).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) clearError();
  }
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  if (!hasVerifiedEmail(viewer)) {
    return (
      <>
        {verifyNotice}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </>
    );
  }
  // A first investment (or the first under a new version of the risks) starts here.
  if (!risks.acknowledged) {
    return <BeforeYouInvest busy={risks.busy} error={risks.error} onAcknowledge={() => void risks.acknowledge()} onCancel={onClose} />;
  }
  return (
    <LazyAmountForm
      label="Investment Amount (USD)"
      submitLabel="Confirm Investment"
      busyLabel="Processing..."
      invalidMessage="Please enter a valid investment amount"
      busy={busy}
      error={error}
      allowance={allowance}
      {...amountTerms}
      publicName={publicName}
      onCancel={onClose}
      onSubmit={async (amount, anonymous) => {
        if (await submit(amount, anonymous)) onInvested();
      }}
    />
  );
}
