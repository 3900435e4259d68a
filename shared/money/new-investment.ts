import { receiptName } from './policy';

/** What the two documents of a new investment are made of: the invest function's, and the seed's. */
type NewInvestment<DealTerms> = {
  projectId: string;
  projectTitle: string;
  creatorId: string;
  investor: { uid: string; email: string; name: string };
  amount: number;
  anonymous: boolean;
  /** The project's deal terms (none: null), copied onto the investment (the rules hold it to the project's). */
  dealTerms?: DealTerms | null;
};

/**
 * The documents a new investment creates, investments/{id} and its public receipt
 * projects/{id}/backers/{id} (a name or the anonymous label, the amount and the date; no e-mail, no
 * uid), both stamped `createdAt`: the server's time in the invest function, a fixed time in the seed.
 */
export function newInvestmentDocuments<Time, DealTerms = unknown>(request: NewInvestment<DealTerms>, createdAt: Time) {
  const { projectId, projectTitle, creatorId, investor, amount } = request;
  // Without a name on the profile there is nothing else to show publicly: the receipt is anonymous.
  const anonymous = request.anonymous || !investor.name;
  return {
    investment: {
      projectId,
      projectTitle,
      creatorId,
      investorId: investor.uid,
      investorEmail: investor.email,
      investorName: investor.name,
      anonymous,
      amount,
      createdAt,
      status: 'active' as const,
      dealTerms: request.dealTerms ?? null,
    },
    receipt: { name: receiptName(investor.name, anonymous), amount, createdAt },
  };
}
