// A name the rules let through that the app's policy refuses: firestore.rules checks a name's
// shape, its script and its reserved words, but a look-alike spelling ("Adrnin", "ＡＤＭＩＮ") needs TR 39's
// skeleton, which rules cannot compute. A member who writes one past the app's forms (straight through
// the client SDK) has it cleared: the name becomes '', the state of a profile without a usable name,
// for which the app asks for one before the member's next question, and the public profile's copy too.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { ADMIN_EMAIL } from '../../../shared/admin/admin-account';
import { isAcceptableDisplayName } from '../../../shared/members/display-name';

const NAME_FIELDS = ['fullName', 'displayName'] as const;
type NameField = (typeof NAME_FIELDS)[number];

/** The admin's own profile (role admin, the admin's address: firestore.rules let no one else write it) may keep "Admin". */
const isAdminProfile = (profile: DocumentData) =>
  profile.role === 'admin' && typeof profile.email === 'string' && profile.email.toLowerCase() === ADMIN_EMAIL.toLowerCase();

/**
 * The names this write stored that may not be shown, by field. Only names the write changed, as the
 * rules check them: an older profile's name is not judged again when another field changes.
 */
export function refusedNames(before: DocumentData | undefined, after: DocumentData | undefined): Partial<Record<NameField, string>> {
  if (!after) return {};
  return Object.fromEntries(
    NAME_FIELDS.flatMap((field) => {
      const name = after[field];
      const refused =
        typeof name === 'string' && name !== '' && name !== before?.[field] && !isAcceptableDisplayName(name, isAdminProfile(after));
      return refused ? [[field, name]] : [];
    }),
  );
}

/**
 * Clears each refused name on users/{uid} while it still holds it, and profiles/{uid}'s copy while it
 * holds one of them, in one transaction: a newer name is left alone, and a second run (a replay, or the
 * event of this very write) finds nothing to clear. Returns the fields it cleared.
 */
export async function clearRefusedNames(db: Firestore, uid: string, refused: Partial<Record<NameField, string>>): Promise<string[]> {
  const names = Object.values(refused);
  if (names.length === 0) return [];
  return db.runTransaction(async (transaction) => {
    const userRef = db.doc(`users/${uid}`);
    const profileRef = db.doc(`profiles/${uid}`);
    const [user, profile] = await Promise.all([transaction.get(userRef), transaction.get(profileRef)]);
    const stale = NAME_FIELDS.filter((field) => refused[field] !== undefined && user.get(field) === refused[field]);
    const copy = profile.exists && names.includes(profile.get('displayName'));
    if (stale.length) transaction.update(userRef, Object.fromEntries(stale.map((field) => [field, ''])));
    if (copy) transaction.update(profileRef, { displayName: '' });
    return [...stale.map((field) => `users.${field}`), ...(copy ? ['profiles.displayName'] : [])];
  });
}
