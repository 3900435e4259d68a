import { useEffect, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, Textarea } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { ENGAGEMENT_LIMITS } from '@/features/engagement/api/engagement-limits';
import type { UpdateDraft } from '@/features/engagement/api/engagement-schema';
import { formatCount } from '@/utils/format';
import { plainErrorMessage } from '@/lib/plain-error';

// The checks (the update schema) load with the form, not with the project page that can show it.
const loadValidation = () => import('@/features/engagement/api/engagement-schema');

const labels: Record<keyof UpdateDraft, string> = { title: 'Update Title', body: 'Update' };

type UpdateFormProps = {
  initial?: UpdateDraft;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves when saved; a rejection is shown above the buttons and the text is kept. */
  onSubmit: (draft: UpdateDraft) => Promise<unknown>;
  onCancel: () => void;
  errorPrefix: string;
  /** A refusal's own message instead of "errorPrefix: message" (the posting limit's, which says when to post again). */
  describeError?: (error: Error) => string | undefined;
};

/** Title and body of a campaign update, checked before sending; nothing typed is lost on failure. */
export function UpdateForm({
  initial = { title: '', body: '' },
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  errorPrefix,
  describeError,
}: UpdateFormProps) {
  const [draft, setDraft] = useState(initial);
  // Each message beside its field, the keyboard to the first, the summary and a refused send by the buttons.
  const { formRef, errors, failure, pending, check, send } = useForm<keyof UpdateDraft>();

  useEffect(() => void loadValidation(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check((await loadValidation()).validateUpdate(draft))) return;
    await send(
      () => onSubmit(draft),
      (error) => describeError?.(error) ?? `${errorPrefix}: ${plainErrorMessage(error)}`,
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <Field label={labels.title} error={errors.title}>
        {(ids) => (
          <Input
            {...ids}
            value={draft.title}
            maxLength={ENGAGEMENT_LIMITS.updateTitle}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
        )}
      </Field>
      <Field
        label={labels.body}
        error={errors.body}
        hint={`Plain text, up to ${formatCount(ENGAGEMENT_LIMITS.updateBody)} characters. Web addresses become links.`}
      >
        {(ids) => (
          <Textarea
            {...ids}
            value={draft.body}
            maxLength={ENGAGEMENT_LIMITS.updateBody}
            rows={6}
            onChange={(e) => setDraft({ ...draft, body: e.target.value })}
          />
        )}
      </Field>
      <FormSummary errors={errors} labels={labels} failure={failure} />
      <FormActions pending={pending} label={submitLabel} pendingLabel={pendingLabel} onCancel={onCancel} />
    </form>
  );
}
