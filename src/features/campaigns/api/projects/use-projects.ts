// The browse lists' hooks: pages of cards, read ahead while a search is typed. One project's hooks
// are in ./use-project.ts, so a screen that shows one project does not download the lists' code.
import { useCallback, useMemo, useRef } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listRefresh, queryClient, withDerived } from '@/lib/query-client';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import type { ProjectCursor } from '@/features/campaigns/api/project-list/project-list-query';
import type { ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { listFilter, parseListParams } from '@/features/campaigns/api/project-list/use-list-filter-params';
import { useShownData, projectKeys } from './use-project';

const projectListQuery = (filter: ProjectListFilter) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(filter),
    // Its signal: a search replaced by the next one typed stops reading (TanStack Query aborts a query no screen uses).
    queryFn: ({ pageParam, signal }) => fetchProjectPage(filter, pageParam, signal),
    initialPageParam: null as ProjectCursor | null,
    getNextPageParam: (last) => last.cursor,
    ...listRefresh,
  });

/**
 * Pages of 12, loaded one at a time by "Load more". A page that arrives is shown through a deferred
 * value: TanStack Query's store updates render in one uninterruptible task, and deferring them makes
 * the cards' render a transition, in slices, on a slow phone.
 */
export function useProjectList(filter: ProjectListFilter, enabled = true) {
  const result = useInfiniteQuery({ ...projectListQuery(filter), enabled });
  const shown = useShownData(JSON.stringify(filter), result.data);
  const projects = useMemo(() => uniqueById(shown?.pages.flatMap((page) => page.projects) ?? []), [shown]);
  return withDerived(result, {
    projects,
    isPending: result.isPending || (!shown && !result.isError),
    // Until the deferred render has caught up with a page that arrived, "Load more" stays busy.
    isFetchingNextPage: result.isFetchingNextPage || (shown !== undefined && shown !== result.data),
  });
}

/**
 * Each project once: on Most funded or Closest to goal, an investment between two pages can move a
 * card past the cursor, and the next page brings it again. It stays where it was first shown.
 */
export function uniqueById<T extends { id: string }>(projects: T[]): T[] {
  const seen = new Set<string>();
  return projects.filter((project) => !seen.has(project.id) && seen.add(project.id));
}

/** Starts reading a list's first page before its screen renders (a screen's prefetch, src/app/router.tsx). */
export const prefetchProjectList = (filter: ProjectListFilter) => queryClient.prefetchInfiniteQuery(projectListQuery(filter));

/** The approved projects a public list screen opens on, as its address's query asks (the same query as its filterFor('approved')). */
export const prefetchApprovedList = (search: URLSearchParams, tabs: readonly [string, ...string[]]) =>
  prefetchProjectList(listFilter(parseListParams(search, tabs), 'approved'));

/**
 * A search read ahead while the visitor pauses typing (the box's onPause), before the box reports the
 * text and the list asks for it: the list then shows its page from the cache, or waits only for the
 * rest of a read already on its way (a typed search no slower than filtering a list already
 * in memory). A read-ahead that further typing replaced, and that no list shows, is aborted.
 */
export function useSearchReadAhead(filter: ProjectListFilter) {
  const ahead = useRef<ProjectListFilter | null>(null);
  const key = JSON.stringify(filter);
  return useCallback(
    (text: string) => {
      const next: ProjectListFilter = { ...(JSON.parse(key) as ProjectListFilter), search: text.trim() };
      const before = ahead.current && queryClient.getQueryCache().find({ queryKey: projectKeys.list(ahead.current), exact: true });
      if (before && before.getObserversCount() === 0 && ahead.current?.search !== next.search) void before.cancel();
      ahead.current = next;
      if (next.search) void prefetchProjectList(next);
    },
    [key],
  );
}
