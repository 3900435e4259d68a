import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { DISPLAY_NAME_MAX, displayNameProblem, normaliseDisplayName } from '@shared/members/display-name';
import { plainErrorMessage } from '@/lib/plain-error';

type QuestionNameFormProps = { current: string; onSave: (name: string) => Promise<unknown> };

/**
 * Shown instead of the question form while the profile has no name others may see (a Google account
 * without one, or a name the rules refuse): questions are shown under it, so it is chosen first.
 */
export function QuestionNameForm({ current, onSave }: QuestionNameFormProps) {
  const [name, setName] = useState(current);
  // The name's message beside it (said aloud, the only field), the keyboard back to it; a refused save by the button.
  const { formRef, errors, failure, pending, check, send } = useForm<'name'>();
  const reason = current ? displayNameProblem(current) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseDisplayName(name);
    if (!check({ name: displayNameProblem(normalised) })) return;
    await send(
      () => onSave(normalised),
      (error) => `Error saving your name: ${plainErrorMessage(error)}`,
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">
        Questions are shown under your name. {current ? `“${current}” cannot be used: ${reason}.` : 'Your profile has none yet.'}
      </p>
      <Field label="Your name" error={errors.name} announce>
        {(ids) => (
          <Input {...ids} value={name} maxLength={DISPLAY_NAME_MAX} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <FormSummary failure={failure} />
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Saving...' : 'Save Name'}
      </Button>
    </form>
  );
}
