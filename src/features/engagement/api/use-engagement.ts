import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { listRefresh, withDerived } from '@/lib/query-client';
import { refreshQueries } from '@/lib/refresh-queries';
import { fetchQuestionPage, type QuestionCursor } from './questions-api';
import { fetchUpdatePage, type UpdateCursor } from './updates-api';
import { fetchSavedAmong, fetchSavedPage, saveProject, unsaveProject, type SavedCursor } from './saved-api';
import { batchLoader } from './batch-loader';
import { engagementKeys } from './engagement-keys';

export const updatesQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: engagementKeys.updates(projectId),
    queryFn: ({ pageParam }) => fetchUpdatePage(projectId, pageParam),
    initialPageParam: null as UpdateCursor | null,
    getNextPageParam: (last) => last.cursor,
    ...listRefresh,
  });

export function useUpdates(projectId: string) {
  const result = useInfiniteQuery(updatesQuery(projectId));
  return withDerived(result, { updates: result.data?.pages.flatMap((page) => page.updates) ?? [] });
}

export const questionsQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: engagementKeys.questions(projectId),
    queryFn: ({ pageParam }) => fetchQuestionPage(projectId, pageParam),
    initialPageParam: null as QuestionCursor | null,
    getNextPageParam: (last) => last.cursor,
    ...listRefresh,
  });

export function useQuestions(projectId: string) {
  const result = useInfiniteQuery(questionsQuery(projectId));
  return withDerived(result, { questions: result.data?.pages.flatMap((page) => page.questions) ?? [] });
}

/** A write whose success re-reads the lists it changed. */
export function useEngagementWrite<TArgs>(run: (args: TArgs) => Promise<unknown>, keys: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => refreshQueries(client, keys) });
}

const loaders = new Map<string, (projectId: string) => Promise<boolean>>();
function savedFlagLoader(uid: string) {
  let load = loaders.get(uid);
  if (!load) {
    load = batchLoader(async (ids: string[]) => {
      const saved = await fetchSavedAmong(uid, ids);
      return new Map(ids.map((id) => [id, saved.has(id)]));
    }, false);
    loaders.set(uid, load);
  }
  return load;
}

// A card's flag is set by its own toggle (useToggleSaved) and the cache is reset when the user
// changes, so it is read once a visit: no stale or clean-up timers for each of a page's twelve cards.
// A save made in another tab or on another device shows after a reload (a failed read is retried
// when the card mounts again).
export const savedFlagQuery = (uid: string, projectId: string) =>
  queryOptions({
    queryKey: engagementKeys.savedFlag(uid, projectId),
    queryFn: () => savedFlagLoader(uid)(projectId),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useSavedFlag = (uid: string, projectId: string) => useQuery(savedFlagQuery(uid, projectId));

export function useToggleSaved(uid: string, projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) => (save ? saveProject(uid, projectId) : unsaveProject(uid, projectId)),
    onSuccess: async (_result, save) => {
      client.setQueryData(engagementKeys.savedFlag(uid, projectId), save);
      await refreshQueries(client, [engagementKeys.savedList(uid), engagementKeys.inbox(uid)]);
    },
  });
}

export const savedProjectsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: engagementKeys.savedList(uid),
    queryFn: ({ pageParam }) => fetchSavedPage(uid, pageParam),
    initialPageParam: null as SavedCursor | null,
    getNextPageParam: (last) => last.cursor,
    ...listRefresh,
  });

export function useSavedProjects(uid: string) {
  const result = useInfiniteQuery(savedProjectsQuery(uid));
  return withDerived(result, { projects: result.data?.pages.flatMap((page) => page.projects) ?? [] });
}
