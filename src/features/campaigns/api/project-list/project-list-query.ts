import {
  collection,
  orderBy,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { projectCardConverter, projectConverter } from '@/features/campaigns/api/projects/project-read';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { projectListClauses, type ProjectListFilter } from './project-list-filter';

// What the card pages (project-queries.ts) and the search pages (search-page.ts) both stand on.

/** After a page read here, its last document; after a page index.html read early, that document's id and place in the order. */
export type ProjectCursor = QueryDocumentSnapshot<ProjectSummary> | EarlyCursor;
export type EarlyCursor = { afterId: string; orderValue: unknown };
export type ProjectPage = { projects: ProjectSummary[]; cursor: ProjectCursor | null };

export const projectsCollection = () => collection(db, 'projects').withConverter(projectConverter);
export const projectCardsCollection = (firestore: Firestore = db) =>
  collection(firestore, 'projectCards').withConverter(projectCardConverter);

/**
 * One Firestore query per page; every shape has its index in firestore.indexes.json. Live-only
 * lists compare endsAt with the browser's clock; the rules judge investing by the server's.
 */
export function projectListConstraints(
  filter: ProjectListFilter,
  now = new Date(),
  leadTerm?: string,
): { constraints: QueryConstraint[]; extraTerms: string[] } {
  const { clauses, extraTerms, order, liveOnly } = projectListClauses(filter, leadTerm);
  const constraints = clauses.map((clause) => where(clause.field, clause.op, clause.value));
  if (liveOnly) constraints.push(where('endsAt', '>', Timestamp.fromDate(now)));
  return { constraints: [...constraints, orderBy(order.field, order.direction)], extraTerms };
}
