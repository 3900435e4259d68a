import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { projectConverter } from './project-converter';
import { matchesTerms, PAGE_SIZE, searchTerms, type Project } from './project-model';
import type { ProjectListFilter } from './project-list-filter';

export type ProjectCursor = QueryDocumentSnapshot<Project>;
export type ProjectPage = { projects: Project[]; cursor: ProjectCursor | null };

export const projectsCollection = () => collection(db, 'projects').withConverter(projectConverter);

/**
 * One Firestore query per page, newest first. Search uses the stored searchTokens: the longest
 * word goes to Firestore (array-contains), any further words narrow the page in the browser.
 * Every combination has its composite index in firestore.indexes.json.
 */
export function projectListConstraints(filter: ProjectListFilter): { constraints: QueryConstraint[]; extraTerms: string[] } {
  const constraints: QueryConstraint[] = [];
  if (filter.scope === 'mine') constraints.push(where('creatorId', '==', filter.creatorId ?? ''));
  else constraints.push(where('approved', '==', filter.scope === 'approved'));
  if (filter.category !== 'all') constraints.push(where('category', '==', filter.category));
  if (filter.bookmarkedOnly) constraints.push(where('bookmarked', '==', true));
  const [firstTerm, ...extraTerms] = searchTerms(filter.search);
  if (firstTerm) constraints.push(where('searchTokens', 'array-contains', firstTerm));
  constraints.push(orderBy('createdAt', 'desc'));
  return { constraints, extraTerms };
}

export async function fetchProjectPage(filter: ProjectListFilter, cursor: ProjectCursor | null): Promise<ProjectPage> {
  const { constraints, extraTerms } = projectListConstraints(filter);
  const page = [...constraints, ...(cursor ? [startAfter(cursor)] : []), limit(PAGE_SIZE)];
  const snapshot = await getDocs(query(projectsCollection(), ...page));
  const docs = snapshot.docs;
  return {
    projects: docs.map((d) => d.data()).filter((project) => matchesTerms(project, extraTerms)),
    cursor: docs.length === PAGE_SIZE ? docs[docs.length - 1] : null,
  };
}

export async function fetchProject(id: string): Promise<Project | null> {
  const snapshot = await getDoc(doc(projectsCollection(), id));
  return snapshot.exists() ? snapshot.data() : null;
}
