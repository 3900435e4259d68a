// StartupFund's Cloud Functions: what a browser must not decide (decision 0080). Each export's name is
// the one the app calls (shared/money/calls.ts); tests/functions call them by those constants.
import { db } from './app';
import { onCall } from 'firebase-functions/v2/https';
import { verifiedCaller } from './money/caller';
import { readCancelRequest, readInvestRequest } from './money/money-request';
import { invest as investNow } from './money/invest';
import { cancel } from './money/cancel';

/** Invest: InvestCall -> InvestResult (functions/src/money/invest.ts). */
export const invest = onCall((request) => investNow(db, verifiedCaller(request), readInvestRequest(request.data)));

/** Cancel an investment: CancelCall -> CancelResult (functions/src/money/cancel.ts). */
export const cancelInvestment = onCall((request) => cancel(db, verifiedCaller(request), readCancelRequest(request.data)));
