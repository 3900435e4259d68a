import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { Spinner } from '@/components/ui/spinner';
import { useForm } from '@/components/ui/use-form';
import { paths } from '@/config/paths';
import { ACTION_LINK_EXPIRED, actionLinkMessage } from '@/features/auth/api/auth-errors';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';
import { PASSWORD_MIN_LENGTH, validateNewPassword, type NewPasswordField } from '@/features/auth/api/validate-new-password';

export const PASSWORD_CHANGED = 'Your password has been changed. You can now sign in with your new password.';

const labels: Record<NewPasswordField, string> = { password: 'New Password', confirmPassword: 'Confirm New Password' };

type Stage = { kind: 'checking' } | { kind: 'ready'; email: string } | { kind: 'refused'; message: string } | { kind: 'done' };

/** A link that cannot be used: why, and a way to ask for a new one. */
function LinkRefused({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <Banner>{message}</Banner>
      <p className="text-slate-700">Ask for a new link: it is sent to your e-mail address and works once.</p>
      <ButtonLink to={paths.login.href({ reset: true })} className="w-full">
        Send me a new link
      </ButtonLink>
    </div>
  );
}

/** The action page for a reset link: checks the link, then sets a new password with Register's rules. */
export function ResetPasswordForm({ code, actions }: { code: string; actions?: Partial<AuthActions> }) {
  const { checkPasswordResetCode, resetPassword } = useAuthActions(actions);
  const [stage, setStage] = useState<Stage>(code ? { kind: 'checking' } : { kind: 'refused', message: ACTION_LINK_EXPIRED });
  const [values, setValues] = useState<Record<NewPasswordField, string>>({ password: '', confirmPassword: '' });
  const { formRef, errors, check, failure, pending, send } = useForm<NewPasswordField>();

  useEffect(() => {
    if (!code) return;
    let current = true;
    checkPasswordResetCode(code).then(
      (email) => current && setStage({ kind: 'ready', email }),
      (error) => current && setStage({ kind: 'refused', message: actionLinkMessage(error) }),
    );
    return () => {
      current = false;
    };
    // The actions are fixed for the page's life; the check runs once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateNewPassword(values.password, values.confirmPassword))) return;
    let refused = '';
    const done = await send(
      () => resetPassword(code, values.password),
      (error) => {
        const message = actionLinkMessage(error);
        // The link ran out while the form was open: nothing typed here can help, so ask for a new one.
        if (message === ACTION_LINK_EXPIRED) refused = message;
        return message;
      },
    );
    if (done) setStage({ kind: 'done' });
    else if (refused) setStage({ kind: 'refused', message: refused });
  };

  if (stage.kind === 'checking') return <Spinner label="Checking the link" />;
  if (stage.kind === 'refused') return <LinkRefused message={stage.message} />;
  if (stage.kind === 'done') {
    return (
      <div className="space-y-4">
        <Banner tone="success">{PASSWORD_CHANGED}</Banner>
        <ButtonLink to={paths.login.href()} className="w-full">
          Sign in
        </ButtonLink>
      </div>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-slate-700">
        Choose a new password for <span className="font-medium break-all">{stage.email}</span>.
      </p>
      {(['password', 'confirmPassword'] as const).map((name) => (
        <Field
          key={name}
          label={labels[name]}
          error={errors[name]}
          hint={name === 'password' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        >
          {(ids) => (
            <Input
              {...ids}
              type="password"
              autoComplete="new-password"
              value={values[name]}
              onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
            />
          )}
        </Field>
      ))}
      <FormSummary errors={errors} labels={labels} failure={failure} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Set new password'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to={paths.login.href()} className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
