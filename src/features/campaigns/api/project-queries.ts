import {
  collection,
  doc,
  getDoc,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { readPageAndOne } from '@/lib/firestore-page';
import { projectCardConverter, projectConverter, readSummary } from './project-converter';
import { PAGE_SIZE, type ProjectSummary } from './project-model';
import { defaultFilter, listCollection, projectListClauses, type ProjectListFilter } from './project-list-filter';
import { takeEarlyBrowsePage } from './early-reads';

/** After a page read here, its last document; after a page index.html read early, that document's id and place in the order. */
export type ProjectCursor = QueryDocumentSnapshot<ProjectSummary> | EarlyCursor;
type EarlyCursor = { afterId: string; orderValue: unknown };
export type ProjectPage = { projects: ProjectSummary[]; cursor: ProjectCursor | null };

export const projectsCollection = () => collection(db, 'projects').withConverter(projectConverter);
export const projectCardsCollection = () => collection(db, 'projectCards').withConverter(projectCardConverter);

/**
 * One Firestore query per page; every shape has its index in firestore.indexes.json. Live-only
 * lists compare endsAt with the browser's clock; the rules judge investing by the server's.
 */
export function projectListConstraints(filter: ProjectListFilter, now = new Date(), leadTerm?: string): { constraints: QueryConstraint[]; extraTerms: string[] } {
  const { clauses, extraTerms, order, liveOnly } = projectListClauses(filter, leadTerm);
  const constraints = clauses.map((clause) => where(clause.field, clause.op, clause.value));
  if (liveOnly) constraints.push(where('endsAt', '>', Timestamp.fromDate(now)));
  return { constraints: [...constraints, orderBy(order.field, order.direction)], extraTerms };
}

/** A page of cards; a search reads the projects' search tokens instead (search-page.ts, loaded with the first search). */
export async function fetchProjectPage(filter: ProjectListFilter, cursor: ProjectCursor | null): Promise<ProjectPage> {
  if (listCollection(filter) === 'projects') return (await import('./search-page')).fetchSearchPage(filter, cursor);
  const early = !cursor && isBrowseDefault(filter) ? await takeEarlyBrowsePage() : null;
  if (early) {
    // Read as the SDK reads a page: one card more than the page, which only says more exist.
    const shown = early.slice(0, PAGE_SIZE);
    const last = early.length > PAGE_SIZE ? shown[PAGE_SIZE - 1] : null;
    const orderField = projectListClauses(filter).order.field;
    return { projects: shown.map((d) => readSummary(d.id, d.data)), cursor: last && { afterId: last.id, orderValue: last.data[orderField] } };
  }
  const { constraints } = projectListConstraints(filter);
  const start = cursor && ('afterId' in cursor ? await resumeAfter(cursor) : startAfter(cursor));
  const { docs, next } = await readPageAndOne(query(projectCardsCollection(), ...constraints), start, PAGE_SIZE);
  return { projects: docs.map((d) => d.data()), cursor: next };
}

/**
 * Where the page after an early page starts: right after its last card; should that card be gone or
 * no longer public since (deleted, closed), after its place in the order instead.
 */
async function resumeAfter({ afterId, orderValue }: EarlyCursor): Promise<QueryConstraint> {
  const last = await getDoc(doc(projectCardsCollection(), afterId)).catch(() => null);
  return last?.exists() ? startAfter(last) : startAfter(orderValue);
}

/** The browse list as it first opens (no filter, search or sort chosen): the page index.html may have read. */
function isBrowseDefault(filter: ProjectListFilter) {
  const initial = defaultFilter('approved');
  return (Object.keys(initial) as Array<keyof ProjectListFilter>).every((key) => filter[key] === initial[key]);
}

/** Read signed in: the project holds its founder's e-mail (index.html reads only its card, for the picture). */
export async function fetchProject(id: string) {
  const snapshot = await getDoc(doc(projectsCollection(), id));
  return snapshot.exists() ? snapshot.data() : null;
}

export async function fetchProjectCard(id: string) {
  const snapshot = await getDoc(doc(projectCardsCollection(), id));
  return snapshot.exists() ? snapshot.data() : null;
}
