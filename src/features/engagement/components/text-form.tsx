import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Textarea } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { ENGAGEMENT_LIMITS } from '@/features/engagement/api/engagement-limits';
import type { QuestionText } from '@/features/engagement/api/engagement-schema';
import { formatCount } from '@/utils/format';
import { plainErrorMessage } from '@/lib/plain-error';

// The check (the question schema) loads once the form is used (focused), not with the project page
// that shows it: the schema library would add 8 KB to every project page a member opens.
const loadCheck = () => import('@/features/engagement/api/engagement-schema');

type TextFormProps = {
  label: string;
  /** Which text it is: its limit and messages are the question schema's. */
  field: QuestionText;
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
export function TextForm({
  label,
  field,
  submitLabel,
  pendingLabel,
  errorPrefix,
  initial = '',
  onSubmit,
  onCancel,
  clearOnSuccess = false,
  describeError,
}: TextFormProps) {
  const [text, setText] = useState(initial);
  // The text's message beside it (said aloud, the only field), the keyboard back to it; a refused send by the buttons.
  const { formRef, errors, failure, pending, check, send } = useForm<'text'>();
  const max = ENGAGEMENT_LIMITS[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { questionTextProblem } = await loadCheck();
    if (!check({ text: questionTextProblem(field, text) })) return;
    const sent = await send(
      () => onSubmit(text),
      (error) => describeError?.(error) ?? `${errorPrefix}: ${plainErrorMessage(error)}`,
    );
    if (sent && clearOnSuccess) setText('');
  };

  return (
    <form ref={formRef} onSubmit={submit} onFocus={() => void loadCheck()} noValidate className="space-y-3">
      <Field label={label} error={errors.text} hint={`Up to ${formatCount(max)} characters.`} announce>
        {(ids) => (
          <Textarea {...ids} value={text} maxLength={max} rows={3} className="min-h-20" onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      <FormSummary failure={failure} />
      <FormActions size="sm" pending={pending} label={submitLabel} pendingLabel={pendingLabel} onCancel={onCancel} />
    </form>
  );
}
