import { HttpsError } from 'firebase-functions/v2/https';
import { BUSY } from '../../../shared/money/refusals';
import { refuse } from './refuse';
import { GRPC, hasGrpcCode } from '../grpc-codes';

/**
 * Runs a money transaction; one that could not win its race against others on the same documents is
 * refused as `aborted` with a sentence that says to try again (the request id makes that safe),
 * instead of reaching the member as an unexplained server error.
 */
export async function whileContended<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    // ABORTED: the transaction lost its race every time the Admin SDK tried it again (5 attempts).
    const code = (error as { code?: unknown }).code;
    if (hasGrpcCode(error, GRPC.ABORTED) || code === 'aborted' || code === 'ABORTED') throw refuse('aborted', BUSY);
    throw error;
  }
}
