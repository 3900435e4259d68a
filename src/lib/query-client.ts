import { QueryClient } from '@tanstack/react-query';

/** The one data cache of a visit (TanStack Query), shared by every screen with data. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
