import type { DealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';
import { dealTermsText } from '@/features/campaigns/api/deal-terms/deal-terms-text';

/** Campaign Details' Deal terms, in plain words ("Terms not stated" without). */
export function DealTermsRow({ terms }: { terms: DealTerms | null }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="shrink-0 text-sm text-slate-600">Deal terms</dt>
      <dd className="min-w-0 break-words text-right font-medium text-slate-800" data-testid="deal-terms">
        {dealTermsText(terms)}
      </dd>
    </div>
  );
}
