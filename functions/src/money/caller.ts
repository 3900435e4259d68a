import type { CallableRequest } from 'firebase-functions/v2/https';
import { refuse } from './refuse';
import { NOT_SIGNED_IN, UNVERIFIED } from '../../../shared/money/refusals';

export type Caller = { uid: string; email: string };

/** The signed-in caller with a verified e-mail address, or the refusal the invest forms show. */
export function verifiedCaller(request: Pick<CallableRequest, 'auth'>): Caller {
  const auth = request.auth;
  if (!auth) throw refuse('unauthenticated', NOT_SIGNED_IN);
  if (auth.token.email_verified !== true || typeof auth.token.email !== 'string') throw refuse('failed-precondition', UNVERIFIED);
  return { uid: auth.uid, email: auth.token.email };
}
