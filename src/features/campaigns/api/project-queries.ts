import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type CollectionReference,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { projectCardConverter, projectConverter } from './project-converter';
import { PAGE_SIZE, type ProjectSummary } from './project-model';
import { listCollection, projectListClauses, type ProjectListFilter } from './project-list-filter';

export type ProjectCursor = QueryDocumentSnapshot<ProjectSummary>;
export type ProjectPage = { projects: ProjectSummary[]; cursor: ProjectCursor | null };

export const projectsCollection = () => collection(db, 'projects').withConverter(projectConverter);
export const projectCardsCollection = () => collection(db, 'projectCards').withConverter(projectCardConverter);

/**
 * One Firestore query per page; every shape has its index in firestore.indexes.json. Live-only
 * lists compare endsAt with the browser's clock; the rules judge investing by the server's.
 */
export function projectListConstraints(filter: ProjectListFilter, now = new Date()): { constraints: QueryConstraint[]; extraTerms: string[] } {
  const { clauses, extraTerms, order, liveOnly } = projectListClauses(filter);
  const constraints = clauses.map((clause) => where(clause.field, clause.op, clause.value));
  if (liveOnly) constraints.push(where('endsAt', '>', Timestamp.fromDate(now)));
  return { constraints: [...constraints, orderBy(order.field, order.direction)], extraTerms };
}

/** Up to `size` documents of a list query, after a cursor. */
export async function readPage<T>(from: CollectionReference<T>, constraints: QueryConstraint[], after: QueryDocumentSnapshot<T> | null, size: number) {
  return (await getDocs(query(from, ...constraints, ...(after ? [startAfter(after)] : []), limit(size)))).docs;
}

/** A page of cards; a search reads the projects' search tokens instead (search-page.ts, loaded with the first search). */
export async function fetchProjectPage(filter: ProjectListFilter, cursor: ProjectCursor | null): Promise<ProjectPage> {
  if (listCollection(filter) === 'projects') return (await import('./search-page')).fetchSearchPage(filter, cursor);
  const docs = await readPage(projectCardsCollection(), projectListConstraints(filter).constraints, cursor, PAGE_SIZE);
  return { projects: docs.map((d) => d.data()), cursor: docs.length === PAGE_SIZE ? docs[docs.length - 1] : null };
}

export async function fetchProject(id: string) {
  const snapshot = await getDoc(doc(projectsCollection(), id));
  return snapshot.exists() ? snapshot.data() : null;
}

export async function fetchProjectCard(id: string) {
  const snapshot = await getDoc(doc(projectCardsCollection(), id));
  return snapshot.exists() ? snapshot.data() : null;
}
