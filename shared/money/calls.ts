// The money path's callable functions as both sides see them: their names, what the app sends and what
// the server answers (functions/src/index.ts; src/features/investments/api/money-functions.ts, src/lib/function-calls.ts).

export const INVEST_FUNCTION = 'invest';
export const CANCEL_FUNCTION = 'cancelInvestment';

/** `requestId`: made once per attempt by the client (a UUID); it becomes the investment's id. */
export type InvestCall = { projectId: string; amount: number; anonymous: boolean; requestId: string };

export type InvestResult = {
  investmentId: string;
  /** 'already-recorded': a retry of a request whose answer was lost; nothing was counted twice. */
  outcome: 'recorded' | 'already-recorded';
  projectId: string;
  amount: number;
  /** How the receipt shows it: anonymous when chosen, or when the investor's profile has no name. */
  anonymous: boolean;
  /** The server's time of the investment, ISO 8601. */
  createdAt: string;
};

export type CancelCall = { investmentId: string };
export type CancelResult = { investmentId: string; outcome: 'cancelled' | 'already-cancelled' };

/** What a refusal carries besides its code: the sentence the app shows as written. */
export type RefusalDetails = { sentence: string };
