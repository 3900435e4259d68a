import { QueryClient } from '@tanstack/react-query';

/** The one data cache of a visit (TanStack Query), shared by every screen with data. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

let cachedFor: string | null | undefined; // undefined until the session is first known

/**
 * Data read for one user is never shown to the next one in the same tab: when the signed-in user
 * changes (sign-in, sign-out, another account), the cache is reset and open screens read again.
 */
export function cacheBelongsTo(uid: string | null) {
  if (cachedFor !== undefined && cachedFor !== uid) void queryClient.resetQueries();
  cachedFor = uid;
}
