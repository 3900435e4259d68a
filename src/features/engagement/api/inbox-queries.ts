import { getCount, limit, orderBy, query, where, type Query } from 'firebase/firestore/lite';
import { INBOX_ITEMS } from './engagement-model';

// What every inbox query shares: the bell's counts stop at INBOX_ITEMS, ordered like the item lists so
// the counts use the same declared indexes.

/** Documents newer than `since` by `field`, newest first. */
export const newerThan = (field: string, since: Date) => [where(field, '>', since), orderBy(field, 'desc')] as const;

/** How many documents the query finds, counting at most INBOX_ITEMS (the bell shows "9+"). */
export const countForBell = (q: Query) => getCount(query(q, limit(INBOX_ITEMS))).then((r) => r.data().count);
