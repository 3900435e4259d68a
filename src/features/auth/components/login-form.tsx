import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { errorInBanner, Field, Input } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';
import { useAuthAttempt } from '@/features/auth/components/use-auth-attempt';

type LoginErrors = { email?: string; password?: string };

function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/**
 * E-mail/password and Google sign-in. It does not navigate: once signed in, the route guard sends
 * the user to their dashboard (or back where they were going).
 */
export function LoginForm({ actions }: { actions?: Partial<AuthActions> }) {
  const { signInWithEmail, signInWithGoogle } = useAuthActions(actions);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});
  const { error, setError, busy, run } = useAuthAttempt();
  const bannerId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateLogin(email, password);
    setFieldErrors(problems);
    const first = problems.email ?? problems.password;
    if (first) {
      setError(first);
      return;
    }
    void run('email', () => signInWithEmail(email.trim(), password));
  };

  return (
    <div className="space-y-5">
      {error && <Banner id={bannerId}>{error}</Banner>}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Email" error={fieldErrors.email} errorShownIn={errorInBanner(fieldErrors.email, error, bannerId)}>
          {(ids) => (
            <Input {...ids} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label="Password" error={fieldErrors.password} errorShownIn={errorInBanner(fieldErrors.password, error, bannerId)}>
          {(ids) => (
            <Input {...ids} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={busy !== null}>
          {busy === 'email' ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="secondary" className="w-full" disabled={busy !== null} onClick={() => void run('google', signInWithGoogle)}>
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
