import { useEffect, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, Textarea } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useDraftForm } from '@/components/ui/use-form';
import { MILESTONE_LIMITS } from '@/features/accountability/api/milestones/milestone-limits';
import { dueDayRange, formatDueDay } from '@/features/accountability/api/milestones/milestone-model';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';
import type { Delivery, DeliveryDraft, PostponeDraft, Postponing } from '@/features/accountability/api/milestones/milestone-form';
import { plainErrorMessage } from '@/lib/plain-error';

// The checks (zod) load with these forms, not with the project page that shows the milestones.
const loadValidation = () => import('@/features/accountability/api/milestones/milestone-form');

const deliveryLabels: Record<keyof DeliveryDraft, string> = { delivered: 'What was delivered', evidenceUrl: 'Evidence link (optional)' };
const postponeLabels: Record<keyof PostponeDraft, string> = { day: 'New due date', reason: 'Reason' };

type FormProps<T> = { milestone: Milestone; onSubmit: (value: T) => Promise<unknown>; onDone: () => void };

/** Mark as delivered: what was delivered and an optional evidence link; the date is the server's. */
export function DeliverForm({ milestone, onSubmit, onDone }: FormProps<Delivery>) {
  const { draft, set, formRef, errors, failure, pending, check, send } = useDraftForm<DeliveryDraft>({ delivered: '', evidenceUrl: '' });
  useEffect(() => void loadValidation(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateDelivery } = await loadValidation();
    const { errors: found, delivery } = validateDelivery(draft);
    if (!check(found) || !delivery) return;
    if (
      await send(
        () => onSubmit(delivery),
        (error) => `Could not mark it as delivered: ${plainErrorMessage(error)}`,
      )
    )
      onDone();
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Mark as delivered: ${milestone.title}`} className={formClass}>
      <p className="text-sm text-slate-700">Today’s date is recorded as the day it was delivered.</p>
      <Field label={deliveryLabels.delivered} error={errors.delivered} hint={`Up to ${MILESTONE_LIMITS.delivered} characters.`}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            maxLength={MILESTONE_LIMITS.delivered}
            value={draft.delivered}
            onChange={(e) => set('delivered', e.target.value)}
          />
        )}
      </Field>
      <Field label={deliveryLabels.evidenceUrl} error={errors.evidenceUrl} hint="An https:// address on a public website.">
        {(ids) => <Input {...ids} type="url" value={draft.evidenceUrl} onChange={(e) => set('evidenceUrl', e.target.value)} />}
      </Field>
      <FormSummary errors={errors} labels={deliveryLabels} failure={failure} />
      <FormActions pending={pending} label="Record delivery" pendingLabel="Saving..." onCancel={onDone} />
    </form>
  );
}

/** Postpone: a later due date and why; the original date and every postponement stay on the page. */
export function PostponeForm({ milestone, onSubmit, onDone }: FormProps<Postponing>) {
  const { draft, set, formRef, errors, failure, pending, check, send } = useDraftForm<PostponeDraft>({ day: '', reason: '' });
  useEffect(() => void loadValidation(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validatePostponement } = await loadValidation();
    const { errors: found, postponing } = validatePostponement(draft, milestone);
    if (!check(found) || !postponing) return;
    if (
      await send(
        () => onSubmit(postponing),
        (error) => `Could not postpone it: ${plainErrorMessage(error)}`,
      )
    )
      onDone();
  };
  const left = MILESTONE_LIMITS.postponements - milestone.postponements.length;
  const range = dueDayRange();
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Postpone: ${milestone.title}`} className={formClass}>
      <p className="text-sm text-slate-700">
        Due {formatDueDay(milestone.due)}. A milestone can be postponed at most twice ({left === 1 ? 'this is the last time' : '2 left'}).
      </p>
      <Field label={postponeLabels.day} error={errors.day}>
        {(ids) => (
          <Input {...ids} type="date" min={range.min} max={range.max} value={draft.day} onChange={(e) => set('day', e.target.value)} />
        )}
      </Field>
      <Field label={postponeLabels.reason} error={errors.reason} hint={`Up to ${MILESTONE_LIMITS.reason} characters.`}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            maxLength={MILESTONE_LIMITS.reason}
            value={draft.reason}
            onChange={(e) => set('reason', e.target.value)}
          />
        )}
      </Field>
      <FormSummary errors={errors} labels={postponeLabels} failure={failure} />
      <FormActions pending={pending} label="Postpone milestone" pendingLabel="Saving..." onCancel={onDone} />
    </form>
  );
}

const formClass = 'space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4';
