import { fetchCardPage } from '@/features/campaigns/api/projects/project-queries';
import { listCollection, type ProjectListFilter } from './project-list-filter';
import type { ProjectCursor, ProjectPage } from './project-list-query';

/**
 * A page of a project list: cards, or for a search the projects' search tokens (search-page.ts,
 * loaded with the first search). `signal`: a search replaced by another stops before its next read.
 */
export async function fetchProjectPage(
  filter: ProjectListFilter,
  cursor: ProjectCursor | null,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  if (listCollection(filter) === 'projects') return (await import('./search-page')).fetchSearchPage(filter, cursor, signal);
  return fetchCardPage(filter, cursor);
}
