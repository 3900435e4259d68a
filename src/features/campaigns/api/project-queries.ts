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
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { projectConverter } from './project-converter';
import { matchesTerms, PAGE_SIZE, searchTerms, type Project } from './project-model';
import { projectListClauses, type ProjectListFilter } from './project-list-filter';
import { collectPage, SEARCH_READ_CAP } from './collect-page';

export type ProjectCursor = QueryDocumentSnapshot<Project>;
export type ProjectPage = { projects: Project[]; cursor: ProjectCursor | null };

export const projectsCollection = () => collection(db, 'projects').withConverter(projectConverter);

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

export async function fetchProjectPage(filter: ProjectListFilter, cursor: ProjectCursor | null): Promise<ProjectPage> {
  const { constraints, extraTerms } = projectListConstraints(filter);
  const readBatch = async (after: ProjectCursor | null, size: number) => {
    const page = [...constraints, ...(after ? [startAfter(after)] : []), limit(size)];
    return (await getDocs(query(projectsCollection(), ...page))).docs;
  };
  if (searchTerms(filter.search).length === 0) {
    const docs = await readBatch(cursor, PAGE_SIZE);
    return { projects: docs.map((d) => d.data()), cursor: docs.length === PAGE_SIZE ? docs[docs.length - 1] : null };
  }
  // A search reads on in its longest word's results until a full page matches every word (bounded).
  const { matches, cursor: next } = await collectPage(readBatch, (d) => matchesTerms(d.data(), extraTerms), {
    after: cursor,
    pageSize: PAGE_SIZE,
    readCap: SEARCH_READ_CAP,
  });
  return { projects: matches.map((d) => d.data()), cursor: next };
}

export async function fetchProject(id: string): Promise<Project | null> {
  const snapshot = await getDoc(doc(projectsCollection(), id));
  return snapshot.exists() ? snapshot.data() : null;
}
