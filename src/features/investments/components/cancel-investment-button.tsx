import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notify';
import type { Investment } from '@/features/investments/api/investment-read';
import { useCancelInvestment } from '@/features/investments/api/use-investments';
import { formatUsd } from '@/utils/format';
import { plainErrorMessage } from '@/lib/plain-error';

type CancelInvestmentButtonProps = { investment: Investment; onError: (message: string) => void };

/** Cancel on an active investment in My Investments, after a confirmation. */
export function CancelInvestmentButton({ investment, onError }: CancelInvestmentButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelInvestment();
  const amount = formatUsd(investment.amount);

  const confirm = () => {
    setConfirming(false);
    onError('');
    cancel.mutate(investment, {
      onSuccess: () => notify.success(`Investment cancelled: ${amount} in ${investment.projectTitle}.`),
      onError: (failure) => onError(`Error cancelling investment: ${plainErrorMessage(failure)}`),
    });
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setConfirming(true)}
        disabled={cancel.isPending}
        aria-label={`Cancel ${amount} in ${investment.projectTitle}`}
      >
        {cancel.isPending ? 'Cancelling...' : 'Cancel'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel this investment?"
        message={`Cancel your ${amount} investment in ${investment.projectTitle}? It is taken off the project's total. Investments can be cancelled until 48 hours before the campaign's deadline.`}
        confirmLabel="Cancel Investment"
        cancelLabel="Keep Investment"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
