import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchInbox, markInboxSeen } from './inbox-api';
import { mergeInbox } from './engagement-model';
import { engagementKeys } from './use-engagement';

type InboxData = Awaited<ReturnType<typeof fetchInbox>>;

/** What's new for the signed-in user: read once per page view (three small reads), re-read after their writes. */
export function useInbox(uid: string) {
  const result = useQuery({ queryKey: engagementKeys.inbox(uid), queryFn: () => fetchInbox(uid), staleTime: 60_000 });
  const merged = result.data ? mergeInbox(result.data.updates, result.data.answers, result.data.state.lastSeenAt) : { items: [], unread: 0 };
  return { ...result, ...merged };
}

/** Opening the inbox clears the count at once; the server's time is stored as the last visit. */
export function useMarkInboxSeen(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exists: boolean) => markInboxSeen(uid, exists),
    onMutate: () =>
      client.setQueryData<InboxData>(engagementKeys.inbox(uid), (data) =>
        data && { ...data, state: { ...data.state, exists: true, lastSeenAt: latest(data) } },
      ),
  });
}

function latest(data: InboxData): Date {
  const times = [...data.updates.map((u) => u.createdAt), ...data.answers.map((q) => q.answeredAt), new Date()];
  return new Date(Math.max(...times.map((t) => t?.getTime() ?? 0)));
}
