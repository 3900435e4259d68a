// The naive variant the benchmark compares against: the app built with this file in place of
// src/features/campaigns/api/project-list/project-list-page.ts (scripts/bench.mjs swaps it at build time only).
// It does what the older version did: one query for every project of the list's scope, then
// filtering, sorting and paging in the browser. The list is kept for the page's lifetime, so
// search and "Load more" cost no further reads once it has arrived. It reads the cards (what a guest
// may read since projects need sign-in), which hold every field a list shows and filters on.
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { projectCardConverter } from '@/features/campaigns/api/projects/project-read';
import { PAGE_SIZE } from '@/features/campaigns/api/projects/project-model';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import type { ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';

/** Where the next page starts in the in-memory list. */
export type ProjectCursor = number;
export type ProjectPage = { projects: ProjectSummary[]; cursor: ProjectCursor | null };

const projectsCollection = () => collection(db, 'projectCards').withConverter(projectCardConverter);

const everything = new Map<string, Promise<ProjectSummary[]>>();

function allProjects(filter: ProjectListFilter): Promise<ProjectSummary[]> {
  const key = filter.scope === 'mine' ? `mine:${filter.creatorId ?? ''}` : filter.scope;
  let projects = everything.get(key);
  if (!projects) {
    const scope =
      filter.scope === 'mine'
        ? where('creatorId', '==', filter.creatorId ?? '')
        : filter.scope === 'pending'
          ? where('status', '==', 'pending')
          : where('approved', '==', true);
    projects = getDocs(query(projectsCollection(), scope)).then((snapshot) => snapshot.docs.map((d) => d.data()));
    projects.catch(() => everything.delete(key));
    everything.set(key, projects);
  }
  return projects;
}

/**
 * Case-insensitive substring search on title, description and creator, as the older screens did,
 * but of every word apart (as the app matches), so a several-word search finds the same projects.
 */
function matches(project: ProjectSummary, filter: ProjectListFilter): boolean {
  if (filter.category !== 'all' && project.category !== filter.category) return false;
  if (filter.bookmarkedOnly && !project.bookmarked) return false;
  const text = [project.title, project.description, project.creatorName].join(' ').toLowerCase();
  return filter.search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export async function fetchProjectPage(filter: ProjectListFilter, cursor: ProjectCursor | null): Promise<ProjectPage> {
  const list = (await allProjects(filter))
    .filter((project) => matches(project, filter))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  const start = cursor ?? 0;
  return { projects: list.slice(start, start + PAGE_SIZE), cursor: start + PAGE_SIZE < list.length ? start + PAGE_SIZE : null };
}
