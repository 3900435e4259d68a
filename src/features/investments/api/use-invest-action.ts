import { useState } from 'react';
import { notify } from '@/components/ui/notify';
import { useAuth } from '@/lib/auth-provider';
import { publicNameOf } from '@/lib/auth-state';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { dealTermsText, minimumInvestmentOf } from '@/features/campaigns/api/deal-terms/deal-terms-text';
import { cancelUntilText } from '@/lib/campaign-life';
import { ANONYMOUS_INVESTOR } from '@shared/money/policy';
import { showInvestmentConfirmation } from './investment-confirmation';
import { investmentIntent, useInvest, useInvestmentAllowance, type OnRecorded } from './use-investments';
import { requestIdUsed } from '@/lib/function-calls';

/**
 * Everything a screen needs to invest in one project: busy state, error text and the action.
 * `formOpen`: the allowance (one read of the investor's 12-month ledger, which the server keeps) is
 * read only while an amount can be entered, not on every view of a project page. `onRecorded`: what
 * the app does once the investment is recorded (the follow in What's new, src/features/engagement/api/use-follow-on-invest.ts).
 */
export function useInvestAction(
  project: Pick<Project, 'id' | 'title' | 'goal' | 'creatorId' | 'dealTerms' | 'endsAt'>,
  { formOpen = true, onRecorded }: { formOpen?: boolean; onRecorded?: OnRecorded } = {},
) {
  const { viewer, state } = useAuth();
  const name = publicNameOf(state);
  const invest = useInvest(onRecorded);
  const [error, setError] = useState<string>();
  const allowance = useInvestmentAllowance(formOpen ? viewer?.uid : undefined);

  const submit = async (amount: number, anonymous = false): Promise<boolean> => {
    if (!viewer?.email) return false;
    setError(undefined);
    const intent = investmentIntent(viewer.uid, project.id);
    try {
      const result = await invest.mutateAsync({
        investorId: viewer.uid,
        requestId: intent.current(),
        projectId: project.id,
        amount,
        anonymous,
      });
      intent.done();
      if (result.outcome === 'already-recorded') notify.info('This investment was already recorded; it was not counted twice.');
      // The confirmation stays until dismissed: what was committed, on what terms, until when it can be cancelled.
      else
        showInvestmentConfirmation({
          investmentId: result.investmentId,
          projectId: project.id,
          projectTitle: project.title,
          amount: result.amount,
          terms: dealTermsText(project.dealTerms),
          madeAt: new Date(result.createdAt),
          cancelNote: cancelUntilText(project.endsAt),
          shownAs: result.anonymous ? ANONYMOUS_INVESTOR : name,
        });
      return true;
    } catch (cause) {
      // Its id is spent: the next confirmation is a new request (the recorded one shows in My Investments).
      if (requestIdUsed(cause)) intent.done();
      setError(`Error processing investment: ${cause instanceof Error ? cause.message : String(cause)}`);
      return false;
    }
  };

  /**
   * `publicName`: what the receipt shows unless they invest anonymously ('' means it will be anonymous).
   * `amountTerms`: what the amount form says of the campaign's minimum, terms and cancellation cut-off.
   */
  return {
    publicName: name,
    amountTerms: {
      minimum: minimumInvestmentOf(project.dealTerms),
      terms: dealTermsText(project.dealTerms),
      cancelNote: cancelUntilText(project.endsAt),
    },
    submit,
    busy: invest.isPending,
    error,
    clearError: () => setError(undefined),
    allowance: allowance.data,
  };
}
