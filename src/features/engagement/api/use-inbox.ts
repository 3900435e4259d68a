import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withDerived } from '@/lib/query-client';
import { fetchInboxSummary, keepReadableFollowing, markInboxSeen, type InboxReader } from './inbox-api';
import { engagementKeys } from './engagement-keys';

type Summary = Awaited<ReturnType<typeof fetchInboxSummary>>;

export const inboxSummaryQuery = (who: InboxReader) =>
  queryOptions({
    queryKey: [...engagementKeys.inbox(who.uid), 'summary', who],
    queryFn: () => fetchInboxSummary(who),
    staleTime: 60_000,
  });

/**
 * The bell's unread count: the inbox document and two bounded counts, once per visit (re-read after
 * the user's writes). A summary that found followed projects no longer readable stores the shorter list.
 */
export function useInboxSummary(who: InboxReader) {
  const { uid } = who;
  const summary = useQuery(inboxSummaryQuery(who));
  const { mutate } = useMutation({ mutationFn: (following: string[]) => keepReadableFollowing(uid, following) });
  const { data } = summary;
  useEffect(() => {
    if (data?.pruned) mutate(data.state.following);
  }, [data, mutate]);
  return summary;
}

export const inboxItemsQuery = (who: InboxReader, following: string[] | undefined) =>
  queryOptions({
    queryKey: [...engagementKeys.inbox(who.uid), 'items', who, following],
    queryFn: async () => {
      const [{ fetchInboxItems }, { inboxItemsOf }] = await Promise.all([import('./inbox-items-api'), import('./inbox-items')]);
      return inboxItemsOf(await fetchInboxItems(who, following ?? []));
    },
  });

/**
 * What's new itself, read when the panel opens. Its reading code is a chunk of its own, loaded then:
 * a page view needs only the bell's count.
 */
export function useInboxItems(who: InboxReader, following: string[] | undefined) {
  const result = useQuery({ ...inboxItemsQuery(who, following), enabled: following !== undefined });
  return withDerived(result, { items: result.data ?? [] });
}

/** Opening the inbox clears the count at once; the server's time is stored as the last visit. */
export function useMarkInboxSeen(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exists: boolean) => markInboxSeen(uid, exists),
    onMutate: () =>
      client.setQueriesData<Summary>(
        { queryKey: [...engagementKeys.inbox(uid), 'summary'] },
        (data) => data && { ...data, state: { ...data.state, exists: true }, unread: 0 },
      ),
  });
}
