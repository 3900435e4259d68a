import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { validateText } from '@/features/engagement/api/engagement-model';
import { formatCount } from '@/utils/format';

type TextFormProps = {
  label: string;
  max: number;
  emptyMessage: string;
  submitLabel: string;
  pendingLabel: string;
  errorPrefix: string;
  initial?: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  /** The text is cleared after a successful send (asking); kept otherwise. */
  clearOnSuccess?: boolean;
  /** A message of its own for errors the user can act on (asking too soon); others get `errorPrefix`. */
  describeError?: (error: Error) => string | undefined;
};

/** One bounded text (a question, an answer), checked before sending; kept on failure. */
export function TextForm({ label, max, emptyMessage, submitLabel, pendingLabel, errorPrefix, initial = '', onSubmit, onCancel, clearOnSuccess = false, describeError }: TextFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateText(text, max, emptyMessage);
    setError(problem);
    if (problem) return;
    setPending(true);
    setFailure('');
    try {
      await onSubmit(text);
      if (clearOnSuccess) setText('');
    } catch (caught) {
      setFailure(describeError?.(caught as Error) ?? `${errorPrefix}: ${(caught as Error).message}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field label={label} error={error} hint={`Up to ${formatCount(max)} characters.`}>
        {(ids) => <Textarea {...ids} value={text} maxLength={max} rows={3} className="min-h-20" onChange={(e) => setText(e.target.value)} />}
      </Field>
      {failure && <Banner>{failure}</Banner>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>{pending ? pendingLabel : submitLabel}</Button>
        {onCancel && <Button size="sm" variant="secondary" onClick={onCancel} disabled={pending}>Cancel</Button>}
      </div>
    </form>
  );
}
