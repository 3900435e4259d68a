import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchInboxItems, fetchInboxSummary, keepReadableFollowing, markInboxSeen } from './inbox-api';
import { mergeInbox } from './engagement-model';
import { engagementKeys } from './use-engagement';

type Summary = Awaited<ReturnType<typeof fetchInboxSummary>>;

/**
 * The bell's unread count: the inbox document and two bounded counts, once per visit (re-read after
 * the user's writes). A summary that found followed projects no longer readable stores the shorter list.
 */
export function useInboxSummary(uid: string) {
  const summary = useQuery({
    queryKey: [...engagementKeys.inbox(uid), 'summary'],
    queryFn: () => fetchInboxSummary(uid),
    staleTime: 60_000,
  });
  const { mutate } = useMutation({ mutationFn: (following: string[]) => keepReadableFollowing(uid, following) });
  const { data } = summary;
  useEffect(() => {
    if (data?.pruned) mutate(data.state.following);
  }, [data, mutate]);
  return summary;
}

/** What's new itself, read when the panel opens. */
export function useInboxItems(uid: string, following: string[] | undefined) {
  const result = useQuery({
    queryKey: [...engagementKeys.inbox(uid), 'items', following],
    queryFn: () => fetchInboxItems(uid, following ?? []),
    enabled: following !== undefined,
  });
  return {
    ...result,
    items: result.data ? mergeInbox(result.data.updates, result.data.answers, result.data.reports, result.data.outcomes).items : [],
  };
}

/** Opening the inbox clears the count at once; the server's time is stored as the last visit. */
export function useMarkInboxSeen(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exists: boolean) => markInboxSeen(uid, exists),
    onMutate: () =>
      client.setQueryData<Summary>(
        [...engagementKeys.inbox(uid), 'summary'],
        (data) => data && { ...data, state: { ...data.state, exists: true }, unread: 0 },
      ),
  });
}
