import type { CallableRequest } from 'firebase-functions/v2/https';
import { refuse } from '../money/refuse';
import { isAdminToken } from '../../../shared/admin/admin-account';
import { ADMIN_ONLY } from '../../../shared/admin/admin-calls';

/** The admin's uid: the caller signed in with the admin's verified address (firestore.rules isAdmin), else a refusal. */
export function adminCaller(request: Pick<CallableRequest, 'auth'>): string {
  if (!request.auth) throw refuse('unauthenticated', ADMIN_ONLY);
  if (!isAdminToken(request.auth.token)) throw refuse('permission-denied', ADMIN_ONLY);
  return request.auth.uid;
}
