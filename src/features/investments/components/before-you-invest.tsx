import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormSummary } from '@/components/ui/form-summary';
import { CANCELLATION_CUTOFF_HOURS } from '@shared/money/policy';
import { limitExplained } from '@/features/investments/api/allowance-text';

/** What investing in a startup means, said before a member's first investment. */
const riskPoints = () => [
  'Most startups fail. You can lose all the money you invest.',
  'An investment cannot be sold easily: there is no market for it, and it may be years before you see any return.',
  'Spread small amounts over several projects rather than putting much into one.',
  "A founder's plan, figures and reports are their own claims; StartupFund does not check them.",
  `You can cancel an investment until ${CANCELLATION_CUTOFF_HOURS} hours before its campaign ends; after that it cannot be cancelled.`,
  limitExplained(),
];

type BeforeYouInvestProps = {
  busy: boolean;
  error?: string;
  onAcknowledge: () => void;
  onCancel: () => void;
};

/**
 * Before you invest: the risks in a few short points and one checkbox, "I understand the risks".
 * Continue records the acknowledgement on the member's profile (the rules refuse an investment without it).
 */
export function BeforeYouInvest({ busy, error, onAcknowledge, onCancel }: BeforeYouInvestProps) {
  const [understood, setUnderstood] = useState(false);
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (understood && !busy) onAcknowledge();
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="space-y-4" data-testid="before-you-invest">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Before you invest
      </h2>
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
        {riskPoints().map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
        />
        I understand the risks
      </label>
      <FormSummary failure={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!understood || busy}>
          {busy ? 'Saving...' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
