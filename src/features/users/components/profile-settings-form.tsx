import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useDraftForm } from '@/components/ui/use-form';
import { DISPLAY_NAME_MAX } from '@shared/members/display-name';
import { USER_LIMITS } from '@/features/users/api/user-limits';
import type { ProfileSettings } from '@/features/users/api/users';
import { validateSettings, type SettingsField } from '@/features/users/api/validate-settings';
import { plainErrorMessage } from '@/lib/plain-error';

const labels: Record<SettingsField, string> = { fullName: 'Full Name', phoneNumber: 'Phone Number', bio: 'Bio' };

type ProfileSettingsFormProps = { initial: ProfileSettings; onSave: (settings: ProfileSettings) => Promise<void> };

/**
 * Settings' name, phone and bio, checked as Register checks them (and as the rules do). A
 * refused or failed save keeps what was typed; a saved one says so.
 */
export function ProfileSettingsForm({ initial, onSave }: ProfileSettingsFormProps) {
  const { draft: values, set: setField, setDraft: setValues, formRef, errors, failure, pending, check, send } = useDraftForm(initial);
  const [saved, setSaved] = useState(false);

  const set = (name: SettingsField, value: string) => {
    setField(name, value);
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const result = validateSettings(values);
    if (!check(result.ok ? {} : result.errors) || !result.ok) return;
    const done = await send(
      () => onSave(result.settings),
      (error) => `Your profile was not saved: ${plainErrorMessage(error)}`,
    );
    if (done) {
      setValues(result.settings);
      setSaved(true);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Profile">
      <Field label={labels.fullName} error={errors.fullName} hint="Shown beside your questions, investments and projects.">
        {(ids) => (
          <Input
            {...ids}
            name="fullName"
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX}
            value={values.fullName}
            onChange={(e) => set('fullName', e.target.value)}
          />
        )}
      </Field>
      <Field label={labels.phoneNumber} error={errors.phoneNumber} hint="Only you see it. Digits, spaces and + - ( ).">
        {(ids) => (
          <Input
            {...ids}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            maxLength={USER_LIMITS.phoneNumber}
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={labels.bio}
        error={errors.bio}
        hint={`A few words about you, at most ${USER_LIMITS.bio} characters (${values.bio.length} now). Everyone sees it beside your name on your projects.`}
      >
        {(ids) => <Textarea {...ids} name="bio" value={values.bio} onChange={(e) => set('bio', e.target.value)} />}
      </Field>
      <FormSummary errors={errors} labels={labels} failure={failure} />
      {saved && <Banner tone="success">Your profile was saved.</Banner>}
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}
