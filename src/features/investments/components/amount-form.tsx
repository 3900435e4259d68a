import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { amountProblem, parseInvestmentAmount, refusal } from '@/features/investments/api/validate-amount';
import { ANONYMOUS_INVESTOR, MAX_INVESTMENT } from '@shared/money/policy';
import { formatUsd } from '@/utils/format';
import { allowanceText, COMMITMENT_NOTE, limitExplained } from '@/features/investments/api/allowance-text';

type AmountFormProps = {
  label: string;
  submitLabel: string;
  busyLabel: string;
  invalidMessage: string;
  busy: boolean;
  error?: string;
  /** The investor's public name ('' if their profile has none): offers Invest anonymously. */
  publicName?: string;
  onSubmit: (amount: number, anonymous: boolean) => void;
  onCancel: () => void;
  /** What the investor may still invest under the 12-month limit; undefined while it loads. */
  allowance?: number;
  /** The campaign's smallest investment, in whole dollars (its deal terms; 1 without). */
  minimum?: number;
  /** The campaign's deal terms in plain words ("Terms not stated" without). */
  terms?: string;
  /** Until when an investment made now can be cancelled, or that it cannot be (cancelUntilText). */
  cancelNote?: string;
};

/** The amount field shared by the Make an Investment modal and the Invest page. */
export function AmountForm({
  label,
  submitLabel,
  busyLabel,
  invalidMessage,
  busy,
  error,
  publicName,
  onSubmit,
  onCancel,
  allowance,
  minimum = 1,
  terms,
  cancelNote,
}: AmountFormProps) {
  const [value, setValue] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const anonymityHintId = useId();
  // The amount's message beside it (said aloud, the form's only field), the keyboard back to it; `error` (the send's) by the buttons.
  const { formRef, errors, check } = useForm<'amount'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The spec's message, and on a second line why.
    const reason = amountProblem(value, { minimum, allowance });
    const amount = reason ? null : parseInvestmentAmount(value);
    const problem = reason ? refusal(invalidMessage, reason) : undefined;
    if (check({ amount: problem }) && amount !== null) onSubmit(amount, anonymous);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {terms && (
        <p className="text-sm text-slate-800" data-testid="deal-terms">
          <span className="font-medium">Deal terms:</span> {terms}
        </p>
      )}
      {allowance !== undefined && (
        <p className="text-sm text-slate-700">
          <span data-testid="allowance">{allowanceText(allowance)}</span> <span data-testid="limit-explained">{limitExplained()}</span>
        </p>
      )}
      <Field label={label} hint={`Whole dollars, from $1 to ${formatUsd(MAX_INVESTMENT)}.`} error={errors.amount} announce>
        {(ids) => (
          <Input
            {...ids}
            type="number"
            inputMode="numeric"
            min={minimum}
            step={1}
            max={MAX_INVESTMENT}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoFocus
          />
        )}
      </Field>
      {publicName !== undefined && (
        <div>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.target.checked)}
              aria-describedby={anonymityHintId}
            />
            Invest anonymously
          </label>
          <p id={anonymityHintId} className="mt-1 text-xs text-slate-600">
            {anonymous || !publicName
              ? `Recent Investors will show "${ANONYMOUS_INVESTOR}".`
              : `Recent Investors will show your name, ${publicName}.`}{' '}
            Never your e-mail address; the project's creator sees your name and e-mail.
          </p>
        </div>
      )}
      {cancelNote && (
        <p className="text-sm font-medium text-slate-800" data-testid="cancel-until">
          {cancelNote}
        </p>
      )}
      <p className="text-xs text-slate-600" data-testid="commitment-note">
        {COMMITMENT_NOTE}
      </p>
      <FormSummary failure={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
