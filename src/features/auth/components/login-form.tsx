import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { paths } from '@/config/paths';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';
import type { SignInField } from '@/features/auth/api/validate-sign-in';
import { useAuthAttempt } from '@/features/auth/components/use-auth-attempt';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

// The check (the sign-in schema) loads with the form's first use, not with the login page.
const loadCheck = () => import('@/features/auth/api/validate-sign-in');

const labels: Record<SignInField, string> = { email: 'Email', password: 'Password' };

type LoginFormProps = {
  /** Open on the reset-password form (the action page's "ask for a new link"). */
  startWithReset?: boolean;
  actions?: Partial<AuthActions>;
};

/**
 * E-mail/password and Google sign-in, and Forgot password? (the reset form in its place). It does not
 * navigate: once signed in, the route guard sends the user to their dashboard (or back where they were going).
 */
export function LoginForm({ startWithReset = false, actions }: LoginFormProps) {
  const { signInWithEmail, signInWithGoogle } = useAuthActions(actions);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [resetting, setResetting] = useState(startWithReset);
  const { formRef, errors, check, reset } = useForm<SignInField>();
  // A refused sign-in shows beside the button that asked: the form's beside Sign In, Google's beside its own.
  const { errorFor, clearError, busy, run } = useAuthAttempt();

  useEffect(() => void loadCheck(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { validateSignIn } = await loadCheck();
    const { errors: found, signIn } = validateSignIn({ email, password });
    check(found);
    if (!signIn) return clearError();
    void run('email', () => signInWithEmail(signIn.email, signIn.password));
  };

  const signInWithGoogleAccount = () => {
    reset();
    void run('google', signInWithGoogle);
  };

  if (resetting) return <ForgotPasswordForm initialEmail={email} onBack={() => setResetting(false)} actions={actions} />;

  return (
    <div className="space-y-5">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label={labels.email} error={errors.email}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
        <Field label={labels.password} error={errors.password}>
          {(ids) => (
            <Input
              {...ids}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <button type="button" onClick={() => setResetting(true)} className="-mt-2 text-sm font-semibold text-brand-700 hover:underline">
          Forgot password?
        </button>
        <FormSummary errors={errors} labels={labels} failure={errorFor('email')} />
        <Button type="submit" className="w-full" disabled={busy !== null}>
          {busy === 'email' ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {errorFor('google') && <Banner>{errorFor('google')}</Banner>}
      <Button variant="secondary" className="w-full" disabled={busy !== null} onClick={signInWithGoogleAccount}>
        Sign in with Google
      </Button>
      <p className="text-center text-sm text-slate-700">
        Don't have an account?{' '}
        <Link to={paths.register.href()} className="font-semibold text-brand-700 hover:underline">
          Create Account
        </Link>
      </p>
    </div>
  );
}
