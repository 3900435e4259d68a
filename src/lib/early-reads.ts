// The reads index.html started before the app arrived (shared/early-reads.ts), each taken once, as
// the SDK would have given them (the REST API's values made Timestamps, Bytes, numbers).
// Anything unexpected (a refusal, a network error, another shape) reads as "none": the caller
// then reads through the SDK as usual.
import { Bytes, Timestamp, type DocumentData } from 'firebase/firestore/lite';
import { earlyReadNames } from '@shared/early-reads';
import type { SessionUser } from '@/lib/auth-state';

type RestDocument = { name: string; fields?: Record<string, RestValue> };
type RestValue = Partial<{
  nullValue: null;
  booleanValue: boolean;
  integerValue: string;
  doubleValue: number | string;
  timestampValue: string;
  stringValue: string;
  bytesValue: string;
  arrayValue: { values?: RestValue[] };
  mapValue: { fields?: Record<string, RestValue> };
}>;

declare global {
  interface Window {
    __earlyReads?: Record<string, Promise<unknown> | undefined>;
    /** When the page sent them (Date.now()). */
    __earlyReadsAt?: number;
  }
}

/** `2026-11-23T10:00:00.123456Z` to a Timestamp, nanoseconds kept. */
function timestampOf(iso: string): Timestamp {
  const [, whole, fraction = ''] = /^(.*?)(?:\.(\d+))?Z$/.exec(iso) ?? [];
  return new Timestamp(Date.parse(`${whole}Z`) / 1000, Number(fraction.padEnd(9, '0').slice(0, 9)));
}

function valueOf(value: RestValue): unknown {
  if (value.timestampValue !== undefined) return timestampOf(value.timestampValue);
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.bytesValue !== undefined) return Bytes.fromBase64String(value.bytesValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  if (value.mapValue) return fieldsOf(value.mapValue.fields);
  return value.stringValue ?? value.booleanValue ?? null;
}

const fieldsOf = (fields: Record<string, RestValue> = {}): DocumentData =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, valueOf(value)]));

const idOf = (document: RestDocument) => decodeURIComponent(document.name.slice(document.name.lastIndexOf('/') + 1));
const isDocument = (value: unknown): value is RestDocument => typeof (value as RestDocument | null)?.name === 'string';

/** A read not taken this soon after it was sent (the screen was not shown at once) is too old to show. */
const FRESH_MS = 20_000;

async function take(name: string): Promise<unknown> {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const read = reads?.[name];
  if (!read) return null;
  delete reads[name]; // once: a later visit reads afresh
  if (!(Date.now() - (window.__earlyReadsAt ?? 0) <= FRESH_MS)) return null;
  return read.catch(() => null);
}

export type EarlyDocument = { id: string; data: DocumentData };

/** The documents of a query index.html ran (runQuery's rows), or null. */
export async function takeEarlyQuery(name: string): Promise<EarlyDocument[] | null> {
  const rows = await take(name);
  if (!Array.isArray(rows)) return null;
  const documents = rows.map((row: { document?: unknown }) => row.document).filter(isDocument);
  return documents.map((document) => ({ id: idOf(document), data: fieldsOf(document.fields) }));
}

/** A document index.html read by its path (`id` its last segment), or null. */
export async function takeEarlyDocument(name: string, id: string): Promise<EarlyDocument | null> {
  const read = await take(name);
  return isDocument(read) && idOf(read) === id ? { id, data: fieldsOf(read.fields) } : null;
}

/** A document index.html read that may not exist: the document, 'missing' (it does not), or null (not read, or refused). */
export async function takeEarlyOptionalDocument(name: string, id: string): Promise<EarlyDocument | 'missing' | null> {
  const read = await take(name);
  if ((read as { missing?: boolean } | null)?.missing === true) return 'missing';
  return isDocument(read) && idOf(read) === id ? { id, data: fieldsOf(read.fields) } : null;
}

/** What index.html read for a screen that waits for the session: the user Auth kept, and their own document as that user read it. */
export type EarlySession = { user: SessionUser; profile: EarlyDocument };

const isSessionUser = (user: Partial<SessionUser> | undefined): user is SessionUser =>
  typeof user?.uid === 'string' &&
  typeof user.emailVerified === 'boolean' &&
  (user.email === null || typeof user.email === 'string') &&
  (user.displayName === null || typeof user.displayName === 'string');

/** The session index.html read (decision 0084), or null: none read, refused, or another shape. */
export async function takeEarlySession(): Promise<EarlySession | null> {
  const read = (await take(earlyReadNames.session)) as { user?: Partial<SessionUser>; profile?: unknown } | null;
  if (!isSessionUser(read?.user)) return null;
  const { user, profile } = read;
  if (!isDocument(profile) || idOf(profile) !== user.uid) return null;
  return {
    user: { uid: user.uid, email: user.email, emailVerified: user.emailVerified, displayName: user.displayName },
    profile: { id: user.uid, data: fieldsOf(profile.fields) },
  };
}
