import {
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

export type DocumentPage<T> = {
  docs: QueryDocumentSnapshot<T>[];
  /** Where the next page starts; null when nothing follows, so "Load more" never opens an empty page. */
  next: QueryDocumentSnapshot<T> | null;
};

/** Up to `count` documents of an ordered query from `start` (a cursor such as startAfter(last), or null). */
export async function readUpTo<T>(ordered: Query<T>, start: QueryConstraint | null, count: number): Promise<QueryDocumentSnapshot<T>[]> {
  return (await getDocs(query(ordered, ...(start ? [start] : []), limit(count)))).docs;
}

/**
 * A page of an ordered query from `start` (null for the first page), read with one document more
 * than the page: the extra one only says whether more exist.
 */
export async function readPageAndOne<T>(ordered: Query<T>, start: QueryConstraint | null, size: number): Promise<DocumentPage<T>> {
  const docs = await readUpTo(ordered, start, size + 1);
  const page = docs.slice(0, size);
  return { docs: page, next: docs.length > size ? page[size - 1] : null };
}

/** One page of a collection by `createdAt`, newest first (a project's updates, its questions): the rows and where the next page starts. */
export async function readNewestFirst<T>(items: Query<T>, cursor: QueryDocumentSnapshot<T> | null, size: number) {
  const { docs, next } = await readPageAndOne(query(items, orderBy('createdAt', 'desc')), cursor && startAfter(cursor), size);
  return { rows: docs.map((d) => d.data()), cursor: next };
}
