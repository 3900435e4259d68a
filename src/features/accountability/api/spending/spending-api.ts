// Recording spending goes to the server (functions/src/spending): it checks the entry (or
// the correction), and writes it with the running total and the founder's record. The browser writes none.
import { callFunction } from '@/lib/function-calls';
import { RECORD_SPENDING_FUNCTION, type SpendingCall, type SpendingEntryCall, type SpendingResult } from '@shared/money/spending-calls';

export type SpendingWrite = SpendingEntryCall;

/** Records `entry` under `entryId` (made once per attempt by the form): a retry of the same attempt records nothing twice. */
export const recordSpending = (projectId: string, entryId: string, entry: SpendingWrite) =>
  callFunction<SpendingCall, SpendingResult>(RECORD_SPENDING_FUNCTION, { ...entry, projectId, entryId });
