import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { plainErrorMessage } from '@/lib/plain-error';
import { listRefresh, queryClient } from '@/lib/query-client';
import { isLive } from './campaign-life';
import { takeEarlyProjectCard } from '@/features/campaigns/api/project-list/early-reads';
import { readSummary } from './project-converter';
import { cacheEarlyCardPicture } from '@/features/campaigns/api/pictures/use-pictures';
import type { Project, ProjectSummary } from './project-read';
import { fetchProject } from './project-queries';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import type { ProjectCursor } from '@/features/campaigns/api/project-list/project-list-query';
import type { ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';

export const projectKeys = {
  all: ['projects'] as const,
  list: (filter: ProjectListFilter) => ['projects', 'list', filter] as const,
  count: (filter: ProjectListFilter) => ['projects', 'count', filter] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};

/** How often an open project page reads its project again while its tab is visible (issue 23). */
export const PROJECT_REFRESH_MS = 30_000;

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
  return {
    ...result,
    projects,
    isPending: result.isPending || (!shown && !result.isError),
    // Until the deferred render has caught up with a page that arrived, "Load more" stays busy.
    isFetchingNextPage: result.isFetchingNextPage || (shown !== undefined && shown !== result.data),
  };
}

/**
 * Each project once: on Most funded or Closest to goal, an investment between two pages can move a
 * card past the cursor, and the next page brings it again. It stays where it was first shown.
 */
export function uniqueById<T extends { id: string }>(projects: T[]): T[] {
  const seen = new Set<string>();
  return projects.filter((project) => !seen.has(project.id) && seen.add(project.id));
}

/**
 * `data` through a deferred value, keyed (a list's filter, a project's id), so what was read for
 * another key never shows meanwhile, and nothing shows once the data is gone (a cache reset).
 */
function useShownData<T>(key: string, data: T | undefined): T | undefined {
  const deferred = useDeferredValue(useMemo(() => ({ key, data }), [key, data]));
  return data === undefined || deferred.key !== key ? undefined : deferred.data;
}

/** Starts reading a list's first page before its screen renders (a screen's prefetch, src/app/router.tsx). */
export const prefetchProjectList = (filter: ProjectListFilter) => queryClient.prefetchInfiniteQuery(projectListQuery(filter));

/**
 * A search read ahead while the visitor pauses typing (the box's onPause), before the box reports the
 * text and the list asks for it: the list then shows its page from the cache, or waits only for the
 * rest of a read already on its way (issue 25: a typed search no slower than filtering a list already
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

// Auth is loaded by every screen that reads a project signed in; imported here, not at the top, so
// the lists a signed-out visitor sees (this module's other hooks) do not download it.
const signedIn = async () => (await import('@/lib/firebase-auth')).auth.currentUser !== null;

/**
 * A project the viewer may not see reads as not found, so its existence is not revealed. Only when
 * the read went out signed in (Firestore sends it once Auth has restored the session): a prefetch sent
 * before anyone signed in, on a page that then sends the visitor to the login page, was refused for
 * that alone, and its refusal stays an error, which the page's own query reads again.
 */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: async () => {
      try {
        return await fetchProject(id);
      } catch (error) {
        if (error instanceof FirebaseError && error.code === 'permission-denied' && (await signedIn())) return null;
        throw error;
      }
    },
  });

type ProjectQuery = { state: { data?: Project | null } };
/** Whether the project last read is a running campaign (approved, before its deadline, by this clock). */
const campaignRuns = (query: ProjectQuery) => !!query.state.data && isLive(query.state.data);

/**
 * `live`: the project page keeps Raised, the progress bar and the backer count up to date while the
 * campaign runs: it reads the project again (one document) every 30 s while the tab is visible, none
 * while it is hidden (TanStack Query pauses the interval), and at once when the tab becomes visible
 * again. Firestore Lite has no listeners; a read every 30 s costs less than the full SDK's bytes
 * (docs/performance.md). A pending, ended or closed project takes no money, so its page is not read
 * on a clock; like a list, it is read again when its tab regains focus if older than 30 s (a pending
 * one approved meanwhile then starts its refresh). TanStack Query decides again after each read, so
 * the read after the deadline, which shows the campaign ended, is the last.
 */
const liveProject = {
  refetchInterval: (query: ProjectQuery) => (campaignRuns(query) ? PROJECT_REFRESH_MS : false),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: (query: ProjectQuery) => (campaignRuns(query) ? 'always' : true),
} as const;

/**
 * A project; like a list's page, it is shown through a deferred value, so its page renders in slices.
 * `enabled: false` holds the read (pending meanwhile): a page open before the session waits for it.
 */
export function useProject(id: string, { live = false, enabled = true } = {}) {
  const result = useQuery({ ...projectQuery(id), ...(live ? liveProject : {}), enabled });
  const data = useShownData(id, result.data);
  return { ...result, data, isPending: result.isPending || (data === undefined && !result.isError) };
}

/**
 * The project's public card as index.html read it (its page opened from its address), for the page to
 * show its picture, title and description while the project itself is read signed in; null when
 * there is none (read once: a later visit has none).
 */
export function useEarlyProjectCard(id: string): ProjectSummary | null {
  return useQuery(earlyCardQuery(id)).data ?? null;
}

// Taken once (a later visit has none): the page and its prefetch share this one query.
const earlyCardQuery = (id: string) =>
  queryOptions({
    queryKey: ['early-card', id],
    queryFn: async () => {
      const card = await takeEarlyProjectCard(id);
      return card && readSummary(card.id, card.data);
    },
    staleTime: Infinity,
  });

/**
 * The project page's prefetch: the card and picture index.html read, put in the cache for the
 * page's first render (useEarlyProjectCard, usePagePicture) when they have already arrived.
 */
export async function primeEarlyProjectCard(id: string) {
  const card = await queryClient.fetchQuery(earlyCardQuery(id));
  if (card) await cacheEarlyCardPicture(card);
}

/**
 * Starts reading a project before its page renders (the project screen's prefetch). Not tried again
 * here: a refusal as a signed-out visitor is asked once more by the page, as whoever signed in.
 */
export const prefetchProject = (id: string) => queryClient.prefetchQuery({ ...projectQuery(id), retry: false });

/**
 * The spec's load error: with the cause when there is one, in plain words (a Firestore error by its
 * code, never its raw message: plainErrorMessage), "Error fetching project details" when nothing says what.
 */
export const projectLoadError = (error: Error) =>
  'code' in error || error.message.trim() ? `Error fetching project: ${plainErrorMessage(error)}` : 'Error fetching project details';
