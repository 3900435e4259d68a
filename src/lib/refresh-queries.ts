import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Re-reads every cached query under these keys after a write. Reads still in flight are cancelled
 * first: TanStack Query does not restart a query's first fetch on invalidation, so one that began
 * before the write would land afterwards and show the old data.
 */
export async function refreshQueries(client: QueryClient, keys: QueryKey[]) {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
