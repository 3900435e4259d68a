// The seed's ids, of the forms the app makes (firestore.rules isRandomUuid, isAutoId), made from a
// name so they stay the same each run.
import { createHash } from 'node:crypto';

/**
 * A version 4 UUID made from a name, so the seed's investments and audit entries have the app's id
 * form (crypto.randomUUID) and stay the same each run.
 */
export function seedUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
/** A Firestore auto-id (20 letters and digits, as doc(collection(...)) makes) from a name, the same each run. */
/** A demo account's askerKey (users/{uid}.askerKey): what its questions name it by. */
export const seedAskerKey = (uid: string): string => seedUuid(`asker-${uid}`);

export const seedAutoId = (name: string): string => createHash('sha1').update(name).digest('hex').slice(0, 20);
