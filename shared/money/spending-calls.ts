// The recordSpending callable as both sides see it (functions/src/index.ts; the app's spending-api.ts).

export const RECORD_SPENDING_FUNCTION = 'recordSpending';

/** What the founder records: an entry, or (corrects set) a correction of one, with a negative amount. */
export type SpendingEntryCall = {
  /** The day spent, 'YYYY-MM-DD' (stored as midnight UTC). */
  day: string;
  /** A plan line by position ('0' to '7'), or 'other'. */
  line: string;
  amount: number;
  paidFor: string;
  evidenceUrl: string;
  /** The corrected entry's id, or '' for an entry of its own. */
  corrects: string;
};

/**
 * `entryId`: made once per attempt by the form (a UUID), or for a correction its entry's id and
 * '-correction'; it becomes the entry's id, so a retry whose answer was lost records nothing twice.
 */
export type SpendingCall = SpendingEntryCall & { projectId: string; entryId: string };

export type SpendingResult = {
  entryId: string;
  /** 'already-recorded': a retry of a request whose answer was lost; nothing was counted twice. */
  outcome: 'recorded' | 'already-recorded';
};
