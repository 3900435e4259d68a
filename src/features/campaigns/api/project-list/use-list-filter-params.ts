import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCategory } from '@/features/campaigns/api/projects/project-limits';
import type { Category } from '@/features/campaigns/api/projects/project-read';
import { isProjectSort, type ProjectListFilter, type ProjectScope, type ProjectSort } from './project-list-filter';

/** Longer text is cut, so a crafted link cannot make a huge query. */
export const MAX_SEARCH_LENGTH = 100;

export type ListParams<T extends string> = {
  tab: T;
  /** The search box's text as typed; the filter gets it trimmed. */
  search: string;
  category: Category | 'all';
  bookmarkedOnly: boolean;
  sort: ProjectSort;
  showEnded: boolean;
};

/** Reads a list view from untrusted query parameters: anything unknown falls back to its default. */
export function parseListParams<T extends string>(params: URLSearchParams, tabs: readonly [T, ...T[]]): ListParams<T> {
  const tab = params.get('tab');
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    tab: tabs.find((known) => known === tab) ?? tabs[0],
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    category: isCategory(category) ? category : 'all',
    bookmarkedOnly: params.get('bookmarked') === 'true',
    sort: isProjectSort(sort) ? sort : 'newest',
    showEnded: params.get('ended') === 'true',
  };
}

export type FilterOptions = { creatorId?: string; bookmarks?: boolean };

/**
 * The list filter a view asks for: the screen's own (filterFor) and its prefetch's, so both read the
 * same query. bookmarkedOnly applies only where the screen offers it.
 */
export function listFilter(
  view: ListParams<string>,
  scope: ProjectScope,
  { creatorId, bookmarks = false }: FilterOptions = {},
): ProjectListFilter {
  return {
    scope,
    ...(creatorId === undefined ? {} : { creatorId }),
    category: view.category,
    search: view.search.trim(),
    bookmarkedOnly: bookmarks && view.bookmarkedOnly,
    sort: view.sort,
    showEnded: view.showEnded,
  };
}

export type FilterControls = Omit<ListParams<string>, 'tab'> & {
  setSearch: (search: string) => void;
  setCategory: (category: Category | 'all') => void;
  setBookmarkedOnly: (bookmarkedOnly: boolean) => void;
  setSort: (sort: ProjectSort) => void;
  setShowEnded: (showEnded: boolean) => void;
};

export type ListFilterParams<T extends string> = ListParams<T> &
  FilterControls & {
    setTab: (tab: T) => void;
    /** The list filter for the current view (listFilter). */
    filterFor: (scope: ProjectScope, options?: FilterOptions) => ProjectListFilter;
  };

/**
 * The tab, search (q), category, bookmarked, sort and ended view of a list screen, kept in the URL query so
 * Back and shared links restore it. Typing replaces the history entry; other changes add one.
 * The first tab and default values are left out of the URL.
 */
export function useListFilterParams<T extends string>(tabs: readonly [T, ...T[]]): ListFilterParams<T> {
  const [params, setParams] = useSearchParams();
  const view = parseListParams(params, tabs);
  const defaultTab = tabs[0];

  // The router hands an updater the query of the last render, so a change made before the screen
  // re-renders (a debounced search firing just after a category pick) would undo the one before it.
  // The newest query this hook asked for is kept here until the URL shows it.
  const pending = useRef<URLSearchParams | null>(null);
  const query = params.toString();
  useEffect(() => {
    pending.current = null;
  }, [query]);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(pending.current ?? previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          pending.current = next;
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setSearch = useCallback((search: string) => update({ q: search.slice(0, MAX_SEARCH_LENGTH) || null }, true), [update]);

  return {
    ...view,
    setTab: (tab) => update({ tab: tab === defaultTab ? null : tab }),
    setSearch,
    setCategory: (category) => update({ category: category === 'all' ? null : category }),
    setBookmarkedOnly: (bookmarkedOnly) => update({ bookmarked: bookmarkedOnly ? 'true' : null }),
    setSort: (sort) => update({ sort: sort === 'newest' ? null : sort }),
    setShowEnded: (showEnded) => update({ ended: showEnded ? 'true' : null }),
    filterFor: (scope, options) => listFilter(view, scope, options),
  };
}
