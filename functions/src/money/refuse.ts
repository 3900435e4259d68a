import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { RefusalDetails } from '../../../shared/money/calls';

/**
 * A refusal with the sentence the app shows as written. The sentence rides in `details` too: the
 * client SDK adds the HTTP status to an error's message ("... [400]").
 */
export const refuse = (code: FunctionsErrorCode, sentence: string) => new HttpsError(code, sentence, { sentence } satisfies RefusalDetails);
