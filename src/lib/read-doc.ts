// Reading untrusted document data by its schema's field kinds, without the schema library: the read
// path is on every page, the validation library only where something is written (a form, the seed).
// Each collection's kinds table is typed against its schema's fields (ReadKinds), and
// tests/unit/schema-drift.test.ts checks each table's kinds against its schema.
import { Timestamp, type DocumentData, type FirestoreDataConverter } from 'firebase/firestore/lite';

/**
 * A field's kind: a string, number, boolean, list of strings, server timestamp, map kept as stored
 * (an audit entry's before and after), list of maps kept as stored (a plan's lines), or one of some options.
 */
export type Kind = 'string' | 'number' | 'boolean' | 'strings' | 'timestamp' | 'record' | 'records' | readonly string[];
/** One kind per field of a stored document type (a schema's output). */
export type ReadKinds<T> = { [K in keyof T]-?: Kind };

/** What a stored field reads as: Timestamps become Dates (or null), optional fields get their empty value. */
type ReadField<T> = [Exclude<T, undefined>] extends [Timestamp | null] ? Date | null : Exclude<T, undefined>;
export type ReadShape<T> = { -readonly [K in keyof T]-?: ReadField<T[K]> };

/** A Firestore Timestamp, from this SDK or another (the seed writes with the full SDK's). */
export const isTimestamp = (value: unknown): value is Timestamp =>
  value instanceof Timestamp || (typeof value === 'object' && value !== null && typeof (value as Timestamp).toMillis === 'function');

const isMap = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && !isTimestamp(value);

/**
 * A document's data read field by field: a value of the wrong kind reads as the kind's empty value
 * ('', 0, false, [], null, {}, the first option). Bounds are not re-checked on read: what the server
 * once accepted is shown.
 */
export function readDoc<T>(kinds: ReadKinds<T>, data: Record<string, unknown>): ReadShape<T> {
  const result: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(kinds) as Array<[string, Kind]>) {
    const value = data[key];
    if (typeof kind !== 'string') result[key] = kind.includes(value as string) ? value : kind[0];
    else if (kind === 'timestamp') result[key] = isTimestamp(value) ? value.toDate() : null;
    else if (kind === 'string') result[key] = typeof value === 'string' ? value : '';
    else if (kind === 'number') result[key] = typeof value === 'number' && Number.isFinite(value) ? value : 0;
    else if (kind === 'boolean') result[key] = value === true;
    else if (kind === 'record') result[key] = isMap(value) ? value : {};
    else if (kind === 'records') result[key] = Array.isArray(value) ? value.filter(isMap) : [];
    else result[key] = Array.isArray(value) ? value.map(String) : [];
  }
  return result as ReadShape<T>;
}

/**
 * A collection's converter: each document becomes what `read` makes of its id and data (Timestamps become
 * Dates there). The app never writes through a converter, so the write side passes values as they are.
 */
export const readingConverter = <T>(read: (id: string, data: DocumentData) => T): FirestoreDataConverter<T> => ({
  toFirestore: (value) => value as DocumentData,
  fromFirestore: (snapshot) => read(snapshot.id, snapshot.data()),
});
