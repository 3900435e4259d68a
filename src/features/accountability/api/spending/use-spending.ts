// The project page's Plan vs spent and Add spending: each read's queryOptions and hook over spending-queries, and the write's hook over spending-api.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withDerived } from '@/lib/query-client';
import { refreshQueries } from '@/lib/refresh-queries';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { recordSpending, type SpendingWrite } from './spending-api';
import { founderRecordKey } from '@/features/accountability/api/founders/use-founder-record';
import { fetchSpendingPage, fetchSpendingTotal, type SpendingCursor } from './spending-queries';

export const spendingKeys = {
  all: (projectId: string) => ['projects', 'spending', projectId] as const,
  total: (projectId: string) => ['projects', 'spending', projectId, 'total'] as const,
  entries: (projectId: string) => ['projects', 'spending', projectId, 'entries'] as const,
};

export const spendingTotalQuery = (projectId: string) =>
  queryOptions({ queryKey: spendingKeys.total(projectId), queryFn: () => fetchSpendingTotal(projectId) });

export const spendingEntriesQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: spendingKeys.entries(projectId),
    queryFn: ({ pageParam }) => fetchSpendingPage(projectId, pageParam),
    initialPageParam: null as SpendingCursor | null,
    getNextPageParam: (last) => last.cursor,
  });

export const useSpendingTotal = (projectId: string) => useQuery(spendingTotalQuery(projectId));

export function useSpendingEntries(projectId: string) {
  const result = useInfiniteQuery(spendingEntriesQuery(projectId));
  return withDerived(result, { records: result.data?.pages.flatMap((page) => page.records) ?? [] });
}

/** Add spending (or a correction) under the form's entry id: the total, the list and the founder's record are read again after it. */
export function useRecordSpending(project: Pick<Project, 'id' | 'creatorId'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, entry }: { entryId: string; entry: SpendingWrite }) => recordSpending(project.id, entryId, entry),
    onSuccess: () =>
      refreshQueries(client, [spendingKeys.all(project.id), projectKeys.detail(project.id), founderRecordKey(project.creatorId)]),
  });
}
