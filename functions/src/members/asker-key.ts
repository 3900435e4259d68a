import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { refuse } from '../money/refuse';
import { ASKER_NO_PROFILE, ASKER_NOT_SIGNED_IN, ASKER_UNVERIFIED, type AskerKeyResult } from '../../../shared/members/asker-key-call';

/** The signed-in caller with a verified address (asking a question needs one), or the refusal the question form shows. */
export function askingCaller(request: Pick<CallableRequest, 'auth'>): string {
  if (!request.auth) throw refuse('unauthenticated', ASKER_NOT_SIGNED_IN);
  if (request.auth.token.email_verified !== true) throw refuse('failed-precondition', ASKER_UNVERIFIED);
  return request.auth.uid;
}

/**
 * The caller's asker key (users/{uid}.askerKey): the one they hold, else a random one given now. In one
 * transaction, so calls at the same moment give one key, and a key once given never changes. Never
 * the member's to choose: a chosen key could be another member's (their questions show it).
 */
export function giveAskerKey(db: Firestore, uid: string): Promise<AskerKeyResult> {
  return db.runTransaction(async (transaction) => {
    const profile = await transaction.get(db.doc(`users/${uid}`));
    if (!profile.exists) throw refuse('failed-precondition', ASKER_NO_PROFILE);
    const held = profile.get('askerKey');
    if (typeof held === 'string') return { askerKey: held };
    const askerKey = randomUUID();
    transaction.update(profile.ref, { askerKey });
    return { askerKey };
  });
}
