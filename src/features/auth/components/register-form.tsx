import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';
import { useAuthAttempt } from '@/features/auth/components/use-auth-attempt';
import { USER_LIMITS } from '@/features/users/api/user-schema';
import { DISPLAY_NAME_MAX } from '@/lib/display-name';
import {
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
} from '@/features/auth/api/validate-registration';

type TextField = Exclude<RegistrationField, 'role'>;
const textFields: Array<{ name: TextField; label: string } & InputHTMLAttributes<HTMLInputElement>> = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name', maxLength: DISPLAY_NAME_MAX },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel', maxLength: USER_LIMITS.phoneNumber },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

const ROLE_LABEL = 'I want to';
const labels: Record<RegistrationField, string> = { ...Object.fromEntries(textFields.map((field) => [field.name, field.label])), role: ROLE_LABEL } as Record<RegistrationField, string>;
const order: RegistrationField[] = [...textFields.map((field) => field.name), 'role'];

const empty: RegistrationInput = { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', role: '' };

/**
 * Sign-up with e-mail (and a chosen role) or Google. It does not navigate: the user document is
 * written right after the account, and the route guard moves the user once their role arrives.
 */
export function RegisterForm({ actions }: { actions?: Partial<AuthActions> }) {
  const { registerWithEmail, signInWithGoogle } = useAuthActions(actions);
  const [values, setValues] = useState<RegistrationInput>(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  // Which button the error answers: Google's shows above, the form's beside Create Account.
  const [errorFrom, setErrorFrom] = useState<'email' | 'google'>('email');
  const formRef = useRef<HTMLFormElement>(null);
  const { error, setError, busy, run } = useAuthAttempt();

  // After a refused submit, as Create Campaign does: the keyboard goes to the first field to fix.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (name: RegistrationField, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = validateRegistration(values);
    setErrorFrom('email');
    if (!check.ok) {
      setError('');
      setFieldErrors(check.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    void run('email', () => registerWithEmail(check.registration));
  };

  const signUpWithGoogle = () => {
    setErrorFrom('google');
    setFieldErrors({});
    void run('google', signInWithGoogle);
  };

  const invalid = order.filter((name) => fieldErrors[name]);
  return (
    <div className="space-y-5">
      {error && errorFrom === 'google' && <Banner>{error}</Banner>}
      <Button variant="secondary" className="w-full" disabled={busy !== null} onClick={signUpWithGoogle}>
        Sign up with Google
      </Button>
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        or sign up with your email
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        {textFields.map(({ name, label, ...input }) => (
          <Field key={name} label={label} error={fieldErrors[name]}>
            {(ids) => <Input {...ids} {...input} name={name} value={values[name]} onChange={(e) => set(name, e.target.value)} />}
          </Field>
        ))}
        <Field label={ROLE_LABEL} error={fieldErrors.role}>
          {(ids) => (
            <Select {...ids} name="role" value={values.role} onChange={(e) => set('role', e.target.value)}>
              <option value="">Choose your role</option>
              <option value="investor">Invest in Projects</option>
              <option value="entrepreneur">Create Projects</option>
            </Select>
          )}
        </Field>
        {invalid.length > 0 && <Banner>Please correct the highlighted fields: {invalid.map((name) => labels[name]).join(', ')}.</Banner>}
        {error && errorFrom === 'email' && <Banner>{error}</Banner>}
        <Button type="submit" className="w-full" disabled={busy !== null}>
          {busy === 'email' ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={paths.login.href()} className="font-semibold text-brand-700 hover:underline">
          Login
        </Link>
      </p>
    </div>
  );
}
