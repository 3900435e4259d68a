import { useEffect, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { ENGAGEMENT_LIMITS } from '@/features/engagement/api/engagement-model';
import type { UpdateDraft } from '@/features/engagement/api/engagement-schema';
import { formatCount } from '@/utils/format';

// The checks (the update schema) load with the form, not with the project page that can show it.
const loadValidation = () => import('@/features/engagement/api/engagement-schema');

type UpdateFormProps = {
  initial?: UpdateDraft;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves when saved; a rejection is shown above the buttons and the text is kept. */
  onSubmit: (draft: UpdateDraft) => Promise<unknown>;
  onCancel: () => void;
  errorPrefix: string;
};

/** Title and body of a campaign update, checked before sending; nothing typed is lost on failure. */
export function UpdateForm({ initial = { title: '', body: '' }, submitLabel, pendingLabel, onSubmit, onCancel, errorPrefix }: UpdateFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof UpdateDraft, string>>>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => void loadValidation(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = (await loadValidation()).validateUpdate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure('');
    try {
      await onSubmit(draft);
    } catch (error) {
      setFailure(`${errorPrefix}: ${(error as Error).message}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <Field label="Update Title" error={errors.title}>
        {(ids) => <Input {...ids} value={draft.title} maxLength={ENGAGEMENT_LIMITS.updateTitle} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />}
      </Field>
      <Field label="Update" error={errors.body} hint={`Plain text, up to ${formatCount(ENGAGEMENT_LIMITS.updateBody)} characters. Web addresses become links.`}>
        {(ids) => <Textarea {...ids} value={draft.body} maxLength={ENGAGEMENT_LIMITS.updateBody} rows={6} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />}
      </Field>
      {failure && <Banner>{failure}</Banner>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>{pending ? pendingLabel : submitLabel}</Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>Cancel</Button>
      </div>
    </form>
  );
}
