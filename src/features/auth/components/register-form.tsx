import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { paths } from '@/config/paths';
import { useAuthActions, type AuthActions } from '@/features/auth/api/use-auth-actions';
import { useAuthAttempt } from '@/features/auth/components/use-auth-attempt';
import { USER_LIMITS } from '@/features/users/api/user-limits';
import { DISPLAY_NAME_MAX } from '@shared/members/display-name';
import { validateRegistration, type RegistrationField, type RegistrationInput } from '@/features/auth/api/validate-registration';

type TextField = Exclude<RegistrationField, 'role'>;
const textFields: Array<{ name: TextField; label: string } & InputHTMLAttributes<HTMLInputElement>> = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name', maxLength: DISPLAY_NAME_MAX },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel', maxLength: USER_LIMITS.phoneNumber },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

const ROLE_LABEL = 'I want to';
/** Every field's label, in the form's order (the summary names those to fix). */
const labels = { ...Object.fromEntries(textFields.map((field) => [field.name, field.label])), role: ROLE_LABEL } as Record<
  RegistrationField,
  string
>;

const empty: RegistrationInput = { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', role: '' };

/**
 * Sign-up with e-mail (and a chosen role) or Google. It does not navigate: the user document is
 * written right after the account, and the route guard moves the user once their role arrives.
 */
export function RegisterForm({ actions }: { actions?: Partial<AuthActions> }) {
  const { registerWithEmail, signInWithGoogle } = useAuthActions(actions);
  const [values, setValues] = useState<RegistrationInput>(empty);
  const { formRef, errors: fieldErrors, check, reset } = useForm<RegistrationField>();
  // A refused sign-up shows beside the button that asked: Google's above it, the form's beside Create Account.
  const { errorFor, clearError, busy, run } = useAuthAttempt();

  const set = (name: RegistrationField, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateRegistration(values);
    check(result.ok ? {} : result.errors);
    if (!result.ok) return clearError();
    void run('email', () => registerWithEmail(result.registration));
  };

  const signUpWithGoogle = () => {
    reset();
    void run('google', signInWithGoogle);
  };

  return (
    <div className="space-y-5">
      {errorFor('google') && <Banner>{errorFor('google')}</Banner>}
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
        <FormSummary errors={fieldErrors} labels={labels} failure={errorFor('email')} />
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
