import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listRefresh } from '@/lib/query-client';
import { fetchAuditPage, type AuditCursor } from './audit-queries';

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: { projectId?: string; creatorId?: string }) => ['audit', filter] as const,
};

/** The trail, paged by "Load more": all of it or one project's (admin), or a creator's project's. */
export const auditTrailQuery = (filter: { projectId?: string; creatorId?: string }) =>
  infiniteQueryOptions({
    queryKey: auditKeys.page(filter),
    queryFn: ({ pageParam }) => fetchAuditPage(filter, pageParam),
    initialPageParam: null as AuditCursor | null,
    getNextPageParam: (last) => last.cursor,
    ...listRefresh,
  });

export function useAuditTrail(filter: { projectId?: string; creatorId?: string }, enabled = true) {
  return useInfiniteQuery({ ...auditTrailQuery(filter), enabled });
}
