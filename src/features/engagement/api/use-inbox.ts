import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchInboxItems, fetchInboxSummary, markInboxSeen } from './inbox-api';
import { mergeInbox } from './engagement-model';
import { engagementKeys } from './use-engagement';

type Summary = Awaited<ReturnType<typeof fetchInboxSummary>>;

/** The bell's unread count: the inbox document and two bounded counts, once per visit (re-read after the user's writes). */
export const useInboxSummary = (uid: string) =>
  useQuery({ queryKey: [...engagementKeys.inbox(uid), 'summary'], queryFn: () => fetchInboxSummary(uid), staleTime: 60_000 });

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
        (data) => data && { state: { ...data.state, exists: true }, unread: 0 },
      ),
  });
}
