import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';

/** The same whether or not the address has an account, so the form tells nobody who has one. */
export const RESET_LINK_SENT = 'If an account exists for that address, we have sent a link to reset the password.';

type ForgotPasswordFormProps = { initialEmail?: string; onBack: () => void; actions?: Partial<AuthActions> };

/** Login's "Forgot password?": asks Auth to send its reset e-mail, whose link opens /auth/action. */
export function ForgotPasswordForm({ initialEmail = '', onBack, actions }: ForgotPasswordFormProps) {
  const { sendPasswordReset } = useAuthActions(actions);
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState('');
  const { formRef, errors, check, failure, pending, send } = useForm<'email'>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setSentTo('');
    if (!check(address ? {} : { email: 'Email is required' })) return;
    if (await send(() => sendPasswordReset(address), authErrorMessage)) setSentTo(address);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <h2 className="text-lg font-bold text-slate-900">Reset your password</h2>
      <p className="text-sm text-slate-700">
        Enter the e-mail address you registered with and we will send you a link to choose a new password.
      </p>
      <Field label="Email" error={errors.email} announce>
        {(ids) => <Input {...ids} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      {sentTo && <Banner tone="success">{RESET_LINK_SENT}</Banner>}
      <FormSummary failure={failure} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
