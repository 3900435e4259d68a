import { useEffect, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useDraftForm } from '@/components/ui/use-form';
import type { PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { leftToRecordText } from '@/features/accountability/api/spending/spending-limits';
import { lineKeys, lineLabel, type SpendingDraft } from '@/features/accountability/api/spending/spending-model';
import type { SpendingWrite } from '@/features/accountability/api/spending/spending-api';
import { requestIdUsed } from '@/lib/function-calls';
import { correctionId } from '@shared/money/spending';
import { isoDay } from '@shared/utc-days';
import { SPENDING_LIMITS } from '@shared/money/spending-refusals';
import { formatUsd } from '@/utils/format';
import { plainErrorMessage } from '@/lib/plain-error';

// The checks (zod) load with the form, not with the project page that shows Plan vs spent.
const loadValidation = () => import('@/features/accountability/api/spending/spending-form');

const labels: Record<keyof SpendingDraft, string> = {
  day: 'Date',
  line: 'Plan line',
  amount: 'Amount (USD)',
  paidFor: 'What it paid for',
  evidenceUrl: 'Evidence link (optional)',
};

type SpendingFormProps = {
  lines: PlanLine[];
  approval: Date | null;
  /** A correction of this entry: its line is fixed and its amount bounds the correction's. */
  correcting?: { id: string; line: string; amount: number; paidFor: string };
  /** A new entry: how much of the money raised is not on the record yet (undefined while it loads). */
  left?: number;
  /** `entryId`: this attempt's, the same on a retry after a failure, so the server records it once. */
  onSubmit: (entry: SpendingWrite, entryId: string) => Promise<unknown>;
  onDone: () => void;
};

/** Add spending, or Correct an entry: every field checked before sending; nothing typed is lost on a refusal. */
export function SpendingForm({ lines, approval, correcting, left, onSubmit, onDone }: SpendingFormProps) {
  const { draft, set, formRef, errors, failure, pending, check, send } = useDraftForm<SpendingDraft>(() => ({
    day: isoDay(new Date()),
    line: correcting?.line ?? '',
    amount: '',
    paidFor: '',
    evidenceUrl: '',
  }));
  const newEntryId = () => (correcting ? correctionId(correcting.id) : crypto.randomUUID());
  const [entryId, setEntryId] = useState(newEntryId);
  useEffect(() => void loadValidation(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateSpendingDraft } = await loadValidation();
    const { errors: found, entry } = validateSpendingDraft(draft, { approval, lineKeys: lineKeys(lines), correcting, left });
    if (!check(found) || !entry) return;
    const sent = await send(
      () => onSubmit(entry, entryId),
      (error) => {
        // Recorded already by an attempt whose answer was lost: the next attempt is a new entry.
        if (requestIdUsed(error) && !correcting) setEntryId(newEntryId());
        return `Could not record the spending: ${plainErrorMessage(error)}`;
      },
    );
    if (sent) onDone();
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={correcting ? 'Correct an entry' : 'Add spending'}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      {correcting && (
        <p className="text-sm text-slate-700">
          Correcting “{correcting.paidFor}” ({formatUsd(correcting.amount)}, {lineLabel(correcting.line, lines)}): enter how much of it to
          take back, at most {formatUsd(correcting.amount)}.
        </p>
      )}
      <Field label={labels.day} error={errors.day}>
        {(ids) => (
          <Input
            {...ids}
            type="date"
            value={draft.day}
            min={approval ? isoDay(approval) : undefined}
            max={isoDay(new Date())}
            onChange={(e) => set('day', e.target.value)}
          />
        )}
      </Field>
      {!correcting && (
        <Field label={labels.line} error={errors.line}>
          {(ids) => (
            <Select {...ids} value={draft.line} onChange={(e) => set('line', e.target.value)}>
              <option value="">Choose a line</option>
              {lineKeys(lines).map((key) => (
                <option key={key} value={key}>
                  {lineLabel(key, lines)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field
        label={correcting ? 'Amount to take back (USD)' : labels.amount}
        error={errors.amount}
        hint={!correcting && left !== undefined ? leftToRecordText(left) : undefined}
      >
        {(ids) => <Input {...ids} inputMode="numeric" value={draft.amount} onChange={(e) => set('amount', e.target.value)} />}
      </Field>
      <Field label={labels.paidFor} error={errors.paidFor} hint={`Up to ${SPENDING_LIMITS.paidFor} characters.`}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            maxLength={SPENDING_LIMITS.paidFor}
            value={draft.paidFor}
            onChange={(e) => set('paidFor', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={labels.evidenceUrl}
        error={errors.evidenceUrl}
        hint="An https:// address of an invoice or receipt, on a public website."
      >
        {(ids) => <Input {...ids} type="url" value={draft.evidenceUrl} onChange={(e) => set('evidenceUrl', e.target.value)} />}
      </Field>
      <FormSummary errors={errors} labels={labels} failure={failure} />
      <FormActions
        pending={pending}
        label={correcting ? 'Record correction' : 'Record spending'}
        pendingLabel="Recording..."
        onCancel={onDone}
      />
    </form>
  );
}
