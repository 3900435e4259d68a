// One project's hooks: the project read (live on its page), the public card index.html read early,
// and the spec's load error; and what the lists' hooks (./use-projects.ts) share with them: the cache's
// keys for projects and the deferred value a page shows its data through.
import { useDeferredValue, useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { plainErrorMessage } from '@/lib/plain-error';
import { queryClient, withDerived } from '@/lib/query-client';
import { takeEarlyProjectCard } from '@/features/campaigns/api/project-list/early-reads';
import { firstViewShowsPicture } from '@/features/campaigns/api/pictures/shown-pictures';
import { isLive } from '@/lib/campaign-life';
import { readSummary } from './project-read';
import type { Project, ProjectSummary } from './project-read';
import { fetchProject } from './project-queries';
import type { ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';

/** The data cache's keys for projects: a list's pages, its count, one project. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (filter: ProjectListFilter) => ['projects', 'list', filter] as const,
  count: (filter: ProjectListFilter) => ['projects', 'count', filter] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};

/**
 * `data` through a deferred value, keyed (a list's filter, a project's id), so what was read for
 * another key never shows meanwhile, and nothing shows once the data is gone (a cache reset).
 */
export function useShownData<T>(key: string, data: T | undefined): T | undefined {
  const deferred = useDeferredValue(useMemo(() => ({ key, data }), [key, data]));
  return data === undefined || deferred.key !== key ? undefined : deferred.data;
}

/** How often an open project page reads its project again while its tab is visible. */
export const PROJECT_REFRESH_MS = 30_000;

// Auth is loaded by every screen that reads a project signed in; imported here, not at the top, so
// neither the lists a signed-out visitor sees (which take this module's keys) nor a project's public
// card, shown before the session, download it.
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
  return withDerived(result, { data, isPending: result.isPending || (data === undefined && !result.isError) });
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
 * The project page's prefetch: the card index.html read, put in the cache for the page's first
 * render (useEarlyProjectCard) when it has already arrived; its picture is the page's largest paint.
 */
export async function primeEarlyProjectCard(id: string) {
  firstViewShowsPicture(await queryClient.fetchQuery(earlyCardQuery(id)));
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
