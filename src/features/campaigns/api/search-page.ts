import { getDocs, limit, query, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { collectPage, SEARCH_READ_CAP } from './collect-page';
import { matchesTerms, PAGE_SIZE, type Project } from './project-model';
import type { ProjectListFilter } from './project-list-filter';
import { projectListConstraints, projectsCollection, type ProjectCursor, type ProjectPage } from './project-queries';

type SearchCursor = QueryDocumentSnapshot<Project>;

/**
 * A page of a search: the projects' stored search tokens answer the longest word (cards hold none),
 * and the page reads on in that word's results until 12 projects match every word (bounded).
 */
export async function fetchSearchPage(filter: ProjectListFilter, cursor: ProjectCursor | null): Promise<ProjectPage> {
  const { constraints, extraTerms } = projectListConstraints(filter);
  const readBatch = async (after: SearchCursor | null, size: number) =>
    (await getDocs(query(projectsCollection(), ...constraints, ...(after ? [startAfter(after)] : []), limit(size)))).docs;
  const { matches, cursor: next } = await collectPage(readBatch, (d) => matchesTerms(d.data(), extraTerms), {
    after: cursor as SearchCursor | null,
    pageSize: PAGE_SIZE,
    readCap: SEARCH_READ_CAP,
  });
  return { projects: matches.map((d) => d.data()), cursor: next as ProjectCursor | null };
}
