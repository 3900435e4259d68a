import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-provider';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';

type VerifyEmailNoticeProps = { action: string; actions?: Partial<AuthActions> };

export const NOT_VERIFIED_YET = 'Your address is not verified yet. Open the link in the e-mail we sent, then try again.';

/**
 * Shown instead of the create-campaign form and the amount field while the user's e-mail address is
 * unverified: the rules refuse both until it is (README, Security).
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
      setMessage(`Something went wrong: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const resend = () =>
    run(async () => {
      await resendVerificationEmail();
      setMessage(`Verification e-mail sent to ${viewer?.email ?? 'your address'}.`);
    });
  const recheck = () =>
    run(async () => {
      // The session reads emailVerified when it starts; a reload picks up the fresh sign-in token.
      if (await refreshEmailVerification()) window.location.reload();
      else setMessage(NOT_VERIFIED_YET);
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
