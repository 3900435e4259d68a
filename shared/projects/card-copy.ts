// projectCards/{id}: what a project card shows, for the lists: a copy of its project without the long
// texts, the search tokens and the edit trail, and the card's own field (openDues, the Late badge's days).
// The server writes it (functions/src/cards); the app reads it and, after its own write, waits
// until the copy shows that write (cardInStep) so the list it opens next is not behind. Values are
// compared as stored, so the app's SDK and the Admin SDK both pass them.

/** What stays off the card: the long texts, the search tokens and the edit trail. No project holds an e-mail address (its founder's is in private/founder). */
export const NON_CARD_FIELDS = [
  'videoUrl',
  'businessPlan',
  'teamInfo',
  'risks',
  'searchTokens',
  'updates',
  'updatedAt',
  'lastAuditId',
  'syncedShards',
  'dealTerms',
] as const;

/**
 * Fields older projects may still hold that a card never copies: e-mail addresses and the send-back
 * reason (in private/ documents now), the Edit history entry an edit named for the rules (the server's
 * since decision 0080).
 */
const RETIRED_FIELDS = ['createdBy', 'lastUpdatedBy', 'reviewNote', 'lastEditId'];

/** The card's own fields, never copied from its project. */
export const CARD_ONLY_FIELDS = ['openDues'] as const;

const offCard = new Set<string>([...NON_CARD_FIELDS, ...RETIRED_FIELDS, ...CARD_ONLY_FIELDS]);

/** The part of a project's data that its card holds. */
export function cardFieldsOf<T extends Record<string, unknown>>(project: T): Partial<T> {
  return Object.fromEntries(Object.entries(project).filter(([key]) => !offCard.has(key))) as Partial<T>;
}

type Comparable = { isEqual(other: unknown): boolean };
const isComparable = (value: unknown): value is Comparable =>
  typeof value === 'object' && value !== null && typeof (value as Comparable).isEqual === 'function';

/** Whether two stored values are the same: Timestamps (either SDK's) by their own isEqual, maps and lists by their entries. */
export function sameStored(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isComparable(a)) return isComparable(b) && a.constructor === b.constructor && a.isEqual(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameStored(item, b[i]));
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null || Array.isArray(b) || isComparable(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && sameStored((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Whether a card holds exactly its project's card fields (its own fields aside). */
export function cardInStep(project: Record<string, unknown>, card: Record<string, unknown>) {
  const copied = Object.fromEntries(Object.entries(card).filter(([key]) => !(CARD_ONLY_FIELDS as readonly string[]).includes(key)));
  return sameStored(cardFieldsOf(project), copied);
}
