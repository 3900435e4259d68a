// The building blocks of the collection schemas (src/features/*/api/*-schema.ts), each named after the
// firestore.rules helper that enforces the same thing. tests/unit/schema-drift.test.ts holds the two
// sides equal.
import { z } from 'zod/mini';
import type { Timestamp } from 'firebase/firestore/lite';
import { isTimestamp, type Kind } from './read-doc';
import { formatCount } from '@/utils/format';
import { httpsAddressMessage, isPrivateAddress, normaliseUrl, publicHostMessage, URL_MAX } from '@shared/safe-url';

/**
 * A message, or one made when a value fails: a sentence with a formatted number is made then, not when
 * its schema is built, since the first number a page formats loads ICU's data (decision 0014).
 */
export type LazyMessage = string | (() => string);
export const messageParams = (message?: LazyMessage) => (typeof message === 'function' ? { error: message } : message);

/** firestore.rules isBoundedText(value, min, max). Messages are the forms' own. */
export const boundedText = (
  min: number,
  max: number,
  required = 'This field is required',
  tooLong: LazyMessage = () => `Please keep this under ${formatCount(max)} characters`,
) => z.string().check(z.minLength(min, required), z.maxLength(max, messageParams(tooLong)));

/** firestore.rules isWholeDollars(value, max): a whole number from 1 to max. */
export const wholeDollars = (max: number, message?: LazyMessage) => {
  const params = messageParams(message);
  return z.int(params).check(z.gte(1, params), z.lte(max, params));
};

/** A whole number from min to max (the rules write it as `value >= min && value <= max`). */
export const wholeRange = (min: number, max: number, message?: string) => z.int(message).check(z.gte(min, message), z.lte(max, message));

/** firestore.rules isAutoId(id): a Firestore auto-id, as doc(collection(...)) and addDoc make it (questions, updates). */
export const autoId = () => z.string().check(z.regex(/^[A-Za-z0-9]{20}$/));

/** firestore.rules isRandomUuid(id): a lower-case version 4 UUID, as crypto.randomUUID makes it (new projects, investments, audit entries). */
export const randomUuid = () => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));

/** A time the server stamped (request.time in the rules); read as a Date. */
export const timestamp = () => z.custom<Timestamp>(isTimestamp);

/** The read kind (src/lib/read-doc.ts) a schema field stands for; the drift test compares the tables with it. */
export function kindOf(field: z.ZodMiniType): Kind {
  const def = field._zod.def as { type: string; innerType?: z.ZodMiniType; entries?: Record<string, string>; element?: z.ZodMiniType };
  if (def.type === 'optional' || def.type === 'nullable') return kindOf(def.innerType as z.ZodMiniType);
  if (def.type === 'custom') return 'timestamp';
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'int' || def.type === 'number') return 'number';
  if (def.type === 'array') return def.element?._zod.def.type === 'object' ? 'records' : 'strings';
  // A map of its own fields (a project's dealTerms) is read whole, as a record.
  if (def.type === 'record' || def.type === 'object') return 'record';
  if (def.type === 'string' || def.type === 'boolean') return def.type;
  throw new Error(`No read kind for a ${def.type} field`);
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

/** firestore.rules isSafeUrl: '' or an address normaliseUrl keeps as it is. */
export const safeUrlField = (field: string) => {
  const message = httpsAddressMessage(field);
  return z.string().check(
    z.maxLength(URL_MAX, message),
    z.refine((value) => isPrivateAddress(value) || normaliseUrl(value) === value, message),
    z.refine((value) => !isPrivateAddress(value), publicHostMessage(field)),
  );
};
