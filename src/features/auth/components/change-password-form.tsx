import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useDraftForm } from '@/components/ui/use-form';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { validatePasswordChange, type PasswordChangeField, type PasswordChangeInput } from '@/features/auth/api/validate-password-change';

const fields: Array<{ name: PasswordChangeField; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];
const labels = Object.fromEntries(fields.map(({ name, label }) => [name, label])) as Record<PasswordChangeField, string>;
const empty: PasswordChangeInput = { currentPassword: '', password: '', confirmPassword: '' };

type ChangePasswordFormProps = { changePassword: (currentPassword: string, newPassword: string) => Promise<void> };

/** Settings' Change password: the current password, then a new one by Register's rules. */
export function ChangePasswordForm({ changePassword }: ChangePasswordFormProps) {
  const { draft: values, set: setField, setDraft: setValues, formRef, errors, failure, pending, check, send } = useDraftForm(empty);
  const [changed, setChanged] = useState(false);

  const set = (name: PasswordChangeField, value: string) => {
    setField(name, value);
    setChanged(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged(false);
    if (!check(validatePasswordChange(values))) return;
    const done = await send(
      () => changePassword(values.currentPassword, values.password),
      (error) => authErrorMessage(error),
    );
    if (done) {
      setValues(empty);
      setChanged(true);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
      {fields.map(({ name, label, autoComplete }) => (
        <Field key={name} label={label} error={errors[name]}>
          {(ids) => (
            <Input
              {...ids}
              name={name}
              type="password"
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          )}
        </Field>
      ))}
      <FormSummary errors={errors} labels={labels} failure={failure} />
      {changed && <Banner tone="success">Your password was changed.</Banner>}
      <Button type="submit" disabled={pending}>
        {pending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
