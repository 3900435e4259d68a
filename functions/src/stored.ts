import { Timestamp } from 'firebase-admin/firestore';

/** A stored time as a Date, or null when the field holds none. */
export const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/** A stored time as it is, or null when the field holds none. */
export const asTimestamp = (value: unknown) => (value instanceof Timestamp ? value : null);

/** A stored time in milliseconds, or null when the field holds none. */
export const toMillis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);
