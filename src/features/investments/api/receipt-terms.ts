// What My Investments says of each investment beyond its row: the campaign's deal terms and
// until when it can be cancelled, and the receipt built from them.
import { doc, getDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readDealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-text';
import type { DealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';
import { CANCELLATION_CUTOFF_HOURS, canCancelBefore, ANONYMOUS_INVESTOR } from '@shared/money/policy';
import { cancelUntilText } from '@/lib/campaign-life';
import type { Investment } from './investment-read';
import { investmentState, type CampaignFacts } from './investment-state';
import type { ReceiptFacts } from './receipt-content';

/**
 * A campaign's deal terms: one read of its project (the terms are not on its card), once per project
 * (they are locked from approval on, so never read again).
 */
export async function fetchProjectDealTerms(projectId: string): Promise<DealTerms | null> {
  const snapshot = await getDoc(doc(db, 'projects', projectId));
  return snapshot.exists() ? readDealTerms(snapshot.get('dealTerms')) : null;
}

/** Until when this investment can be cancelled, or why it cannot (the rules' cut-off); a cancelled one's status says so already. */
export function investmentCancelNote(investment: Pick<Investment, 'status'>, project: CampaignFacts | undefined, now = new Date()) {
  if (investment.status === 'cancelled') return '';
  if (!project) return '';
  if (investmentState(investment, project, now) !== 'active' || project.status !== 'approved')
    return 'The campaign is over: it can no longer be cancelled';
  if (canCancelBefore(project.endsAt, now)) return cancelUntilText(project.endsAt, now);
  return `Within ${CANCELLATION_CUTOFF_HOURS} hours of the deadline: it can no longer be cancelled`;
}

/** The receipt's facts for a row of My Investments. */
export const investmentReceiptFacts = (investment: Investment, terms: string, cancelNote: string): ReceiptFacts => ({
  investmentId: investment.id,
  projectTitle: investment.projectTitle,
  amount: investment.amount,
  terms,
  madeAt: investment.createdAt,
  cancelNote: investment.status === 'cancelled' ? 'This investment was cancelled' : cancelNote,
  shownAs: investment.anonymous || !investment.investorName ? ANONYMOUS_INVESTOR : investment.investorName,
});
