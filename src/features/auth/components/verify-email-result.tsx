import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { actionLinkMessage, authErrorMessage } from '@/features/auth/api/auth-errors';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';
import { useAuth } from '@/lib/auth-provider';
import { dashboardFor } from '@/lib/dashboard-for';

export const EMAIL_VERIFIED = 'Your e-mail address is verified. You can now invest, create campaigns, ask questions and report projects.';

// A code works once: React's development double effect, or the page shown again, must not spend it twice.
const applied = new Map<string, Promise<void>>();

/** The action page for a verification link: confirms the address, then says so and where to go on. */
export function VerifyEmailResult({ code, actions }: { code: string; actions?: Partial<AuthActions> }) {
  const { verifyEmailWithCode, resendVerificationEmail } = useAuthActions(actions);
  const { state, viewer } = useAuth();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [resent, setResent] = useState('');
  const [resending, setResending] = useState(false);

  useEffect(() => {
    let current = true;
    if (!applied.has(code))
      applied.set(
        code,
        code ? verifyEmailWithCode(code) : Promise.reject(Object.assign(new Error(), { code: 'auth/invalid-action-code' })),
      );
    applied.get(code)!.then(
      () => current && setOutcome({ ok: true }),
      (error) => current && setOutcome({ ok: false, message: actionLinkMessage(error) }),
    );
    return () => {
      current = false;
    };
    // The actions are fixed for the page's life; the link is applied once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const resend = async () => {
    setResending(true);
    try {
      await resendVerificationEmail();
      setResent(`We have sent a new link to ${viewer?.email ?? 'your address'}.`);
    } catch (error) {
      setResent(`The e-mail could not be sent: ${authErrorMessage(error)}`);
    } finally {
      setResending(false);
    }
  };

  const signedIn = state.status === 'signedIn';
  const onward = signedIn ? (
    <ButtonLink to={dashboardFor(state.role)} className="w-full">
      Continue
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.login.href()} className="w-full">
      Sign in
    </ButtonLink>
  );

  if (!outcome) return <Spinner label="Verifying your e-mail address" />;
  if (outcome.ok) {
    return (
      <div className="space-y-4">
        <Banner tone="success">{EMAIL_VERIFIED}</Banner>
        {onward}
      </div>
    );
  }
  // Already verified (the link opened twice): nothing to resend.
  const canResend = signedIn && viewer !== null && !viewer.emailVerified;
  return (
    <div className="space-y-4">
      <Banner>{outcome.message}</Banner>
      {canResend ? (
        <>
          <p className="text-slate-700">Ask for a new verification link: it is sent to {viewer.email}.</p>
          <Button className="w-full" onClick={resend} disabled={resending}>
            Resend verification e-mail
          </Button>
          {resent && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {resent}
            </p>
          )}
        </>
      ) : (
        <p className="text-slate-700">
          {signedIn
            ? 'Your address may already be verified.'
            : 'Sign in: wherever the app needs a verified address, it offers to send a new link.'}
        </p>
      )}
      {onward}
    </div>
  );
}
