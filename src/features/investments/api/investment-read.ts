// Reading investments and receipts by their schemas' fields (investment-schema.ts), without loading
// the schema library where the app only reads. The tables must name exactly the schemas' fields (the
// types say so) with the schemas' kinds (tests/unit/schema-drift.test.ts).
import { readDoc, readingConverter, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import type { StoredInvestment, StoredReceipt } from './investment-schema';
import { INVESTMENT_STATUSES } from './investment-limits';
import { ANONYMOUS_INVESTOR } from '@shared/money/policy';
import { readDealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-text';
import type { DealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';

export const investmentKinds = {
  projectId: 'string',
  projectTitle: 'string',
  creatorId: 'string',
  investorId: 'string',
  investorEmail: 'string',
  investorName: 'string',
  anonymous: 'boolean',
  amount: 'number',
  createdAt: 'timestamp',
  status: INVESTMENT_STATUSES,
  dealTerms: 'record',
  cancelledAt: 'timestamp',
  limitReleasedAt: 'timestamp',
  countedMonth: 'number',
} as const satisfies ReadKinds<StoredInvestment>;

export const receiptKinds = { name: 'string', amount: 'number', createdAt: 'timestamp' } as const satisfies ReadKinds<StoredReceipt>;

export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
/** The one shape of an investment, on both paths (project page modal and /payment). */
export type Investment = Omit<ReadShape<StoredInvestment>, 'dealTerms' | 'countedMonth'> & {
  id: string;
  /** The campaign's terms as copied onto the investment (null: none); undefined: made before the copy, read from its project. */
  dealTerms?: DealTerms | null;
};
/** The public receipt under projects/{id}/backers, for Recent Investors. */
export type Backer = ReadShape<StoredReceipt> & { id: string };

export const readInvestment = (id: string, data: Record<string, unknown>): Investment => ({
  id,
  ...readDoc<StoredInvestment>(investmentKinds, data),
  dealTerms: 'dealTerms' in data ? readDealTerms(data.dealTerms) : undefined,
});
/** A receipt written before names (it held an e-mail) reads as anonymous until it is backfilled. */
export function readBacker(id: string, data: Record<string, unknown>): Backer {
  const receipt = readDoc<StoredReceipt>(receiptKinds, data);
  return { id, ...receipt, name: receipt.name || ANONYMOUS_INVESTOR };
}

/** investments documents, read by their kinds; Timestamps become Dates here. */
export const investmentConverter = readingConverter(readInvestment);
/** projects/{id}/backers documents (receipts), read by their kinds. */
export const backerConverter = readingConverter(readBacker);
