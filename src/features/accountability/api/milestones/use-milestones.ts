// The project page's Milestones and the project form's Milestones section: hooks over milestones-api.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@/lib/refresh-queries';
import { fetchMilestones } from './milestone-queries';
import { founderRecordKey } from '@/features/accountability/api/founders/use-founder-record';
import type { Delivery, Postponing } from './milestone-form';
import type { Milestone } from './milestone-read';

// The founder's writes download with their first use: the page and the form that only read the
// milestones (every visitor's) do not need them.
const writes = () => import('./milestones-api');

export const milestoneKeys = { all: (projectId: string) => ['projects', 'milestones', projectId] as const };
/**
 * The lists' cards, whose openDues (the Late badge) the server moves after a delivery or postponement
 * (a moment later: a list read at once may still show the card before): marked stale, read again when shown.
 */
const cardLists = ['projects', 'list'] as const;

/** One query of at most 6 documents; the founder's edits refresh ['projects']. */
export const milestonesQuery = (projectId: string) =>
  queryOptions({ queryKey: milestoneKeys.all(projectId), queryFn: () => fetchMilestones(projectId) });

export function useMilestones(projectId: string) {
  return useQuery(milestonesQuery(projectId));
}

export function useDeliverMilestone(projectId: string, creatorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ milestone, delivery }: { milestone: Milestone; delivery: Delivery }) =>
      (await writes()).deliverMilestone(projectId, milestone, delivery),
    onSuccess: () => refreshQueries(client, [milestoneKeys.all(projectId), founderRecordKey(creatorId), cardLists]),
  });
}

export function usePostponeMilestone(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ milestone, postponing }: { milestone: Milestone; postponing: Postponing }) =>
      (await writes()).postponeMilestone(projectId, milestone, postponing),
    onSuccess: () => refreshQueries(client, [milestoneKeys.all(projectId), cardLists]),
  });
}
