import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { useAuth } from '@/lib/auth-provider';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';

type VerifyEmailNoticeProps = { action: string; actions?: Partial<AuthActions> };

export const NOT_VERIFIED_YET = 'Your address is not verified yet. Open the link in the e-mail we sent, then try again.';

/**
 * Shown wherever the rules refuse an unverified address (README, Security): instead of the
 * create-campaign form, the amount field, the question form. Once the address is verified (the
 * link opened in another tab, then this page shown again, or "I've verified my address"), the session
 * shows the user verified and the screen swaps this notice for what it stood in for.
 */
export function VerifyEmailNotice({ action, actions }: VerifyEmailNoticeProps) {
  const { viewer } = useAuth();
  const { resendVerificationEmail, refreshEmailVerification } = useAuthActions(actions);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    try {
      await work();
    } catch (error) {
      setMessage(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const resend = () =>
    run(async () => {
      await resendVerificationEmail();
      const sent = `Verification e-mail sent to ${viewer?.email ?? 'your address'}.`;
      setMessage(sent);
      notify.success(sent);
    });
  const recheck = () =>
    run(async () => {
      // Verified: the session shows it (with a fresh token for the rules), and this notice goes.
      if (!(await refreshEmailVerification())) setMessage(NOT_VERIFIED_YET);
    });

  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="font-semibold">Please verify your e-mail address to {action}.</p>
      <p className="text-sm">
        We sent a verification link to <span className="font-medium break-all">{viewer?.email}</span> when you registered. Open it, then
        click “I’ve verified my address”.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={recheck} disabled={busy}>
          I’ve verified my address
        </Button>
        <Button size="sm" variant="secondary" onClick={resend} disabled={busy}>
          Resend verification e-mail
        </Button>
      </div>
      {message && (
        <p className="text-sm" aria-live="polite">
          {message}
        </p>
      )}
    </div>
  );
}
