// The building blocks of the collection schemas (src/features/*/api/*-schema.ts), each named after the
// firestore.rules helper that enforces the same thing, and the one reader that turns untrusted
// document data into a feature's read type. tests/unit/schema-drift.test.ts holds the two sides equal.
import { z } from 'zod/mini';
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';

/** firestore.rules isBoundedText(value, min, max). Messages are the forms' own. */
export const boundedText = (
  min: number,
  max: number,
  required = 'This field is required',
  tooLong = `Please keep this under ${max.toLocaleString('en-US')} characters`,
) => z.string().check(z.minLength(min, required), z.maxLength(max, tooLong));

/** firestore.rules isWholeDollars(value, max): a whole number from 1 to max. */
export const wholeDollars = (max: number, message?: string) => z.int(message).check(z.gte(1, message), z.lte(max, message));

/** A whole number from min to max (the rules write it as `value >= min && value <= max`). */
export const wholeRange = (min: number, max: number, message?: string) => z.int(message).check(z.gte(min, message), z.lte(max, message));

/** A Firestore Timestamp, from this SDK or another (the seed writes with the full SDK's). */
const isTimestamp = (value: unknown): value is Timestamp =>
  value instanceof Timestamp || (typeof value === 'object' && value !== null && typeof (value as Timestamp).toMillis === 'function');

/** A time the server stamped (request.time in the rules); read as a Date. */
export const timestamp = () => z.custom<Timestamp>(isTimestamp);

type Field = z.ZodMiniType;
type Stored<S extends Field> = z.output<S>;
/** What a stored field reads as: Timestamps become Dates (or null), optional fields get their empty value. */
type ReadField<T> = [Exclude<T, undefined>] extends [Timestamp | null] ? Date | null : Exclude<T, undefined>;
export type ReadShape<S extends z.ZodMiniObject> = { -readonly [K in keyof Stored<S>]-?: ReadField<Stored<S>[K]> };

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'enum' | 'timestamp' | 'other';
function kindOf(field: Field): { kind: Kind; options?: readonly unknown[] } {
  const def = field._zod.def as { type: string; innerType?: Field; entries?: Record<string, unknown> };
  if (def.type === 'optional' || def.type === 'nullable') return kindOf(def.innerType as Field);
  if (def.type === 'custom') return { kind: 'timestamp' };
  if (def.type === 'enum') return { kind: 'enum', options: Object.values(def.entries ?? {}) };
  if (def.type === 'int' || def.type === 'number') return { kind: 'number' };
  if (def.type === 'string' || def.type === 'boolean' || def.type === 'array') return { kind: def.type };
  return { kind: 'other' };
}

/**
 * A document's data read through its schema, field by field. The schema gives the fields and their
 * kinds; a value of the wrong kind reads as the kind's empty value ('' , 0, false, [], null, the
 * enum's first option). Bounds are not re-checked on read: what the server once accepted is shown.
 */
export function readDoc<S extends z.ZodMiniObject>(schema: S, data: DocumentData): ReadShape<S> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, Field>)) {
    const value = data[key];
    const { kind, options } = kindOf(field);
    if (kind === 'timestamp') result[key] = isTimestamp(value) ? value.toDate() : null;
    else if (kind === 'string') result[key] = typeof value === 'string' ? value : '';
    else if (kind === 'number') result[key] = typeof value === 'number' && Number.isFinite(value) ? value : 0;
    else if (kind === 'boolean') result[key] = value === true;
    else if (kind === 'array') result[key] = Array.isArray(value) ? value.map(String) : [];
    else if (kind === 'enum') result[key] = options?.includes(value) ? value : options?.[0];
    else result[key] = value;
  }
  return result as ReadShape<S>;
}

/** The first message per field of a failed parse, for a form to show beside each field. */
export function fieldErrors<K extends string>(error: z.core.$ZodError | undefined): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path[0] as K | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
