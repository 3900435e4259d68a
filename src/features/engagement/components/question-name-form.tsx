import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { DISPLAY_NAME_MAX, displayNameProblem, normaliseDisplayName } from '@/lib/display-name';

type QuestionNameFormProps = { current: string; onSave: (name: string) => Promise<unknown> };

/**
 * Shown instead of the question form while the profile has no name others may see (a Google account
 * without one, or a name the rules refuse): questions are shown under it, so it is chosen first.
 */
export function QuestionNameForm({ current, onSave }: QuestionNameFormProps) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const reason = current ? displayNameProblem(current) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseDisplayName(name);
    const problem = displayNameProblem(normalised);
    setError(problem);
    if (problem) return;
    setPending(true);
    setFailure('');
    try {
      await onSave(normalised);
    } catch (caught) {
      setFailure(`Error saving your name: ${(caught as Error).message}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">
        Questions are shown under your name. {current ? `“${current}” cannot be used: ${reason}.` : 'Your profile has none yet.'}
      </p>
      <Field label="Your name" error={error}>
        {(ids) => <Input {...ids} value={name} maxLength={DISPLAY_NAME_MAX} autoComplete="name" onChange={(e) => setName(e.target.value)} />}
      </Field>
      {failure && <Banner>{failure}</Banner>}
      <Button type="submit" size="sm" disabled={pending}>{pending ? 'Saving...' : 'Save Name'}</Button>
    </form>
  );
}
