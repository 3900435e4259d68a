// Invest and Cancel go to the server (functions/src/money): the browser decides no money.
import { callFunction } from '@/lib/function-calls';
import {
  CANCEL_FUNCTION,
  INVEST_FUNCTION,
  type CancelCall,
  type CancelResult,
  type InvestCall,
  type InvestResult,
} from '@shared/money/calls';

export const callInvest = (request: InvestCall) => callFunction<InvestCall, InvestResult>(INVEST_FUNCTION, request);
export const callCancel = (request: CancelCall) => callFunction<CancelCall, CancelResult>(CANCEL_FUNCTION, request);
